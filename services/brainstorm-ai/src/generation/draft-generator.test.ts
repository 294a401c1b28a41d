import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { checkDraft, renderDraft, SocraticEngine, type DraftRequest } from '@creators/isla';
import { captureLogger } from '@creators/platform/events/testing/capture-logger';
import { defaultChatReply, startFakeVendors, type FakeVendors } from '../test/fake-vendors.js';
import { OpenAiCompatibleGenerator } from './chat-completions-generator.js';
import { FallbackGenerator } from './fallback-generator.js';

const request: DraftRequest = {
  language: 'en',
  slots: {
    problem: 'Every week I waste hours looking for a free study room at my university library',
    who: 'Mostly other students in exam season',
    success: 'Every student could see a free room in less than five minutes',
  },
  userMessages: [
    'Every week I waste hours looking for a free study room at my university library.',
    'Mostly other students in exam season.',
    'Every student could see a free room in less than five minutes.',
  ],
};

const GOOD = {
  title: 'How might we help students find a free study room?',
  description:
    'Students lose hours every week looking for a free study room in the university library. It hits most in exam season. A good outcome: every student sees a free room within five minutes.',
  category: 'education',
  tags: ['study rooms', 'library', 'students', 'exams'],
};

/** The model's draft as JSON against the local fake vendor server: good, broken, slow, error. */
describe('the draft from a configured model, with the built-in draft as fallback', () => {
  let fake: FakeVendors;
  let fallback: FallbackGenerator;
  const { logger, entries } = captureLogger();
  const builtin = new SocraticEngine();
  const builtinDraft = renderDraft(request.slots, 'en', request.userMessages).draft;

  beforeAll(async () => {
    fake = await startFakeVendors();
    const model = new OpenAiCompatibleGenerator({
      baseUrl: `${fake.url}/v1/`,
      apiKey: null,
      model: 'local-model',
      timeoutMs: 300,
    });
    fallback = new FallbackGenerator(model, builtin, logger);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.slowMs = 2_000;
    fake.chatReply = defaultChatReply;
    entries.length = 0;
  });

  it('good JSON (even in a code fence): the model draft, checked by the shared schema and the rules', async () => {
    fake.chatReply = () => `Here you go:\n\`\`\`json\n${JSON.stringify(GOOD)}\n\`\`\``;
    const { result, provider } = await fallback.draft(request);
    assert.equal(provider, 'openai');
    assert.deepEqual(result, { ...GOOD, difficulty: 'beginner' });
    assert.deepEqual(checkDraft(result, 'en'), []);
    const [system, user] = fake.requests[0]!.body.messages!;
    assert.match(system!.content, /JSON/);
    assert.match(system!.content, /How might we/);
    assert.match(user!.content, /Who is affected: Mostly other students in exam season/);
  });

  it('without a category the keyword rule decides', async () => {
    fake.chatReply = () => JSON.stringify({ ...GOOD, category: null });
    const { result } = await fallback.draft(request);
    assert.equal(result.category, 'education');
  });

  it('broken JSON, a wrong shape or a draft that breaks a rule: the built-in draft', async () => {
    for (const reply of [
      '{"title": "How might we',
      JSON.stringify({ title: GOOD.title }),
      JSON.stringify({ ...GOOD, title: 'Every week I waste hours looking for a free study room' }),
      JSON.stringify({ ...GOOD, tags: ['a', 'b'] }),
      JSON.stringify({ ...GOOD, category: 'sports' }),
    ]) {
      fake.chatReply = () => reply;
      const { result, provider } = await fallback.draft(request);
      assert.equal(provider, 'builtin', reply);
      assert.deepEqual(result, builtinDraft);
    }
    fake.next('openai', 'garbage');
    assert.equal((await fallback.draft(request)).provider, 'builtin');
    assert.ok(entries.some((entry) => (entry as { what?: string }).what === 'draft'));
  });

  it('slow or failing: the built-in draft, without waiting for the slow answer', async () => {
    fake.next('openai', 'slow');
    const started = Date.now();
    const slow = await fallback.draft(request);
    assert.equal(slow.provider, 'builtin');
    assert.ok(Date.now() - started < 1_500, 'did not wait for the slow answer');
    fake.next('openai', 'error');
    const failed = await fallback.draft(request);
    assert.equal(failed.provider, 'builtin');
    assert.deepEqual(failed.result, builtinDraft);
  });

  it('the built-in draft keeps the rules in German too', async () => {
    const de = await builtin.draft({
      language: 'de',
      slots: {
        problem: 'Unsere Schulmensa wirft jeden Tag volle Tabletts mit Essen in den Müll',
        who: 'Die jüngeren Schüler beim Mittagessen',
        success: 'Halb so viel Essen im Müll bis zum Ende des Halbjahres',
      },
      userMessages: ['Unsere Schulmensa wirft jeden Tag volle Tabletts mit Essen in den Müll.'],
    });
    assert.deepEqual(checkDraft(de, 'de'), []);
  });
});
