import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { QUEUES } from '@creators/contracts';
import { translate } from '@creators/texts';
import { createQueue, REDIS } from '@creators/platform';
import type { Redis } from 'ioredis';
import { silentLogger } from '@creators/platform/events/testing/capture-logger';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { startTestApp, type TestApp } from './harness.js';
import { deleteKeys, REDIS_URL } from './worker-process.js';

const prefix = `test-brainstorm-limits-${randomBytes(4).toString('hex')}`;
// No worker: jobs stay queued until the API stops waiting, which is what the queue caps need to be seen.
const limitsEnv = {
  QUEUE_PREFIX: `${prefix}:bull`,
  KEY_PREFIX: `${prefix}:`,
  AI_PROVIDER: 'builtin',
  SPEECH_PROVIDER: 'builtin',
  AI_JOB_TIMEOUT_MS: '3000',
  SPEECH_JOB_TIMEOUT_MS: '3000',
  ISLA_REPLIES_PER_MINUTE: '2',
  ISLA_VALIDATIONS_PER_MINUTE: '2',
  ISLA_SPEECH_PER_MINUTE: '2',
  ISLA_QUOTA_IP_FACTOR: '2',
  ISLA_QUEUE_MAX_PER_USER: '1',
  ISLA_QUEUE_MAX_WAITING: '2',
  ISLA_QUEUE_RETRY_AFTER_SECONDS: '7',
};

const RESPOND = `mutation Respond($input: IslaResponseInput!) { generateIslaResponse(input: $input) { message } }`;
const VALIDATE = `mutation Validate($input: ChallengeValidationInput!) { validateChallengeIdea(input: $input) { valid } }`;
const SPEAK = `mutation Speak($input: SpeechInput!) { synthesizeSpeech(input: $input) { contentType } }`;
const reply = { input: { prompt: 'The bus is late', phase: 'ideation' } };

/** A client address of its own per test, so that the address quotas of one test do not touch another's. */
let lastIp = 0;
const nextIp = () => `10.0.0.${++lastIp}`;
const newUser = () => ({ id: randomUUID(), role: 'student' });

describe('brainstorm-ai: quotas per user and address, queue caps', () => {
  let app: TestApp;

  beforeAll(async () => {
    Object.assign(process.env, limitsEnv);
    app = await startTestApp(limitsEnv);
    // Until Redis is ready the quotas count in memory (the insurance limiter): wait, so that one store counts here.
    const redis = app.server.app.get<Redis>(REDIS);
    await waitFor('redis ready', () => redis.status === 'ready');
  });
  afterAll(async () => {
    await app?.close();
    await deleteKeys(prefix);
    for (const key of Object.keys(limitsEnv)) delete process.env[key];
  });

  it('refuses the third reply of a user in a minute with TOO_MANY_REQUESTS, Retry-After and a translated message', async () => {
    const user = newUser();
    const clientIp = nextIp();
    // The queue has no worker: the first two are counted, then wait; only the quota matters here.
    const [first, second] = await Promise.all(
      [1, 2].map(() => app.graphql(VALIDATE, { user, context: { clientIp }, variables: validation() })),
    );
    for (const answer of [first, second])
      assert.notEqual(answer.body.errors?.[0]?.extensions?.code, 'TOO_MANY_REQUESTS');
    const third = await app.graphql(VALIDATE, {
      user,
      context: { clientIp, locale: 'de' },
      variables: validation(),
    });
    const error = third.body.errors?.[0];
    assert.equal(error?.extensions?.code, 'TOO_MANY_REQUESTS');
    assert.equal(error?.extensions?.messageKey, 'error.isla.rateLimited');
    assert.equal(error?.message, translate('error.isla.rateLimited', 'de'));
    const retryAfter = error?.extensions?.retryAfterSeconds as number;
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, String(retryAfter));

    // Replies and speech have quotas of their own.
    const speech = await app.graphql(SPEAK, { user, context: { clientIp }, variables: speak() });
    assert.notEqual(speech.body.errors?.[0]?.extensions?.code, 'TOO_MANY_REQUESTS');
  }, 30_000);

  it('limits signed-out callers and many users by their address (quota × ISLA_QUOTA_IP_FACTOR)', async () => {
    const clientIp = nextIp();
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { body } = await app.graphql(RESPOND, { context: { clientIp }, variables: reply });
      codes.push(body.errors?.[0]?.extensions?.code);
    }
    assert.deepEqual(codes, [
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED',
      'TOO_MANY_REQUESTS',
    ]);
    // A signed-in user behind the same address is refused too; another address is not.
    const user = newUser();
    const behind = await app.graphql(SPEAK, { user, context: { clientIp }, variables: speak() });
    assert.notEqual(behind.body.errors?.[0]?.extensions?.code, 'TOO_MANY_REQUESTS', 'speech counts apart');
    const sameAddress = await app.graphql(RESPOND, { user, context: { clientIp }, variables: reply });
    assert.equal(sameAddress.body.errors?.[0]?.extensions?.code, 'TOO_MANY_REQUESTS');
  }, 30_000);

  it('caps the jobs a user has in the queue and the jobs waiting in all: SERVICE_UNAVAILABLE with Retry-After', async () => {
    const queue = createQueue(QUEUES.speechSynthesis, REDIS_URL, limitsEnv.QUEUE_PREFIX, {
      logger: silentLogger,
    });
    try {
      const [ada, bob, cy] = [newUser(), newUser(), newUser()];
      const waiting = [
        app.graphql(SPEAK, { user: ada, context: { clientIp: nextIp() }, variables: speak() }),
        app.graphql(SPEAK, { user: bob, context: { clientIp: nextIp() }, variables: speak() }),
      ];
      await waitFor('two speech jobs waiting', async () => (await queue.getWaitingCount()) === 2);

      const second = await app.graphql(SPEAK, {
        user: ada,
        context: { clientIp: nextIp(), locale: 'de' },
        variables: speak(),
      });
      const perUser = second.body.errors?.[0];
      assert.equal(perUser?.extensions?.code, 'SERVICE_UNAVAILABLE');
      assert.equal(perUser?.extensions?.messageKey, 'error.isla.busy');
      assert.equal(perUser?.message, translate('error.isla.busy', 'de'));
      assert.equal(perUser?.extensions?.retryAfterSeconds, 7);

      const full = await app.graphql(SPEAK, {
        user: cy,
        context: { clientIp: nextIp() },
        variables: speak(),
      });
      assert.equal(full.body.errors?.[0]?.extensions?.messageKey, 'error.isla.busy');
      assert.equal(full.body.errors?.[0]?.extensions?.retryAfterSeconds, 7);

      // The waiting ones end as unavailable (no worker) and are removed; then there is room again.
      for (const answer of await Promise.all(waiting))
        assert.equal(answer.body.errors?.[0]?.extensions?.messageKey, 'error.speech.unavailable');
      assert.equal(await queue.getWaitingCount(), 0);
      const again = await app.graphql(SPEAK, {
        user: newUser(),
        context: { clientIp: nextIp() },
        variables: speak(),
      });
      assert.equal(again.body.errors?.[0]?.extensions?.messageKey, 'error.speech.unavailable');
    } finally {
      await queue.close();
    }
  }, 60_000);
});

function validation() {
  return { input: { idea: 'Students wait an hour in the canteen queue every week' } };
}
function speak() {
  return { input: { text: 'How often does this happen to you?' } };
}
