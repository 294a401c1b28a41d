import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { BACK_TO_BRAINSTORM, SocraticEngine, type DialogueTurn } from '@creators/isla';
import { captureLogger } from '@creators/platform/events/testing/capture-logger';
import type { Job } from 'bullmq';
import { aiGenerationProcessor } from '../jobs/ai-generation.processor.js';
import type { AiGenerationJob, AiGenerationResult } from '../jobs/isla-jobs.js';
import { defaultChatReply, startFakeVendors, type FakeVendors } from '../test/fake-vendors.js';
import { OpenAiCompatibleGenerator } from './chat-completions-generator.js';
import { FallbackGenerator } from './fallback-generator.js';

const SENSORS = 'How do I find a team that needs someone who can build sensors?';

const turn = (prompt: string, language: 'en' | 'de' = 'en'): DialogueTurn => ({
  prompt,
  conversationHistory: 'Isla: What problem bothers you?',
  phase: 'ideation',
  sessionCount: 1,
  language,
});

/** Questions are not problems (product.md §4.3): answered the same whatever the vendor, the phase left alone. */
describe('a question about the platform, with and without a configured model', () => {
  let fake: FakeVendors;
  let withModel: FallbackGenerator;
  const builtinOnly = new FallbackGenerator(null, new SocraticEngine(), captureLogger().logger);

  beforeAll(async () => {
    fake = await startFakeVendors();
    const model = new OpenAiCompatibleGenerator({
      baseUrl: `${fake.url}/v1/`,
      apiKey: null,
      model: 'local-model',
      timeoutMs: 2_000,
    });
    withModel = new FallbackGenerator(model, new SocraticEngine(), captureLogger().logger);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.chatReply = defaultChatReply;
  });

  it('the built-in engine answers the question rather than asking who else has the problem', async () => {
    const { result, provider } = await builtinOnly.respond(turn(SENSORS));
    assert.equal(provider, 'builtin');
    assert.equal(result.nextPhase, null);
    assert.match(result.message, /'Teams'/);
    assert.doesNotMatch(result.message, /Who else has this problem/);
    assert.ok(result.message.endsWith(BACK_TO_BRAINSTORM.en));
  });

  it('with a configured model the same answer, and the model is not asked', async () => {
    const { result, provider } = await withModel.respond(turn(SENSORS));
    const builtin = await builtinOnly.respond(turn(SENSORS));
    assert.equal(result.message, builtin.result.message);
    assert.equal(result.nextPhase, null);
    assert.equal(provider, 'builtin');
    assert.equal(fake.requests.length, 0);
  });

  it('in German too', async () => {
    const { result } = await withModel.respond(turn('Wie kann ich einem Team beitreten?', 'de'));
    assert.match(result.message, /'Team beitreten'/);
    assert.ok(result.message.endsWith(BACK_TO_BRAINSTORM.de));
    assert.equal(fake.requests.length, 0);
  });

  it('a problem put as a question still goes to the model', async () => {
    const { result, provider } = await withModel.respond(turn('Why do the buses never come on time?'));
    assert.equal(provider, 'openai');
    assert.equal(result.message, 'That sounds frustrating. Who else has this problem besides you?');
    assert.equal(fake.requests.length, 1);
  });

  it("the worker's response job answers it with nextPhase null, whatever the phase", async () => {
    const process = aiGenerationProcessor(withModel);
    const job = {
      data: {
        kind: 'response',
        input: { prompt: 'Where can I find learning resources?', phase: 'validation', sessionCount: 4 },
        locale: 'en',
      } as AiGenerationJob,
    } as Job<AiGenerationJob, AiGenerationResult>;
    const result = (await process(job)) as { message: string; nextPhase: string | null; provider: string };
    assert.equal(result.nextPhase, null);
    assert.equal(result.provider, 'builtin');
    assert.match(result.message, /'Learning Resources'/);
    assert.equal(fake.requests.length, 0);
  });
});
