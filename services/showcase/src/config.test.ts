import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loadShowcaseConfig } from './config.js';

describe('showcase configuration', () => {
  it('defaults to port 4004 and the local database creators_showcase', () => {
    const config = loadShowcaseConfig({});
    assert.equal(config.port, 4004);
    assert.equal(config.databaseUrl, 'postgresql://postgres@127.0.0.1:5432/creators_showcase');
    assert.equal(config.natsUrl, 'nats://127.0.0.1:4222');
    assert.equal(config.nats.subjectPrefix, '');
  });

  it('reads PORT and DATABASE_URL from the environment', () => {
    const config = loadShowcaseConfig({
      PORT: '0',
      DATABASE_URL: 'postgresql://app@db.internal:5432/showcase',
    });
    assert.equal(config.port, 0);
    assert.equal(config.databaseUrl, 'postgresql://app@db.internal:5432/showcase');
  });

  it('refuses to run in production with the development gateway secret', () => {
    assert.throws(() => loadShowcaseConfig({ NODE_ENV: 'production' }), /GATEWAY_SECRET/);
  });
});
