import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { acceptModelSlots, createBrainstorm, submitMessage, type DraftSlots } from '@creators/isla';
import {
  defaultChatReply,
  startFakeVendors,
  type FakeVendors,
  type RecordedRequest,
} from './fake-vendors.js';
import { startAppAndWorker, stopAppAndWorker, type TestApp } from './harness.js';
import type { WorkerProcess } from './worker-process.js';

/**
 * With a configured text model the brainstorm's slots are the model's checked JSON reading of each message
 * (product.md §4.3), asked through the worker (job kind slots); the built-in reading stays when the model answers
 * garbage or does not answer in time. The model is a fake OpenAI-compatible server.
 */
const prefix = `test-brainstorm-slots-${randomBytes(4).toString('hex')}`;
let fake: FakeVendors;

const BRAINSTORM_FIELDS = `id phase messages { id message sender timestamp type phase }
  draft { title description category difficulty tags } insights awaitingConfirmation`;
const START = `mutation Start($input: StartBrainstormInput) { startBrainstorm(input: $input) { ${BRAINSTORM_FIELDS} } }`;
const SEND = `mutation Send($input: SendBrainstormMessageInput!) { sendBrainstormMessage(input: $input) { ${BRAINSTORM_FIELDS} } }`;

interface Brainstorm {
  id: string;
  phase: string;
  messages: Array<{ sender: string; message: string }>;
}

/** A first message the built-in reading understands (a problem, who, how often) but reads differently from the model. */
const SAYS =
  'The buses to my school are late almost every morning, so I miss the first lesson, like most students from my village.';

/** What the model reads: its own words for each slot, so that its reading is told apart from the built-in one. */
const MODEL_SLOTS = {
  problem: 'School buses from the village arrive late on most mornings',
  who: 'Students who live in the village and ride the school bus',
  frequency: 'Almost every school morning',
  impact: 'They miss the first lesson',
  tried: null,
  success: null,
  ideas: null,
};

/** The fake model's answer when asked for the slots (slotsMessages' system prompt). */
const isSlotsRequest = (request: RecordedRequest) =>
  /return what the user \(never Isla\) has said, as one JSON object/.test(
    request.body.messages?.[0]?.content ?? '',
  );

describe('the brainstorm takes its slots from a configured model (product.md §4.3)', () => {
  let app: TestApp;
  let worker: WorkerProcess;
  let slotsAnswer: string;

  beforeAll(async () => {
    fake = await startFakeVendors();
    const islaEnv = {
      QUEUE_PREFIX: prefix,
      KEY_PREFIX: `${prefix}:`,
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      OPENAI_MODEL: 'local-model',
      // The vendor call gives up after this; the turn waits for the slots a little longer (slotsTimeoutMs).
      AI_REQUEST_TIMEOUT_MS: '1500',
      AI_JOB_TIMEOUT_MS: '10000',
      SPEECH_PROVIDER: 'builtin',
      ISLA_REPLIES_PER_MINUTE: '500',
    };
    Object.assign(process.env, islaEnv);
    ({ app, worker } = await startAppAndWorker(islaEnv));
  });
  afterAll(async () => {
    await stopAppAndWorker({ app, worker }, prefix);
    await fake?.close();
  });
  beforeEach(() => {
    fake.reset();
    slotsAnswer = JSON.stringify(MODEL_SLOTS);
    fake.chatReply = (request) => (isSlotsRequest(request) ? slotsAnswer : defaultChatReply(request));
  });

  async function call(user: { id: string; role: string }, query: string, input: Record<string, unknown>) {
    const { status, body } = await app.graphql<Record<string, Brainstorm>>(query, {
      user,
      variables: { input },
    });
    assert.equal(status, 200);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return Object.values(body.data!)[0]!;
  }

  /** A fresh brainstorm and the person's first message; the slots it keeps and the requests the model got. */
  async function firstMessage() {
    const user = { id: randomUUID(), role: 'student' };
    const started = await call(user, START, { language: 'en' });
    const answered = await call(user, SEND, { brainstormId: started.id, text: SAYS, language: 'en' });
    assert.equal(answered.messages.at(-2)!.message, SAYS);
    assert.equal(answered.messages.at(-1)!.sender, 'avatar', 'Isla answered');
    const row = await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: started.id } });
    return { slots: row.slots as DraftSlots, slotRequests: fake.requests.filter(isSlotsRequest) };
  }

  /** The built-in reading of the same first message, as the machine makes it without a model. */
  const builtinSlots = () =>
    submitMessage(createBrainstorm({ locale: 'en' }), SAYS, { locale: 'en' }).state.slots;

  it("keeps the model's checked reading of the message as the brainstorm's slots", async () => {
    const { slots, slotRequests } = await firstMessage();
    assert.equal(slotRequests.length, 1, 'the model was asked for the slots of the message once');
    const asked = slotRequests[0]!.body.messages?.at(-1)?.content ?? '';
    assert.match(asked, /User: The buses to my school are late/, 'with the conversation and the new message');
    const expected = acceptModelSlots(slotsAnswer)!;
    for (const [slot, value] of Object.entries(expected))
      assert.equal(slots[slot as keyof DraftSlots], value, `${slot}: the model's reading`);
    assert.notDeepEqual(slots, builtinSlots(), "the model's reading, not the built-in one");
  });

  it('falls back to the built-in reading when the model answers with JSON that is not the slots', async () => {
    slotsAnswer = 'Sure! Here is what I understood: the bus is late. {"problem": 42';
    const { slots, slotRequests } = await firstMessage();
    assert.ok(slotRequests.length >= 1, 'the model was asked');
    assert.deepEqual(slots, builtinSlots());
  });

  it('falls back to the built-in reading when the model answers JSON of another shape', async () => {
    slotsAnswer = '{"summary": "late buses", "score": 3}';
    const { slots } = await firstMessage();
    assert.deepEqual(slots, builtinSlots());
  });

  it('falls back to the built-in reading when the model does not answer in time', async () => {
    // The first request of the turn is the slots' one (the reply is asked for after it): it never answers.
    fake.next('openai', 'hang');
    const startedAt = Date.now();
    const { slots, slotRequests } = await firstMessage();
    assert.ok(slotRequests.length >= 1, 'the model was asked');
    assert.deepEqual(slots, builtinSlots());
    assert.ok(Date.now() - startedAt < 10_000, 'the turn did not wait for the job timeout');
  });
});
