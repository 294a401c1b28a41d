import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loadChallengesConfig } from './config.js';

describe('challenges configuration', () => {
  it('defaults to port 4002 and the local database creators_challenges', () => {
    const config = loadChallengesConfig({});
    assert.equal(config.port, 4002);
    assert.equal(config.databaseUrl, 'postgresql://postgres@127.0.0.1:5432/creators_challenges');
    assert.equal(config.natsUrl, 'nats://127.0.0.1:4222');
    assert.equal(config.nats.subjectPrefix, '');
  });

  it('reads PORT and DATABASE_URL from the environment', () => {
    const config = loadChallengesConfig({
      PORT: '0',
      DATABASE_URL: 'postgresql://app@db.internal:5432/challenges',
    });
    assert.equal(config.port, 0);
    assert.equal(config.databaseUrl, 'postgresql://app@db.internal:5432/challenges');
  });

  it('refuses to run in production with the development gateway secret', () => {
    assert.throws(() => loadChallengesConfig({ NODE_ENV: 'production' }), /GATEWAY_SECRET/);
  });
});
