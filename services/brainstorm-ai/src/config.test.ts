import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loadBrainstormAiConfig } from './config.js';

describe('brainstorm-ai configuration', () => {
  it('defaults to port 4005 and the local database creators_brainstorm_ai', () => {
    const config = loadBrainstormAiConfig({});
    assert.equal(config.port, 4005);
    assert.equal(config.databaseUrl, 'postgresql://postgres@127.0.0.1:5432/creators_brainstorm_ai');
    assert.equal(config.natsUrl, 'nats://127.0.0.1:4222');
    assert.equal(config.nats.subjectPrefix, '');
    assert.equal(config.isla.ai.provider, 'builtin');
    assert.equal(config.isla.queuePrefix, 'bull');
    assert.equal(config.isla.redisUrl, config.redisUrl);
  });

  it('reads PORT and DATABASE_URL from the environment', () => {
    const config = loadBrainstormAiConfig({
      PORT: '0',
      DATABASE_URL: 'postgresql://app@db.internal:5432/brainstorm_ai',
    });
    assert.equal(config.port, 0);
    assert.equal(config.databaseUrl, 'postgresql://app@db.internal:5432/brainstorm_ai');
  });

  it('refuses to run in production with the development gateway secret', () => {
    assert.throws(() => loadBrainstormAiConfig({ NODE_ENV: 'production' }), /GATEWAY_SECRET/);
  });
});
