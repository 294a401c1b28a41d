/**
 * A whole brainstorm with Isla through the gateway's REST facade, driven the way the front end drives it
 * (frontend/src/brainstorm/useBrainstorm.ts): the shared phase machine of @creators/contracts decides what to ask,
 * the real brainstorm-ai service (api and worker, built-in offline engine and synthesizer) answers, and the draft
 * the machine fills is published through the real challenges service.
 */
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  BRAINSTORM_PHASES,
  BRAINSTORM_LIMITS,
  CHALLENGE_LIMITS,
  ISLA_LIMITS,
  sessionMessages,
  validatedInsights,
  type BrainstormPhase,
  type CreateChallengeInput,
  type IslaReplyRequest,
  type Locale,
} from '@creators/contracts';
import {
  applyReply,
  checkDraft,
  createBrainstorm,
  submitMessage,
  userMessageTotal,
  type BrainstormState,
} from '@creators/isla';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { startTestSystem, type TestSystem } from './harness.js';
import { call, register, waitFor, type SignedInUser } from './client.js';

/** Generous: the machine has 2 shared cores. */
const SYSTEM_START_MS = 300_000;
const TEST_MS = 600_000;

let system: TestSystem;

type ChatPhase = Exclude<BrainstormPhase, 'creation'>;
/** What the user says, per phase: the next unused line of the phase Isla is in (the user answers her question). */
type Script = Record<ChatPhase, string[]>;

const PLASTIC_AT_THE_CLUB: Script = {
  ideation: [
    'Every Saturday after the youth football matches at our sports club, the bins overflow with plastic water bottles and snack wrappers, and the wind blows the plastic waste all over the pitch.',
    'It is not just me: the volunteers, the groundskeeper and the parents who run the kiosk all complain about it, and about 200 players and their families come to the club every weekend.',
    'It happens on every match day, so at least twice a week, and cleaning up the plastic takes three of us about an hour each time; the club also pays extra for a second waste collection.',
    'We put up a sign asking people to take their rubbish home, but nobody reads it and the bins are still full of plastic.',
  ],
  validation: [
    'Last season we put up a sign and a recycling bin next to the kiosk, but after one match the bin was full of mixed waste and the sign was ignored.',
    'I counted the bottles last Saturday: 140 single-use plastic bottles in one afternoon, most of them bought at our own kiosk because there is no water fountain.',
    'I talked to the kiosk team and the groundskeeper, and they all said the plastic bottles are the biggest part of the waste.',
  ],
  refinement: [
    'The groundskeeper suffers most: he spends his Sunday mornings picking plastic bottles out of the hedges, because the kiosk only sells drinks in single-use plastic bottles.',
    'We would know it is solved when the plastic waste after a match day fits into one bin instead of six, and nobody has to pick bottles off the pitch.',
    'The smallest first step would be a refill station for water bottles next to the kiosk.',
  ],
};

const PLASTIK_IM_VEREIN: Script = {
  ideation: [
    'Nach jedem Heimspiel in unserem Sportverein liegen überall Plastikflaschen und Verpackungen auf dem Platz, und die Mülleimer quellen über.',
    'Das betrifft nicht nur mich: die Trainer, die Eltern am Kiosk und der Platzwart ärgern sich jede Woche darüber.',
    'Es passiert an jedem Spieltag, also zweimal pro Woche, und das Aufräumen kostet uns jedes Mal eine Stunde.',
    'Wir haben schon Schilder aufgehängt, aber die liest niemand.',
  ],
  validation: [
    'Wir haben schon Schilder aufgehängt und eine Recyclingtonne neben den Kiosk gestellt, aber niemand hat sie richtig benutzt.',
    'Ich habe letzten Samstag gezählt: 140 Plastikflaschen an einem Nachmittag, die meisten vom eigenen Kiosk.',
    'Der Platzwart und das Kioskteam sagen alle, dass die Flaschen der größte Teil des Mülls sind.',
  ],
  refinement: [],
};

/** One AI round trip as the front end makes it. */
interface Exchange {
  request: IslaReplyRequest;
  reply: { message: string; nextPhase: string | null };
}

interface Conversation {
  state: BrainstormState;
  exchanges: Exchange[];
  /** validate-challenge answers, in order. */
  verdicts: { valid: boolean; feedback: string }[];
  /** Phases the machine was in, in order, without repeats. */
  phases: BrainstormPhase[];
}

const transcript = (state: BrainstormState) =>
  state.messages.map((m) => `  [${m.phase}] ${m.sender}: ${m.message}`).join('\n');

/**
 * Drives the phase machine until it reaches `until` (or the user has sent `messages`): each user message goes through submitMessage; the
 * machine's reply request is POSTed to generate-response and the answer fed back with applyReply; the
 * validation request (where the machine asks for it) is POSTed to validate-challenge.
 */
async function converse(
  who: SignedInUser,
  locale: Locale,
  script: Script,
  until: BrainstormPhase,
  messages = Infinity,
): Promise<Conversation> {
  const ctx = { locale };
  const headers = { 'accept-language': locale };
  let state = createBrainstorm({ locale, firstName: who.user.firstName });
  const used: Record<ChatPhase, number> = { ideation: 0, validation: 0, refinement: 0 };
  const exchanges: Exchange[] = [];
  const verdicts: Conversation['verdicts'] = [];
  const phases: BrainstormPhase[] = [state.phase];

  while (state.phase !== until && userMessageTotal(state) < messages) {
    assert.notEqual(state.phase, 'creation', `the brainstorm went past ${until}:\n${transcript(state)}`);
    const phase = state.phase as ChatPhase;
    const text = script[phase][used[phase]++];
    assert.ok(text, `the user has nothing more to say in ${phase}: Isla stays there\n${transcript(state)}`);

    const { state: next, turn } = submitMessage(state, text, ctx);
    state = next;
    if (turn.validation) {
      const answer = await call(system.gatewayUrl, '/api/perplexity/validate-challenge', {
        method: 'POST',
        cookie: who.cookie,
        headers,
        body: turn.validation,
      });
      assert.equal(answer.status, 200, `validate-challenge: ${answer.text}`);
      assert.deepEqual(Object.keys(answer.json).sort(), ['feedback', 'valid']);
      assert.equal(typeof answer.json.valid, 'boolean');
      assert.ok(typeof answer.json.feedback === 'string' && answer.json.feedback.trim().length > 0);
      verdicts.push(answer.json);
    }
    if (turn.reply) {
      const answer = await call(system.gatewayUrl, '/api/perplexity/generate-response', {
        method: 'POST',
        cookie: who.cookie,
        headers,
        body: turn.reply,
      });
      assert.equal(answer.status, 200, `generate-response in ${turn.reply.phase}: ${answer.text}`);
      assert.deepEqual(Object.keys(answer.json).sort(), ['message', 'nextPhase']);
      assert.equal(typeof answer.json.message, 'string');
      assert.ok(
        answer.json.nextPhase === null ||
          (BRAINSTORM_PHASES as readonly string[]).includes(answer.json.nextPhase),
        `nextPhase ${answer.json.nextPhase}`,
      );
      exchanges.push({ request: turn.reply, reply: answer.json });
      const before = state;
      state = applyReply(state, answer.json, ctx);
      // Isla's reply is taken as it is: not replaced by a fallback question nor by the loop guard's bridge.
      assert.equal(
        state.fallbacksUsed,
        before.fallbacksUsed,
        `reply replaced by a fallback: ${answer.json.message}`,
      );
      assert.equal(
        state.messages.at(-1)?.message,
        answer.json.message.trim(),
        `the machine did not take Isla's reply as it is (loop guard?):\n${transcript(state)}`,
      );
    }
    if (phases.at(-1) !== state.phase) phases.push(state.phase);
  }
  return { state, exchanges, verdicts, phases };
}

/** Isla's own words: quotations of the user's messages (“…” in English, „…“ in German) removed. */
const ownWords = (text: string) => text.replace(/[“„][^“”„]*[”“]/gu, ' ');

const wordsOf = (text: string) =>
  ownWords(text)
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);

const ENGLISH = new Set([
  'the',
  'you',
  'your',
  'what',
  'who',
  'how',
  'is',
  'it',
  'and',
  'that',
  'to',
  'of',
  'does',
  'do',
  'this',
  'have',
  'so',
  "let's",
  'a',
  'with',
  'not',
  'just',
]);
const GERMAN = new Set([
  'und',
  'der',
  'die',
  'das',
  'du',
  'dich',
  'dir',
  'dein',
  'deine',
  'ist',
  'nicht',
  'wie',
  'was',
  'wer',
  'ein',
  'eine',
  'es',
  'zu',
  'mit',
  'für',
  'auf',
  'hat',
  'schon',
  'oder',
  'sich',
  'wir',
  'ich',
  'noch',
  'gut',
  'danke',
  'wenn',
  'dass',
  'oft',
  'lass',
  'uns',
  'bei',
  'also',
]);

function assertLanguage(text: string, locale: Locale, what: string) {
  const words = wordsOf(text);
  const english = words.filter((w) => ENGLISH.has(w)).length;
  const german = words.filter((w) => GERMAN.has(w)).length;
  if (locale === 'en') {
    assert.ok(
      english >= 2 && english > german,
      `${what} is not English (${english} en, ${german} de): ${text}`,
    );
    assert.doesNotMatch(ownWords(text), /[äöüß]/iu, `${what} has German letters: ${text}`);
  } else {
    assert.ok(
      german >= 2 && german > english,
      `${what} is not German (${german} de, ${english} en): ${text}`,
    );
  }
}

beforeAll(async () => {
  // teams too: the REST facade's challenge fields include teamCount, which teams contributes to Challenge.
  system = await startTestSystem({}, { services: ['challenges', 'teams', 'brainstorm-ai'] });
}, SYSTEM_START_MS);

afterAll(async () => {
  await system?.stop();
});

/** The keys of the badges a person holds. */
async function badgesOf(who: SignedInUser): Promise<string[]> {
  const answer = await call(system.gatewayUrl, '/api/users/me/achievements', { cookie: who.cookie });
  assert.equal(answer.status, 200, answer.text);
  return (answer.json as Array<{ key: string }>).map((badge) => badge.key).sort();
}

/** A count in brainstorm-ai's database. */
async function brainstormAiCount(sql: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: system.services['brainstorm-ai']!.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Waits until brainstorm-ai has handled every challenge.created on the stream. */
async function brainstormAiCaughtUp(): Promise<void> {
  const nc = await connect({ servers: system.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    await waitFor('brainstorm-ai to handle the published challenges', async () => {
      const info = await jsm.consumers.info(system.eventStream, 'brainstorm-ai-published-challenges');
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
  } finally {
    await nc.close();
  }
}

describe('a brainstorm with Isla through the REST facade (built-in engine)', () => {
  test(
    'English: plastic waste at the sports club, from the first message to a published challenge',
    async () => {
      const ada = await register(system.gatewayUrl, 'Ada');
      const first = await converse(ada, 'en', PLASTIC_AT_THE_CLUB, 'creation');
      const { state, exchanges, verdicts, phases } = first;

      // The machine went through every phase in order, asking the AI in ideation and validation at least.
      assert.deepEqual(phases, ['ideation', 'validation', 'refinement', 'creation'], transcript(state));
      const askedIn = new Set(exchanges.map((e) => e.request.phase));
      assert.ok(askedIn.has('ideation') && askedIn.has('validation'), `AI asked in ${[...askedIn]}`);
      assert.ok(verdicts.length >= 1, 'validate-challenge was asked in validation');
      for (const { request } of exchanges) {
        assert.equal(request.language, 'en');
        assert.ok(request.sessionCount >= 1);
        assert.ok(request.conversationHistory.split('\n').length <= BRAINSTORM_LIMITS.historyMessages);
      }
      assert.ok(userMessageTotal(state) >= 5);

      // Every Isla reply is long enough and English; so is every validation feedback.
      for (const [index, { reply }] of exchanges.entries()) {
        assert.ok(
          reply.message.trim().length >= ISLA_LIMITS.minReplyLength,
          `reply ${index} is too short: ${JSON.stringify(reply.message)}`,
        );
        assertLanguage(reply.message, 'en', `reply ${index}`);
      }
      for (const [index, { feedback }] of verdicts.entries())
        assertLanguage(feedback, 'en', `feedback ${index}`);
      for (const m of state.messages.filter((m) => m.sender === 'avatar'))
        assert.ok(m.message.length >= ISLA_LIMITS.minReplyLength, m.message);

      // The summary filled the draft.
      const summary = state.messages.at(-1)!;
      assert.equal(summary.sender, 'avatar');
      assert.equal(summary.type, 'summary');
      const { draft } = state;
      assert.ok(
        draft.title.length >= CHALLENGE_LIMITS.titleMin &&
          draft.title.length <= BRAINSTORM_LIMITS.titleMaxLength,
        draft.title,
      );
      // A "How might we …?" title, never a cut of a message; 2 to 4 sentences; 3 to 5 clean tags.
      assert.deepEqual(checkDraft(draft, 'en', Object.values(PLASTIC_AT_THE_CLUB).flat()), []);
      assert.ok(draft.description.length >= CHALLENGE_LIMITS.descriptionMin, draft.description);
      assert.match(draft.description, /plastic/i);
      assert.equal(draft.category, 'sustainability');
      assert.ok(
        draft.tags.length >= 1 && draft.tags.length <= BRAINSTORM_LIMITS.summaryTags,
        `tags ${draft.tags}`,
      );
      assert.ok(draft.tags.includes('plastic'), `tags ${draft.tags}`);

      // The same conversation again gets the same replies (deterministic engine).
      const second = await converse(ada, 'en', PLASTIC_AT_THE_CLUB, 'creation');
      assert.deepEqual(
        second.exchanges.map((e) => e.reply),
        exchanges.map((e) => e.reply),
      );
      assert.deepEqual(second.verdicts, verdicts);
      assert.deepEqual(second.state.draft, draft);
      assert.deepEqual(
        second.state.messages.map(({ sender, type, phase, message }) => ({ sender, type, phase, message })),
        state.messages.map(({ sender, type, phase, message }) => ({ sender, type, phase, message })),
      );

      // Publish the draft as the creation form does.
      const body = {
        title: draft.title,
        description: draft.description,
        category: draft.category as CreateChallengeInput['category'],
        tags: draft.tags,
        difficulty: draft.difficulty,
        status: 'active',
        brainstormSession: sessionMessages(state),
        validatedInsights: validatedInsights(state),
      } satisfies CreateChallengeInput;
      assert.ok(body.validatedInsights.length >= 2, `insights ${body.validatedInsights}`);
      const created = await call(system.gatewayUrl, '/api/challenges', {
        method: 'POST',
        cookie: ada.cookie,
        body,
      });
      assert.equal(created.status, 201, created.text);
      assert.equal(created.json.title, draft.title);
      assert.equal(created.json.description, draft.description);
      assert.equal(created.json.category, 'sustainability');
      assert.deepEqual(created.json.tags, draft.tags);
      assert.equal(created.json.createdBy, ada.user.id);

      const list = await call(system.gatewayUrl, '/api/challenges', { cookie: ada.cookie });
      assert.equal(list.status, 200, list.text);
      assert.ok(Array.isArray(list.json) && list.json.length >= 1);
      assert.equal(list.json[0].id, created.json.id, 'the new challenge is listed first');
      assert.equal(list.json[0].title, draft.title);
      assert.deepEqual(list.json[0].tags, draft.tags);

      // generate-response is stateless: brainstorm-ai keeps no record of these exchanges, so publishing ends no
      // brainstorm and earns no brainstorm badge (that comes from the brainstorm brainstorm-ai runs, startBrainstorm).
      await waitFor('the first-challenge badge', async () =>
        (await badgesOf(ada)).includes('first-challenge'),
      );
      await brainstormAiCaughtUp();
      assert.equal(await brainstormAiCount('brainstorm_sessions WHERE user_id = $1', [ada.user.id]), 0);
      assert.equal(
        await brainstormAiCount(
          `outbox_events WHERE name = 'brainstorm.completed' AND payload->>'userId' = $1`,
          [ada.user.id],
        ),
        0,
      );
      assert.equal((await badgesOf(ada)).includes('brainstorm-completed'), false);

      // Isla speaks the summary: a WAV file whose sizes agree.
      assert.ok(
        summary.message.length <= ISLA_LIMITS.speechTextMax,
        `summary of ${summary.message.length} characters`,
      );
      const spoken = await call(system.gatewayUrl, '/api/elevenlabs/speak', {
        method: 'POST',
        cookie: ada.cookie,
        body: { text: summary.message, language: 'en' },
      });
      assert.equal(spoken.status, 200, spoken.text.slice(0, 300));
      assert.equal(spoken.headers.get('content-type'), 'audio/wav');
      const audio = spoken.bytes;
      assert.ok(audio.length > 44, `${audio.length} bytes`);
      assert.equal(audio.subarray(0, 4).toString('latin1'), 'RIFF');
      assert.equal(audio.subarray(8, 12).toString('latin1'), 'WAVE');
      assert.equal(spoken.headers.get('content-length'), String(audio.length));
      assert.equal(audio.readUInt32LE(4) + 8, audio.length, 'RIFF size + 8 is the file length');
    },
    TEST_MS,
  );

  test(
    'a challenge published after one message to Isla earns no brainstorm badge, whatever the client sends with it',
    async () => {
      const bob = await register(system.gatewayUrl, 'Bob');
      const { state } = await converse(bob, 'en', PLASTIC_AT_THE_CLUB, 'creation', 1);
      // What a client could claim: a whole brainstorm's messages and insights.
      const claimed = sessionMessages(state);
      const created = await call(system.gatewayUrl, '/api/challenges', {
        method: 'POST',
        cookie: bob.cookie,
        body: {
          title: 'Plastic at the club',
          description: 'The bins overflow with plastic bottles after every match.',
          category: 'sustainability',
          brainstormSession: [...claimed, ...claimed, ...claimed],
          validatedInsights: ['The groundskeeper suffers most', 'One bin instead of six'],
        } satisfies CreateChallengeInput,
      });
      assert.equal(created.status, 201, created.text);
      await waitFor('the first-challenge badge', async () =>
        (await badgesOf(bob)).includes('first-challenge'),
      );
      await brainstormAiCaughtUp();
      const completed = await brainstormAiCount(
        `outbox_events WHERE name = 'brainstorm.completed' AND payload->>'userId' = $1`,
        [bob.user.id],
      );
      assert.equal(completed, 0);
      assert.equal(
        await brainstormAiCount('brainstorm_sessions WHERE user_id = $1', [bob.user.id]),
        0,
        'generate-response keeps no record',
      );
      assert.deepEqual(await badgesOf(bob), ['first-challenge']);
    },
    TEST_MS,
  );

  test(
    'German: Isla answers in German (language de, Accept-Language de)',
    async () => {
      const jonas = await register(system.gatewayUrl, 'Jonas');
      const { state, exchanges, verdicts, phases } = await converse(
        jonas,
        'de',
        PLASTIK_IM_VEREIN,
        'refinement',
      );
      assert.deepEqual(phases, ['ideation', 'validation', 'refinement'], transcript(state));
      assert.ok(exchanges.length >= 2 && verdicts.length >= 1);
      for (const [index, { request, reply }] of exchanges.entries()) {
        assert.equal(request.language, 'de');
        assert.ok(reply.message.trim().length >= ISLA_LIMITS.minReplyLength, reply.message);
        assertLanguage(reply.message, 'de', `reply ${index}`);
      }
      for (const [index, { feedback }] of verdicts.entries())
        assertLanguage(feedback, 'de', `feedback ${index}`);
      // The machine's own lines (opening, encouragement, probing prompt) are German too.
      for (const m of state.messages.filter((m) => m.sender === 'avatar'))
        assertLanguage(m.message, 'de', m.message);
    },
    TEST_MS,
  );
});
