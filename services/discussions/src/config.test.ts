import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loadDiscussionsConfig } from './config.js';

describe('discussions configuration', () => {
  it('defaults to port 4006 and the local database creators_discussions', () => {
    const config = loadDiscussionsConfig({});
    assert.equal(config.port, 4006);
    assert.equal(config.databaseUrl, 'postgresql://postgres@127.0.0.1:5432/creators_discussions');
    assert.equal(config.natsUrl, 'nats://127.0.0.1:4222');
    assert.equal(config.nats.subjectPrefix, '');
  });

  it('limits comments per person: 120 an hour unless CREATION_LIMIT_COMMENTS says otherwise', () => {
    const defaults = loadDiscussionsConfig({}).creationLimits;
    assert.equal(defaults.keyPrefix, 'discussions:rl');
    assert.deepEqual(defaults.limits.comments, { points: 120, durationSeconds: 3600 });
    const configured = loadDiscussionsConfig({
      CREATION_LIMIT_COMMENTS: '3',
      CREATION_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_KEY_PREFIX: 'test:rl',
    }).creationLimits;
    assert.equal(configured.keyPrefix, 'test:rl');
    assert.deepEqual(configured.limits.comments, { points: 3, durationSeconds: 60 });
    assert.throws(() => loadDiscussionsConfig({ CREATION_LIMIT_COMMENTS: '0' }), /CREATION_LIMIT_COMMENTS/);
  });

  it('refuses to run in production with the development gateway secret', () => {
    assert.throws(() => loadDiscussionsConfig({ NODE_ENV: 'production' }), /GATEWAY_SECRET/);
  });
});
