import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MESSAGES } from '@creators/texts';
import { AppError } from '../nest/errors.js';
import { CreationLimits, type CreationLimitsConfig } from './creation-limits.js';

const config = (points: number): CreationLimitsConfig => {
  const limit = { points, durationSeconds: 3600 };
  return {
    keyPrefix: 'unit:rl',
    limits: {
      challenges: limit,
      teams: limit,
      invitations: limit,
      resources: limit,
      projects: limit,
      comments: limit,
      reports: limit,
    },
  };
};

/** A creation that counts how often it ran. */
function creator() {
  let runs = 0;
  return {
    create: async () => ++runs,
    get runs() {
      return runs;
    },
  };
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => assert.fail('expected a refusal'),
    (err: unknown) => err,
  );
  assert.ok(error instanceof AppError, String(error));
  return error;
}

describe('CreationLimits (in process, without Redis)', () => {
  it('lets a user create up to the limit, then refuses before creating, with a time to wait, in en and de', async () => {
    const limits = new CreationLimits(null, config(3));
    const challenge = creator();
    for (let i = 1; i <= 3; i++)
      assert.equal(await limits.create('challenges', 'ada', 'en', challenge.create), i);

    for (const locale of ['en', 'de'] as const) {
      const error = await refusal(limits.create('challenges', 'ada', locale, challenge.create));
      assert.equal(error.extensions.code, 'TOO_MANY_REQUESTS');
      assert.equal(error.message, MESSAGES[locale]['error.create.rateLimited']);
      const wait = error.extensions.retryAfterSeconds as number;
      assert.ok(Number.isInteger(wait) && wait >= 1 && wait <= 3600, `retryAfterSeconds ${wait}`);
    }
    assert.equal(challenge.runs, 3, 'a refused creation never runs');
  });

  it('counts each user and each kind on its own', async () => {
    const limits = new CreationLimits(null, config(1));
    const work = creator();
    await limits.create('teams', 'ada', 'en', work.create);
    await limits.create('teams', 'bob', 'en', work.create);
    await limits.create('projects', 'ada', 'en', work.create);
    await refusal(limits.create('teams', 'ada', 'en', work.create));
    assert.equal(work.runs, 3);
  });

  it('gives the point back when the creation itself is refused (only creations that happen count)', async () => {
    const limits = new CreationLimits(null, config(1));
    for (let i = 0; i < 3; i++)
      await assert.rejects(
        limits.create('invitations', 'ada', 'en', async () => {
          throw new Error('team is full');
        }),
        /team is full/,
      );
    assert.equal(await limits.create('invitations', 'ada', 'en', async () => 'sent'), 'sent');
    await refusal(limits.create('invitations', 'ada', 'en', async () => 'again'));
  });
});
