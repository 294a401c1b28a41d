import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { builtinSlotReading, DRAFT_SLOTS, SocraticEngine, type SlotsRequest } from '@creators/isla';
import { captureLogger } from '@creators/platform/events/testing/capture-logger';
import type { Job } from 'bullmq';
import { aiGenerationProcessor } from '../jobs/ai-generation.processor.js';
import type { AiGenerationJob, AiGenerationResult, SlotsResult } from '../jobs/isla-jobs.js';
import { defaultChatReply, startFakeVendors, type FakeVendors } from '../test/fake-vendors.js';
import { OpenAiCompatibleGenerator } from './chat-completions-generator.js';
import { FallbackGenerator } from './fallback-generator.js';

const request: SlotsRequest = {
  language: 'en',
  slots: {},
  messages: [
    { sender: 'avatar', message: "What's something that frustrates you in your daily life?" },
    {
      sender: 'user',
      message: 'Every week I waste hours looking for a free study room at my university library.',
    },
    { sender: 'avatar', message: 'Who else has this problem besides you?' },
    { sender: 'user', message: 'Mostly other students in exam season.' },
    { sender: 'avatar', message: 'Tell me more.' },
    { sender: 'user', message: 'We tried the booking app but it is always out of date.' },
  ],
};

const MODEL_SLOTS = {
  problem: 'Every week I waste hours looking for a free study room at my university library',
  who: 'Mostly other students in exam season',
  frequency: 'Every week',
  impact: null,
  tried: 'The booking app, which is always out of date',
  success: null,
};

/** The slots as JSON from a configured model (the fake vendor), with the built-in reading as the fallback. */
describe('the slots from a configured model, with the built-in reading as fallback', () => {
  let fake: FakeVendors;
  let fallback: FallbackGenerator;
  const { logger, entries } = captureLogger();
  const builtinReading = builtinSlotReading(request);

  beforeAll(async () => {
    fake = await startFakeVendors();
    const model = new OpenAiCompatibleGenerator({
      baseUrl: `${fake.url}/v1/`,
      apiKey: null,
      model: 'local-model',
      timeoutMs: 300,
    });
    fallback = new FallbackGenerator(model, new SocraticEngine(), logger);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.slowMs = 2_000;
    fake.chatReply = defaultChatReply;
    entries.length = 0;
  });

  it('good JSON (even in a code fence): the model reading, checked, is what counts', async () => {
    fake.chatReply = () => `\`\`\`json\n${JSON.stringify(MODEL_SLOTS)}\n\`\`\``;
    const { result, provider } = await fallback.extractSlots(request);
    assert.equal(provider, 'openai');
    assert.deepEqual(result, {
      problem: MODEL_SLOTS.problem,
      who: MODEL_SLOTS.who,
      frequency: MODEL_SLOTS.frequency,
      tried: MODEL_SLOTS.tried,
    });
    // The built-in reading by content (understand.ts) finds the tried slot too; `provider` tells whose reading it is.
    assert.ok(builtinReading.problem);
    assert.equal(entries.length, 0);
  });

  it('asks for every slot of DRAFT_SLOTS by key, with the conversation and the slots read before', async () => {
    fake.chatReply = () => JSON.stringify(MODEL_SLOTS);
    const known = { ...request, slots: { problem: 'The library has too few study rooms' } };
    const { result } = await fallback.extractSlots(known);
    assert.equal(result.problem, 'The library has too few study rooms', 'a filled slot keeps its value');
    const [sent] = fake.requests;
    const [system, user] = sent!.body.messages!;
    for (const slot of DRAFT_SLOTS) assert.match(system!.content, new RegExp(`"${slot}": string or null`));
    assert.match(user!.content, /Already known:\nproblem: The library has too few study rooms/);
    assert.match(user!.content, /User: Mostly other students in exam season\./);
    assert.match(user!.content, /Isla: Who else has this problem besides you\?/);
  });

  for (const [what, setup] of [
    [
      'garbage (prose, not JSON)',
      (f: FakeVendors) => void (f.chatReply = () => 'Who else has this problem?'),
    ],
    [
      'the wrong JSON (no slot in it)',
      (f: FakeVendors) => void (f.chatReply = () => '{"title": "How might we?", "tags": []}'),
    ],
    ['an error status', (f: FakeVendors) => f.next('openai', 'error')],
    ['a timeout', (f: FakeVendors) => f.next('openai', 'slow')],
  ] as const) {
    it(`${what}: the built-in reading, and a warning`, async () => {
      setup(fake);
      const { result, provider } = await fallback.extractSlots(request);
      assert.equal(provider, 'builtin');
      assert.deepEqual(result, builtinReading);
      assert.ok(
        entries.some((entry) => entry.msg === 'AI provider failed, reading the slots the built-in way'),
      );
    });
  }

  it('without a model: the built-in reading', async () => {
    const builtinOnly = new FallbackGenerator(null, new SocraticEngine(), logger);
    assert.deepEqual(await builtinOnly.extractSlots(request), {
      result: builtinReading,
      provider: 'builtin',
    });
  });

  it("the worker's slots job reads them, with the job's slots as the ones read before", async () => {
    fake.chatReply = () => JSON.stringify(MODEL_SLOTS);
    const process = aiGenerationProcessor(fallback);
    const job = {
      data: {
        kind: 'slots',
        input: { messages: request.messages, language: 'en' },
        locale: 'en',
        slots: { success: 'A free room in five minutes' },
      } as AiGenerationJob,
    } as Job<AiGenerationJob, AiGenerationResult>;
    const result = (await process(job)) as SlotsResult;
    assert.equal(result.provider, 'openai');
    assert.equal(result.slots.success, 'A free room in five minutes');
    assert.equal(result.slots.tried, MODEL_SLOTS.tried);
  });
});
