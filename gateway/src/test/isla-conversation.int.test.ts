/**
 * A whole brainstorm with Isla through the gateway, driven the way the front end drives it
 * (frontend/src/brainstorm/useBrainstorm.ts): the person's text goes to GraphQL sendBrainstormMessage, the real
 * brainstorm-ai service (api and worker, built-in offline engine and synthesizer) runs the phases and answers with the
 * whole state, and the draft it prefilled is published through the REST facade and the real challenges service. The
 * REST paths the voice dialog uses (generate-response, validate-challenge, speak) are checked on the same system.
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
  type Locale,
} from '@creators/contracts';
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

/** The brainstorm as every GraphQL call answers it (the fields the panel shows). */
interface Brainstorm {
  id: string;
  phase: BrainstormPhase;
  messages: Array<{
    id: string;
    message: string;
    sender: 'user' | 'avatar';
    timestamp: string;
    type?: string;
    phase: string;
  }>;
  draft: { title: string; description: string; category: string; difficulty: string; tags: string[] };
  insights: string[];
  /** Isla read the challenge back and awaits a yes or a correction (product.md §4.3). */
  awaitingConfirmation: boolean;
}

const BRAINSTORM_FIELDS = `id phase messages { id message sender timestamp type phase }
  draft { title description category difficulty tags } insights awaitingConfirmation`;

/** The person confirms Isla's read-back, and whatever she asks once their script is used up. */
const CONFIRM: Record<Locale, string> = { en: "Yes, that's right.", de: 'Ja, das stimmt so.' };
/** Enough turns for every phase and a read-back; more means Isla stays in a phase. */
const MAX_TURNS = 16;

interface Conversation {
  state: Brainstorm;
  /** Phases the brainstorm was in, in order, without repeats. */
  phases: BrainstormPhase[];
}

const transcript = (state: Brainstorm) =>
  state.messages.map((m) => `  [${m.phase}] ${m.sender}: ${m.message}`).join('\n');

async function brainstormCall(
  who: SignedInUser,
  locale: Locale,
  field: 'startBrainstorm' | 'sendBrainstormMessage',
  input: Record<string, unknown>,
): Promise<Brainstorm> {
  const inputType = field === 'startBrainstorm' ? 'StartBrainstormInput' : 'SendBrainstormMessageInput!';
  const answer = await call(system.gatewayUrl, '/graphql', {
    method: 'POST',
    cookie: who.cookie,
    headers: { 'accept-language': locale },
    body: {
      query: `mutation Turn($input: ${inputType}) { ${field}(input: $input) { ${BRAINSTORM_FIELDS} } }`,
      variables: { input },
    },
  });
  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.json.errors, undefined, answer.text);
  const state = answer.json.data[field] as Brainstorm;
  for (const m of state.messages) if (m.type === null) delete m.type;
  return state;
}

/**
 * A fresh brainstorm, then the person's messages until it reaches `until` (or `messages` were sent): in each phase
 * the next unused line of the script for the phase Isla is in, a confirmation once those are used up.
 */
async function converse(
  who: SignedInUser,
  locale: Locale,
  script: Script,
  until: BrainstormPhase,
  messages = Infinity,
): Promise<Conversation> {
  // The opening's first name is the signed-in person's: the client sends none (product.md §4.3).
  let state = await brainstormCall(who, locale, 'startBrainstorm', { language: locale });
  const used: Record<ChatPhase, number> = { ideation: 0, validation: 0, refinement: 0 };
  const phases: BrainstormPhase[] = [state.phase];
  for (let sent = 0; state.phase !== until && sent < messages; sent++) {
    assert.ok(sent < MAX_TURNS, `Isla stays in ${state.phase}:\n${transcript(state)}`);
    assert.notEqual(state.phase, 'creation', `the brainstorm went past ${until}:\n${transcript(state)}`);
    const phase = state.phase as ChatPhase;
    const text = state.awaitingConfirmation
      ? CONFIRM[locale]
      : (script[phase]?.[used[phase]++] ?? CONFIRM[locale]);
    state = await brainstormCall(who, locale, 'sendBrainstormMessage', {
      brainstormId: state.id,
      text,
      language: locale,
    });
    if (phases.at(-1) !== state.phase) phases.push(state.phase);
  }
  return { state, phases };
}

const islaLines = (state: Brainstorm) => state.messages.filter((m) => m.sender === 'avatar');
const userMessages = (state: Brainstorm) => state.messages.filter((m) => m.sender === 'user');

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

/** POST /api/perplexity/generate-response as the voice dialog sends it: Isla's answer in the language asked for. */
async function voiceReply(who: SignedInUser, locale: Locale, prompt: string, phase: BrainstormPhase) {
  const answer = await call(system.gatewayUrl, '/api/perplexity/generate-response', {
    method: 'POST',
    cookie: who.cookie,
    headers: { 'accept-language': locale },
    body: { prompt, conversationHistory: '', phase, sessionCount: 1, language: locale },
  });
  assert.equal(answer.status, 200, `generate-response: ${answer.text}`);
  assert.deepEqual(Object.keys(answer.json).sort(), ['message', 'nextPhase']);
  assert.equal(typeof answer.json.message, 'string');
  assert.ok(
    answer.json.nextPhase === null ||
      (BRAINSTORM_PHASES as readonly string[]).includes(answer.json.nextPhase),
    `nextPhase ${answer.json.nextPhase}`,
  );
  assert.ok(answer.json.message.trim().length >= ISLA_LIMITS.minReplyLength, answer.json.message);
  return answer.json.message as string;
}

/** POST /api/perplexity/validate-challenge: a verdict and feedback in the language asked for. */
async function verdictOn(who: SignedInUser, locale: Locale, idea: string) {
  const answer = await call(system.gatewayUrl, '/api/perplexity/validate-challenge', {
    method: 'POST',
    cookie: who.cookie,
    headers: { 'accept-language': locale },
    body: { idea, context: '', language: locale },
  });
  assert.equal(answer.status, 200, `validate-challenge: ${answer.text}`);
  assert.deepEqual(Object.keys(answer.json).sort(), ['feedback', 'valid']);
  assert.equal(typeof answer.json.valid, 'boolean');
  assert.ok(typeof answer.json.feedback === 'string' && answer.json.feedback.trim().length > 0);
  return answer.json as { valid: boolean; feedback: string };
}

describe('a brainstorm with Isla through the gateway (built-in engine)', () => {
  test(
    'English: plastic waste at the sports club, from the first message to a published challenge',
    async () => {
      const ada = await register(system.gatewayUrl, 'Ada');
      const { state, phases } = await converse(ada, 'en', PLASTIC_AT_THE_CLUB, 'creation');

      // The server went through every phase in order.
      assert.deepEqual(phases, ['ideation', 'validation', 'refinement', 'creation'], transcript(state));
      assert.ok(userMessages(state).length >= 5, transcript(state));
      assert.match(islaLines(state)[0]!.message, /Ada/, 'the opening names the person');

      // Everything Isla said is long enough and English.
      for (const [index, m] of islaLines(state).entries()) {
        assert.ok(m.message.length >= ISLA_LIMITS.minReplyLength, m.message);
        assertLanguage(m.message, 'en', `Isla's line ${index}`);
      }

      // The summary prefilled the draft.
      const summary = state.messages.at(-1)!;
      assert.equal(summary.sender, 'avatar');
      assert.equal(summary.type, 'summary');
      const { draft } = state;
      assert.ok(
        draft.title.length >= CHALLENGE_LIMITS.titleMin &&
          draft.title.length <= BRAINSTORM_LIMITS.titleMaxLength,
        draft.title,
      );
      assert.match(draft.title, /^How might we .+\?$/, draft.title);
      assert.ok(draft.description.length >= CHALLENGE_LIMITS.descriptionMin, draft.description);
      assert.match(draft.description, /plastic/i);
      assert.equal(draft.category, 'sustainability');
      assert.ok(
        draft.tags.length >= 1 && draft.tags.length <= BRAINSTORM_LIMITS.summaryTags,
        `tags ${draft.tags}`,
      );
      assert.ok(draft.tags.includes('plastic'), `tags ${draft.tags}`);

      // The same conversation again gets the same answers (deterministic engine).
      const again = await converse(ada, 'en', PLASTIC_AT_THE_CLUB, 'creation');
      assert.notEqual(again.state.id, state.id, 'startBrainstorm began a new brainstorm');
      assert.deepEqual(again.state.draft, draft);
      assert.deepEqual(
        again.state.messages.map(({ sender, type, phase, message }) => ({ sender, type, phase, message })),
        state.messages.map(({ sender, type, phase, message }) => ({ sender, type, phase, message })),
      );

      // The voice dialog's paths answer in English.
      assertLanguage(
        await voiceReply(ada, 'en', PLASTIC_AT_THE_CLUB.ideation[0]!, 'ideation'),
        'en',
        'generate-response',
      );
      assertLanguage(
        (await verdictOn(ada, 'en', PLASTIC_AT_THE_CLUB.validation[0]!)).feedback,
        'en',
        'validate-challenge feedback',
      );

      // Publish the draft as the creation form does.
      const body = {
        title: draft.title,
        description: draft.description,
        category: draft.category as CreateChallengeInput['category'],
        tags: draft.tags,
        difficulty: draft.difficulty as CreateChallengeInput['difficulty'],
        status: 'active',
        brainstormSession: sessionMessages(again.state) as CreateChallengeInput['brainstormSession'],
        validatedInsights: validatedInsights(again.state),
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

      // brainstorm-ai's record of the brainstorm reached creation: the badge follows.
      await waitFor('the brainstorm-completed badge', async () =>
        (await badgesOf(ada)).includes('brainstorm-completed'),
      );

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
      const claimed = sessionMessages(state) as NonNullable<CreateChallengeInput['brainstormSession']>;
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
        await brainstormAiCount('brainstorm_sessions WHERE user_id = $1 AND challenge_id IS NULL', [
          bob.user.id,
        ]),
        1,
        'the brainstorm stays open',
      );
      assert.deepEqual(await badgesOf(bob), ['first-challenge']);
    },
    TEST_MS,
  );

  test(
    'German: Isla answers in German (language de, Accept-Language de)',
    async () => {
      const jonas = await register(system.gatewayUrl, 'Jonas');
      const { state, phases } = await converse(jonas, 'de', PLASTIK_IM_VEREIN, 'refinement');
      assert.deepEqual(phases, ['ideation', 'validation', 'refinement'], transcript(state));
      // Everything Isla said (opening, replies, encouragement, probing prompt) is German.
      for (const [index, m] of islaLines(state).entries()) {
        assert.ok(m.message.length >= ISLA_LIMITS.minReplyLength, m.message);
        assertLanguage(m.message, 'de', `Isla's line ${index}`);
      }
      // The voice dialog's path answers in German and is stateless: it keeps no record of a brainstorm.
      const rows = () => brainstormAiCount('brainstorm_sessions WHERE user_id = $1', [jonas.user.id]);
      const before = await rows();
      assertLanguage(
        await voiceReply(jonas, 'de', PLASTIK_IM_VEREIN.ideation[0]!, 'ideation'),
        'de',
        'generate-response',
      );
      assert.equal(await rows(), before, 'generate-response keeps no record');
      assertLanguage(
        (await verdictOn(jonas, 'de', PLASTIK_IM_VEREIN.validation[0]!)).feedback,
        'de',
        'validate-challenge feedback',
      );
    },
    TEST_MS,
  );
});
