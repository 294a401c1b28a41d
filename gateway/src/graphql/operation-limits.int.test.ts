/**
 * Isla bounded per person, through the real gateway: an operation over a limit never reaches a subgraph (400 naming
 * the limit, in the request's language), and Isla's quota answers 429 with Retry-After on the REST facade.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { translate } from '@creators/texts';
import { startTestSystem, type TestSystem } from '../test/harness.js';
import { call, register } from '../test/client.js';
import { OPERATION_LIMITS } from './operation-limits.js';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({}, { services: ['brainstorm-ai'] });
}, 300_000);
afterAll(async () => {
  await system?.stop();
}, 120_000);

const speak = (i: number) => `s${i}: synthesizeSpeech(input: { text: "Hello number ${i}" }) { contentType }`;

describe('operation limits at the gateway', () => {
  it('refuses 200 aliases of synthesizeSpeech with a 400 that names the limit, in the request language', async () => {
    const { cookie } = await register(system.gatewayUrl, 'Alias');
    const query = `mutation { ${Array.from({ length: 200 }, (_, i) => speak(i)).join(' ')} }`;
    for (const locale of ['en', 'de'] as const) {
      const answer = await call(system.gatewayUrl, '/graphql', {
        method: 'POST',
        cookie,
        headers: { 'accept-language': locale },
        body: { query },
      });
      assert.equal(answer.status, 400, answer.text);
      assert.equal(answer.json.data, undefined);
      assert.deepEqual(answer.json.errors.length, 1, answer.text);
      const [error] = answer.json.errors;
      assert.equal(error.message, translate('error.request.tooManyAliases', locale));
      assert.equal(error.extensions.code, 'GRAPHQL_VALIDATION_FAILED');
      assert.equal(error.extensions.limit, 'aliases');
      assert.equal(error.extensions.max, OPERATION_LIMITS.aliases);
    }
    // Within the limit the same mutation works: nothing was counted against the user's speech quota.
    const few = await call(system.gatewayUrl, '/graphql', {
      method: 'POST',
      cookie,
      body: { query: `mutation { ${[0, 1].map(speak).join(' ')} }` },
    });
    assert.equal(few.status, 200, few.text);
    assert.equal(few.json.errors, undefined, few.text);
    assert.equal(few.json.data.s1.contentType, 'audio/wav');
  }, 120_000);

  it('answers Isla over her quota with 429, Retry-After and the message in the request language', async () => {
    const { cookie } = await register(system.gatewayUrl, 'Quota');
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    // 20 clips a minute per user (the default), 80 per address: the 21st of this user is refused.
    for (let i = 0; i < 21; i += 1) {
      last = await call(system.gatewayUrl, '/api/elevenlabs/speak', {
        method: 'POST',
        cookie,
        headers: { 'accept-language': 'de' },
        body: { text: `Satz ${i}` },
      });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [...Array<number>(20).fill(200), 429]);
    assert.equal(last!.json.message, translate('error.isla.rateLimited', 'de'));
    assert.equal(last!.json.code, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(last!.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
  }, 120_000);
});
