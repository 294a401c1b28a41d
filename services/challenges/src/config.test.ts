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

  it('limits creations per user: 10 challenges an hour unless CREATION_LIMIT_* says otherwise', () => {
    const defaults = loadChallengesConfig({}).creationLimits;
    assert.equal(defaults.keyPrefix, 'challenges:rl');
    assert.deepEqual(defaults.limits.challenges, { points: 10, durationSeconds: 3600 });
    const configured = loadChallengesConfig({
      CREATION_LIMIT_CHALLENGES: '3',
      CREATION_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_KEY_PREFIX: 'test:rl',
    }).creationLimits;
    assert.equal(configured.keyPrefix, 'test:rl');
    assert.deepEqual(configured.limits.challenges, { points: 3, durationSeconds: 60 });
    assert.throws(
      () => loadChallengesConfig({ CREATION_LIMIT_CHALLENGES: '0' }),
      /CREATION_LIMIT_CHALLENGES/,
    );
  });

  it('refuses to run in production with the development gateway secret', () => {
    assert.throws(() => loadChallengesConfig({ NODE_ENV: 'production' }), /GATEWAY_SECRET/);
  });
});
