import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { captureLogger } from '@creators/platform/events/testing/capture-logger';
import { defaultChatReply, startFakeVendors, type FakeVendors } from '../test/fake-vendors.js';
import { VendorError } from '../vendors/vendor-http.js';
import { OpenAiCompatibleGenerator, PerplexityGenerator } from './chat-completions-generator.js';
import { FallbackGenerator } from './fallback-generator.js';
import { SocraticEngine, type DialogueTurn } from '@creators/isla';

const turn: DialogueTurn = {
  prompt: 'Ich verpasse ständig den Bus zur Uni',
  conversationHistory: 'Isla: Welches Problem nervt dich?',
  phase: 'ideation',
  sessionCount: 1,
  language: 'de',
};

async function failure(promise: Promise<unknown>): Promise<VendorError> {
  const err = await promise.then(
    () => assert.fail('expected a failure'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof VendorError, `expected a VendorError, got ${String(err)}`);
  return err;
}

describe('vendor text generators against a fake vendor server', () => {
  let fake: FakeVendors;
  let perplexity: PerplexityGenerator;
  beforeAll(async () => {
    fake = await startFakeVendors();
    perplexity = new PerplexityGenerator({
      baseUrl: fake.url,
      apiKey: 'test-perplexity-key',
      model: 'sonar',
      timeoutMs: 2_000,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.slowMs = 5_000;
  });

  it("Perplexity: posts a chat completion with the key, model and a Socratic system prompt in the user's language", async () => {
    const reply = await perplexity.respond(turn);
    assert.deepEqual(reply, {
      message: 'Das klingt frustrierend. Wer außer dir hat dieses Problem noch?',
      nextPhase: null,
    });
    const [request] = fake.requests;
    assert.equal(request!.path, '/chat/completions');
    assert.equal(request!.headers.authorization, 'Bearer test-perplexity-key');
    assert.equal(request!.body.model, 'sonar');
    const [system, user] = request!.body.messages!;
    assert.equal(system!.role, 'system');
    assert.match(system!.content, /Socratic/);
    assert.match(system!.content, /German/);
    assert.match(system!.content, /ideation/);
    assert.equal(user!.role, 'user');
    assert.match(user!.content, /Ich verpasse ständig den Bus zur Uni/);
    assert.match(user!.content, /Welches Problem nervt dich\?/);
  });

  it('Perplexity: gives up on a slow answer after its timeout', async () => {
    fake.next('perplexity', 'slow');
    const started = Date.now();
    const err = await failure(
      new PerplexityGenerator({
        baseUrl: fake.url,
        apiKey: 'test-perplexity-key',
        model: 'sonar',
        timeoutMs: 300,
      }).respond(turn),
    );
    assert.equal(err.failure, 'timeout');
    assert.ok(Date.now() - started < 4_000, 'did not wait for the slow answer');
  });

  it('Perplexity: reports a 500 as a status failure', async () => {
    fake.next('perplexity', 'error');
    const err = await failure(perplexity.respond(turn));
    assert.equal(err.failure, 'status');
    assert.equal(err.status, 500);
  });

  it('Perplexity: a wrong key is a status failure that does not echo the key', async () => {
    const err = await failure(
      new PerplexityGenerator({
        baseUrl: fake.url,
        apiKey: 'wrong-key',
        model: 'sonar',
        timeoutMs: 2_000,
      }).respond(turn),
    );
    assert.equal(err.status, 401);
    assert.doesNotMatch(err.message, /wrong-key/);
  });

  it('Perplexity: rejects garbage JSON, a wrong shape and a reply too short to use', async () => {
    fake.next('perplexity', 'garbage', 'wrong-shape');
    assert.equal((await failure(perplexity.respond(turn))).failure, 'garbage');
    assert.equal((await failure(perplexity.respond(turn))).failure, 'garbage');
    fake.chatReply = () => 'Okay.';
    try {
      assert.equal((await failure(perplexity.respond(turn))).failure, 'garbage');
      fake.chatReply = () => 'We are developing sharper understanding of your problem here.';
      assert.equal((await failure(perplexity.respond(turn))).failure, 'garbage');
    } finally {
      fake.chatReply = defaultChatReply;
    }
  });

  it('Perplexity: validates an idea from a JSON answer (even inside a code fence)', async () => {
    const verdict = await perplexity.validate({ idea: 'Students miss buses', context: '', language: 'en' });
    assert.deepEqual(verdict, {
      valid: true,
      feedback: 'A real problem. Who exactly has it, and how often?',
    });
    fake.chatReply = () => 'I think it is valid!';
    try {
      assert.equal(
        (await failure(perplexity.validate({ idea: 'Students miss buses', context: '', language: 'en' })))
          .failure,
        'garbage',
      );
    } finally {
      fake.chatReply = defaultChatReply;
    }
  });

  it('OpenAI-compatible: works without a key against any base URL, with the configured model', async () => {
    const local = new OpenAiCompatibleGenerator({
      baseUrl: `${fake.url}/v1/`,
      apiKey: null,
      model: 'llama3.2:1b',
      timeoutMs: 2_000,
    });
    const reply = await local.respond({ ...turn, language: 'en' });
    assert.equal(reply.message, 'That sounds frustrating. Who else has this problem besides you?');
    const [request] = fake.requests;
    assert.equal(request!.path, '/v1/chat/completions');
    assert.equal(request!.headers.authorization, undefined);
    assert.equal(request!.body.model, 'llama3.2:1b');
    assert.match(request!.body.messages![0]!.content, /English/);
  });

  it('OpenAI-compatible: sends the key when there is one; slow, 500 and garbage fail', async () => {
    const openai = new OpenAiCompatibleGenerator({
      baseUrl: `${fake.url}/v1`,
      apiKey: 'sk-test',
      model: 'gpt-test',
      timeoutMs: 300,
    });
    await openai.respond(turn);
    assert.equal(fake.requests[0]!.headers.authorization, 'Bearer sk-test');
    fake.next('openai', 'slow', 'error', 'garbage');
    assert.equal((await failure(openai.respond(turn))).failure, 'timeout');
    assert.equal((await failure(openai.respond(turn))).failure, 'status');
    assert.equal((await failure(openai.respond(turn))).failure, 'garbage');
  });

  it('an unreachable vendor is a network failure', async () => {
    const nowhere = new OpenAiCompatibleGenerator({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: null,
      model: 'm',
      timeoutMs: 2_000,
    });
    assert.equal((await failure(nowhere.respond(turn))).failure, 'network');
  });

  it('falls back to the built-in engine when the vendor fails, and logs it', async () => {
    const { logger, entries } = captureLogger();
    const generator = new FallbackGenerator(perplexity, new SocraticEngine(), logger);
    fake.next('perplexity', 'error');
    const fallback = await generator.respond(turn);
    assert.equal(fallback.provider, 'builtin');
    assert.equal(fallback.result.message, new SocraticEngine().reply(turn).message);
    assert.ok(entries.some((entry) => entry.level === 40 && /AI provider failed/.test(entry.msg)));
    const ok = await generator.respond(turn);
    assert.equal(ok.provider, 'perplexity');
  });
});
