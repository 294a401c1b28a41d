import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loadTeamsConfig } from './config.js';

describe('teams configuration', () => {
  it('defaults to port 4003 and the local database creators_teams', () => {
    const config = loadTeamsConfig({});
    assert.equal(config.port, 4003);
    assert.equal(config.databaseUrl, 'postgresql://postgres@127.0.0.1:5432/creators_teams');
    assert.equal(config.natsUrl, 'nats://127.0.0.1:4222');
    assert.equal(config.nats.subjectPrefix, '');
  });

  it('reads PORT and DATABASE_URL from the environment', () => {
    const config = loadTeamsConfig({ PORT: '0', DATABASE_URL: 'postgresql://app@db.internal:5432/teams' });
    assert.equal(config.port, 0);
    assert.equal(config.databaseUrl, 'postgresql://app@db.internal:5432/teams');
  });

  it('refuses to run in production with the development gateway secret', () => {
    assert.throws(() => loadTeamsConfig({ NODE_ENV: 'production' }), /GATEWAY_SECRET/);
  });
});
