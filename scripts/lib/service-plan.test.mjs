import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { planServices } from './service-plan.mjs';

const all = (value) => ({ postgres: value, redis: value, nats: value });

describe('planServices', () => {
  it('uses the local services when all of them answer, whatever else is true', () => {
    assert.deepEqual(planServices({ answering: all(true), startable: all(false), dockerAnswers: false }), {
      action: 'use-local',
    });
    assert.deepEqual(planServices({ answering: all(true), startable: all(true), dockerAnswers: true }), {
      action: 'use-local',
    });
  });

  it('starts the silent ones locally when this machine can start each of them', () => {
    const plan = planServices({
      answering: { postgres: true, redis: false, nats: false },
      startable: { postgres: false, redis: true, nats: true },
      dockerAnswers: true,
    });
    assert.deepEqual(plan, { action: 'start-local', services: ['redis', 'nats'] });
  });

  it('starts containers for the silent ones when one of them cannot be started locally and Docker answers', () => {
    const plan = planServices({
      answering: { postgres: false, redis: true, nats: false },
      startable: { postgres: true, redis: true, nats: false },
      dockerAnswers: true,
    });
    assert.deepEqual(plan, { action: 'start-containers', services: ['postgres', 'nats'] });
  });

  it('starts all three in containers on a laptop with only Docker', () => {
    const plan = planServices({ answering: all(false), startable: all(false), dockerAnswers: true });
    assert.deepEqual(plan, { action: 'start-containers', services: ['postgres', 'redis', 'nats'] });
  });

  it('fails with a message naming the silent services and the ways out when neither works', () => {
    const plan = planServices({
      answering: { postgres: true, redis: false, nats: true },
      startable: all(false),
      dockerAnswers: false,
    });
    assert.equal(plan.action, 'fail');
    assert.deepEqual(plan.services, ['redis']);
    assert.match(plan.message, /^Redis not answering/);
    assert.match(plan.message, /Docker/);
    assert.match(plan.message, /REDIS_URL/);
  });
});
