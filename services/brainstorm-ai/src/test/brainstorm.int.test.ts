import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { BRAINSTORM_PHASES } from '@creators/contracts';
import { translate } from '@creators/texts';
import { BRAINSTORM_TEXTS } from '@creators/isla';
import { startAppAndWorker, stopAppAndWorker, type TestApp } from './harness.js';
import type { WorkerProcess } from './worker-process.js';

const prefix = `test-brainstorm-run-${randomBytes(4).toString('hex')}`;
const islaEnv = {
  QUEUE_PREFIX: prefix,
  KEY_PREFIX: `${prefix}:`,
  AI_PROVIDER: 'builtin',
  SPEECH_PROVIDER: 'builtin',
  AI_JOB_TIMEOUT_MS: '3000',
  ISLA_REPLIES_PER_MINUTE: '500',
};
Object.assign(process.env, islaEnv);

const BRAINSTORM_FIELDS = `id phase messages { id message sender timestamp type phase }
  draft { title description category difficulty tags } insights awaitingConfirmation`;
const MINE = `query Mine { myBrainstorm { ${BRAINSTORM_FIELDS} } }`;
const START = `mutation Start($input: StartBrainstormInput) { startBrainstorm(input: $input) { ${BRAINSTORM_FIELDS} } }`;
const SEND = `mutation Send($input: SendBrainstormMessageInput!) { sendBrainstormMessage(input: $input) { ${BRAINSTORM_FIELDS} } }`;
const BACK = `mutation Back($input: BrainstormBackToRefinementInput!) { brainstormBackToRefinement(input: $input) { ${BRAINSTORM_FIELDS} } }`;

interface Brainstorm {
  id: string;
  phase: string;
  messages: Array<{
    id: string;
    message: string;
    sender: string;
    timestamp: string;
    type: string | null;
    phase: string;
  }>;
  draft: { title: string; description: string; category: string; difficulty: string; tags: string[] };
  insights: string[];
  awaitingConfirmation: boolean;
}

/** What a person says in a brainstorm, one message after the other. */
const SAYS = [
  'The buses to my school are late almost every morning, so I miss the first lesson.',
  'Most students from my village take the same bus and have the same problem.',
  'It happens at least three times a week, especially in winter.',
  'I timed the bus for two weeks and wrote down every delay.',
  'Our teachers also complained to the bus company, nothing changed.',
  'Success would be every student arriving before the bell rings.',
  'We could share live bus times in a group chat for the whole class.',
  'It matters because missing lessons hurts our grades.',
  // Isla reads the challenge back before the draft (product.md §4.3).
  "Yes, that's right.",
  'Yes.',
];

describe('brainstorm-ai runs the brainstorm (product.md §4.3)', () => {
  let app: TestApp;
  let worker: WorkerProcess;

  beforeAll(async () => {
    ({ app, worker } = await startAppAndWorker(islaEnv));
  });
  afterAll(() => stopAppAndWorker({ app, worker }, prefix));

  const person = (firstName?: string) => ({ id: randomUUID(), role: 'student', firstName });
  type Person = ReturnType<typeof person>;

  async function call<K extends string>(
    user: Person | undefined,
    query: string,
    key: K,
    variables: Record<string, unknown> = {},
    locale: 'en' | 'de' = 'en',
  ): Promise<Brainstorm> {
    const { status, body } = await app.graphql<Record<K, Brainstorm>>(query, {
      user,
      variables,
      context: { locale },
    });
    assert.equal(status, 200);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data![key];
  }
  const start = (user: Person, input: Record<string, unknown> = { language: 'en' }) =>
    call(user, START, 'startBrainstorm', { input });
  const send = (user: Person, brainstormId: string, text: string, language = 'en') =>
    call(user, SEND, 'sendBrainstormMessage', { input: { brainstormId, text, language } });
  async function errorOf(
    user: Person | undefined,
    query: string,
    input: unknown,
    locale: 'en' | 'de' = 'en',
  ) {
    const { body } = await app.graphql(query, { user, variables: { input }, context: { locale } });
    assert.ok(body.errors?.length, 'an error');
    return body.errors[0]!;
  }

  it('starts with Isla greeting the signed-in person by first name, in their language, and keeps it for a reload', async () => {
    const mia = person('Mia');
    const { body } = await app.graphql<{ myBrainstorm: Brainstorm | null }>(MINE, { user: mia });
    assert.equal(body.data!.myBrainstorm, null, 'none before the first start');

    const started = await start(mia, { language: 'de' });
    assert.equal(started.phase, 'ideation');
    assert.equal(started.messages.length, 1);
    const [opening] = started.messages;
    assert.equal(opening!.sender, 'avatar');
    assert.equal(opening!.type, 'question');
    assert.equal(opening!.message, BRAINSTORM_TEXTS.de.opening.replace('{firstName}', 'Mia'));
    assert.deepEqual(started.insights, []);
    assert.equal(started.draft.title, '');
    assert.equal(started.awaitingConfirmation, false);

    const reloaded = await call(mia, MINE, 'myBrainstorm');
    assert.deepEqual(reloaded, started);

    const nameless = await start(person());
    assert.equal(
      nameless.messages[0]!.message,
      BRAINSTORM_TEXTS.en.opening.replace('{firstName}', 'Student'),
    );
    // The name is the signed-in person's: a client cannot choose another one.
    const named = await errorOf(person('Ada'), START, { language: 'en', firstName: 'Someone else' });
    assert.equal(named.extensions?.code, 'BAD_USER_INPUT');
  });

  it('resumes the open brainstorm once the person has said something in it, else starts afresh (one call)', async () => {
    const ada = person('Ada');
    const first = await start(ada, { language: 'en', resume: true });
    assert.equal(first.messages.length, 1, 'none open: a fresh one');
    const again = await start(ada, { language: 'de', resume: true });
    assert.notEqual(again.id, first.id, 'nothing said yet: a fresh one in the language of this visit');
    assert.equal(again.messages[0]!.message, BRAINSTORM_TEXTS.de.opening.replace('{firstName}', 'Ada'));

    const said = await send(ada, again.id, 'The buses to school are always late.', 'de');
    const resumed = await start(ada, { language: 'en', resume: true });
    assert.deepEqual(resumed, said, 'the open one as it is');
    assert.deepEqual(await call(ada, MINE, 'myBrainstorm'), said);

    // The first message started the brainstorm (the cohort view hears of it, docs/product.md §16.5); later ones not.
    await send(ada, again.id, 'Every morning, about twenty minutes.', 'de');
    const started = (await app.prisma.outboxEvent.findMany({ where: { name: 'brainstorm.started' } })).filter(
      (row) => (row.payload as { userId: string }).userId === ada.id,
    );
    assert.deepEqual(
      started.map((row) => row.payload),
      [{ userId: ada.id, brainstormId: again.id }],
    );
  });

  it('runs the phases on the server to creation, prefilling the draft, and goes back to refinement', async () => {
    const sam = person();
    let state = await start(sam);
    const phases: string[] = [state.phase];
    let confirmations = 0;
    for (const text of SAYS) {
      if (state.phase === 'creation') break;
      const before = state.messages.length;
      const awaited = state.awaitingConfirmation;
      const said = awaited ? "Yes, that's right." : text;
      state = await send(sam, state.id, said);
      if (awaited) confirmations += 1;
      assert.equal(state.messages[before]!.sender, 'user');
      assert.equal(state.messages[before]!.message, said);
      assert.ok(state.messages.length > before + 1, 'Isla answered');
      assert.equal(state.messages.at(-1)!.sender, 'avatar');
      phases.push(state.phase);
    }
    assert.equal(state.phase, 'creation', phases.join(' → '));
    assert.equal(confirmations, 1, 'Isla read the challenge back once and awaited the yes');
    assert.equal(state.awaitingConfirmation, false);
    const order = phases.map((phase) => BRAINSTORM_PHASES.indexOf(phase as never));
    assert.deepEqual(order, [...order].sort(), 'the phases only move forward');
    assert.ok(phases.includes('validation') && phases.includes('refinement'), phases.join(' → '));
    assert.equal(state.messages.at(-1)!.type, 'summary');
    assert.ok(state.draft.title.length >= 3, state.draft.title);
    assert.ok(state.draft.description.length >= 10, state.draft.description);
    assert.ok(state.draft.tags.length >= 1 && state.draft.tags.length <= 5);
    assert.equal(state.draft.difficulty, 'beginner');
    assert.ok(state.insights.length >= 2, 'validation and refinement messages are insights');

    const row = await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: state.id } });
    assert.ok(row.reachedCreationAt, 'when it reached creation is kept');
    assert.equal(row.turnStartedAt, null, 'the turn ended');
    assert.equal((row.slots as Record<string, string>).problem?.startsWith('The buses to my school'), true);

    const back = await call(sam, BACK, 'brainstormBackToRefinement', { input: { brainstormId: state.id } });
    assert.equal(back.phase, 'refinement');
    assert.equal(back.messages.length, state.messages.length + 1);
    assert.equal(back.messages.at(-1)!.sender, 'avatar');
    assert.deepEqual(await call(sam, MINE, 'myBrainstorm'), back);
    const after = await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: state.id } });
    assert.deepEqual(after.reachedCreationAt, row.reachedCreationAt, 'reaching creation is not undone');
  });

  it('lets one message through at a time: another while Isla answers is a conflict, in the person’s language', async () => {
    const lea = person();
    const started = await start(lea);
    await app.prisma.brainstormSession.update({
      where: { id: started.id },
      data: { turnStartedAt: new Date() },
    });
    const busy = await errorOf(lea, SEND, { brainstormId: started.id, text: 'Hello there' }, 'de');
    assert.equal(busy.extensions?.code, 'CONFLICT');
    assert.equal(busy.message, translate('error.brainstorm.turnInProgress', 'de'));
    const unchanged = await call(lea, MINE, 'myBrainstorm');
    assert.equal(unchanged.messages.length, 1, 'the refused message changed nothing');

    // A claim from a process that died long ago (past the lease) does not block the brainstorm forever.
    await app.prisma.brainstormSession.update({
      where: { id: started.id },
      data: { turnStartedAt: new Date(Date.now() - 3_600_000) },
    });
    const answered = await send(lea, started.id, SAYS[0]!);
    assert.equal(answered.messages.length, 3);

    // Two at once: whichever way they interleave, no message is lost or answered twice.
    const results = await Promise.all(
      [SAYS[1]!, SAYS[2]!].map((text) =>
        app.graphql<{ sendBrainstormMessage: Brainstorm }>(SEND, {
          user: lea,
          variables: { input: { brainstormId: started.id, text } },
        }),
      ),
    );
    const refused = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT').length;
    assert.ok(
      results.every((r) => r.body.errors === undefined || r.body.errors[0]?.extensions?.code === 'CONFLICT'),
    );
    const final = await call(lea, MINE, 'myBrainstorm');
    const userMessages = final.messages.filter((m) => m.sender === 'user').length;
    assert.equal(userMessages, 1 + (2 - refused));
    assert.equal(final.messages.filter((m) => m.sender === 'avatar').length, 1 + userMessages);
  });

  it('starts anew on request: the new brainstorm is the current one, an older tab cannot continue the old one', async () => {
    const ben = person();
    const first = await start(ben);
    await send(ben, first.id, SAYS[0]!);
    const second = await start(ben, { language: 'en' });
    assert.notEqual(second.id, first.id);
    assert.equal(second.messages.length, 1);
    assert.equal((await call(ben, MINE, 'myBrainstorm')).id, second.id);
    const stale = await errorOf(ben, SEND, { brainstormId: first.id, text: 'Still there?' });
    assert.equal(stale.extensions?.code, 'NOT_FOUND');
    assert.equal(stale.message, translate('error.brainstorm.notFound', 'en'));
  });

  it('refuses bad input with the field named, others’ brainstorms as unknown, and signed-out callers', async () => {
    const kim = person();
    const mine = await start(kim);
    const bad = await errorOf(kim, SEND, { brainstormId: 'not-an-id', text: '   ', language: 'fr' }, 'de');
    assert.equal(bad.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(bad.extensions?.fields, {
      brainstormId: translate('validation.id.invalid', 'de'),
      text: translate('validation.isla.prompt', 'de'),
      language: translate('validation.invalid', 'de'),
    });
    const tooLong = await errorOf(kim, SEND, { brainstormId: mine.id, text: 'x'.repeat(2001) });
    assert.equal(tooLong.extensions?.code, 'BAD_USER_INPUT');
    const unknownStart = await errorOf(kim, START, { language: 'en', phase: 'creation' });
    assert.equal(unknownStart.extensions?.code, 'BAD_USER_INPUT', 'a made-up phase is not input');

    const other = await errorOf(person(), SEND, { brainstormId: mine.id, text: 'Hijack' });
    assert.equal(other.extensions?.code, 'NOT_FOUND');
    const unknown = await errorOf(kim, BACK, { brainstormId: randomUUID() });
    assert.equal(unknown.extensions?.code, 'NOT_FOUND');

    for (const [query, input] of [
      [START, { language: 'en' }],
      [SEND, { brainstormId: mine.id, text: 'Hi' }],
      [BACK, { brainstormId: mine.id }],
    ] as const)
      assert.equal((await errorOf(undefined, query, input)).extensions?.code, 'UNAUTHENTICATED');
    const { body } = await app.graphql(MINE, {});
    assert.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  });

  it('answers with the scripted fallback question when Isla cannot answer, and the phase stays', async () => {
    const noa = person();
    const started = await start(noa, { language: 'de' });
    await worker.stop();
    const state = await send(noa, started.id, SAYS[0]!, 'de');
    assert.equal(state.phase, 'ideation');
    assert.equal(state.messages.length, 3);
    assert.equal(state.messages[2]!.message, BRAINSTORM_TEXTS.de.fallbackQuestions.ideation[0]);
    const row = await app.prisma.brainstormSession.findUniqueOrThrow({ where: { id: started.id } });
    assert.equal(row.turnStartedAt, null, 'the turn ended');
  });
});
