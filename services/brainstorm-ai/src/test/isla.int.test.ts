import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { QUEUES } from '@creators/contracts';
import { translate } from '@creators/texts';
import { createQueue } from '@creators/platform';
import { silentLogger } from '@creators/platform/events/testing/capture-logger';
import { waitFor } from '@creators/platform/events/testing/wait-for';
import { fillSlots, SocraticEngine } from '@creators/isla';
import { IslaJobs } from '../isla/isla-jobs.client.js';
import { readWav } from '../speech/wav.js';
import { startAppAndWorker, stopAppAndWorker, type TestApp } from './harness.js';
import { REDIS_URL, type WorkerProcess } from './worker-process.js';

const prefix = `test-brainstorm-api-${randomBytes(4).toString('hex')}`;
// The API process and the worker share a queue prefix of their own; short waits so the "worker gone" case is quick.
const islaEnv = {
  QUEUE_PREFIX: prefix,
  KEY_PREFIX: `${prefix}:`,
  AI_PROVIDER: 'builtin',
  SPEECH_PROVIDER: 'builtin',
  AI_JOB_TIMEOUT_MS: '4000',
  SPEECH_JOB_TIMEOUT_MS: '4000',
};
Object.assign(process.env, islaEnv);

const RESPOND = `mutation Respond($input: IslaResponseInput!) { generateIslaResponse(input: $input) { message nextPhase provider } }`;
const VALIDATE = `mutation Validate($input: ChallengeValidationInput!) { validateChallengeIdea(input: $input) { valid feedback provider } }`;
const DRAFT = `mutation Draft($input: ChallengeDraftInput!) { generateChallengeDraft(input: $input) { title description category difficulty tags provider } }`;
const SPEAK = `mutation Speak($input: SpeechInput!) { synthesizeSpeech(input: $input) { contentType audioBase64 provider } }`;

type IslaReply = { generateIslaResponse: { message: string; nextPhase: string | null; provider: string } };

describe('brainstorm-ai: Isla through the API process and the worker', () => {
  let app: TestApp;
  let worker: WorkerProcess;
  const user = { id: randomUUID(), role: 'student' };

  beforeAll(async () => {
    ({ app, worker } = await startAppAndWorker(islaEnv));
  });
  afterAll(() => stopAppAndWorker({ app, worker }, prefix));

  it('answers in German for language de, as the built-in Socratic engine, and keeps no record', async () => {
    const input = {
      prompt: 'Ich verpasse ständig den Bus zur Uni, weil der Fahrplan falsch ist',
      phase: 'ideation',
      sessionCount: 0,
      language: 'de',
    };
    const { status, body } = await app.graphql<IslaReply>(RESPOND, { user, variables: { input } });
    assert.equal(status, 200);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const reply = body.data!.generateIslaResponse;
    assert.equal(reply.provider, 'builtin');
    const expected = new SocraticEngine().reply({
      ...input,
      conversationHistory: '',
      phase: 'ideation',
      language: 'de',
    });
    assert.equal(reply.message, expected.message);
    assert.match(reply.message, /„Ich verpasse ständig den Bus zur Uni, weil der Fahrplan falsch ist“/);
    assert.match(reply.message, /Wer außer dir hat dieses Problem noch\?|Betrifft das nur dich/);

    // Stateless: the brainstorm this service runs is the one record of a brainstorm; this call keeps nothing.
    assert.equal(await app.prisma.brainstormSession.count({ where: { userId: user.id } }), 0);

    // The next message carries the dialogue; what it answered is read from there (the problem is not asked again).
    const next = await app.graphql<IslaReply>(RESPOND, {
      user,
      variables: {
        input: {
          prompt: 'Meine Kommilitonen auch',
          phase: 'ideation',
          sessionCount: 2,
          language: 'de',
          conversationHistory: `${input.prompt}\n${reply.message}`,
        },
      },
    });
    assert.equal(next.body.errors, undefined, JSON.stringify(next.body.errors));
    assert.equal(
      next.body.data!.generateIslaResponse.message,
      new SocraticEngine().reply({
        prompt: 'Meine Kommilitonen auch',
        conversationHistory: `${input.prompt}\n${reply.message}`,
        phase: 'ideation',
        sessionCount: 2,
        language: 'de',
      }).message,
    );
    assert.equal(await app.prisma.brainstormSession.count({ where: { userId: user.id } }), 0);
  });

  it('answers in the request locale when no language is given', async () => {
    const input = { prompt: 'hello', phase: 'ideation' };
    const de = await app.graphql<IslaReply>(RESPOND, {
      user,
      context: { locale: 'de' },
      variables: { input },
    });
    assert.ok(
      new SocraticEngine().reply({
        ...input,
        conversationHistory: '',
        phase: 'ideation',
        sessionCount: 0,
        language: 'de',
      }).message === de.body.data!.generateIslaResponse.message,
    );
    const en = await app.graphql<IslaReply>(RESPOND, {
      user,
      context: { locale: 'en' },
      variables: { input },
    });
    assert.match(en.body.data!.generateIslaResponse.message, /problem|annoy/i);
  });

  it('answers a question about the platform rather than treating it as a problem (product.md §4.3)', async () => {
    const asker = { id: randomUUID(), role: 'student' };
    const ask = (prompt: string, language: string) =>
      app.graphql<IslaReply>(RESPOND, {
        user: asker,
        variables: {
          input: {
            prompt,
            phase: 'ideation',
            sessionCount: 2,
            language,
            conversationHistory: 'The bus to school is always late\nWho else has this problem besides you?',
          },
        },
      });
    const en = await ask('How do I find a team that needs someone who can build sensors?', 'en');
    assert.equal(en.body.errors, undefined, JSON.stringify(en.body.errors));
    const reply = en.body.data!.generateIslaResponse;
    assert.equal(reply.nextPhase, null);
    assert.match(reply.message, /'Teams'.*'Join Team'/s);
    assert.match(reply.message, /Shall we get back to your challenge\?$/);
    assert.doesNotMatch(reply.message, /Who else has this problem/);

    const de = await ask('Wo finde ich Lernressourcen?', 'de');
    assert.equal(de.body.errors, undefined, JSON.stringify(de.body.errors));
    assert.match(de.body.data!.generateIslaResponse.message, /'Lernressourcen'/);
    assert.match(de.body.data!.generateIslaResponse.message, /deiner Challenge/);
    assert.equal(de.body.data!.generateIslaResponse.nextPhase, null);

    // A problem put as a question is still part of the brainstorm.
    const problem = await ask('Why do the buses never come on time?', 'en');
    assert.doesNotMatch(problem.body.data!.generateIslaResponse.message, /get back to your challenge/);
  });

  it('writes the challenge draft from the slots (product.md §4.3), built in without a model', async () => {
    const drafter = { id: randomUUID(), role: 'student' };
    const messages = [
      { sender: 'avatar', message: "What's something that frustrates you in your daily life?" },
      {
        sender: 'user',
        message: 'Every week I waste hours looking for a free study room at my university library.',
      },
      { sender: 'avatar', message: 'Who else has this problem besides you?' },
      { sender: 'user', message: 'Mostly other students in exam season.' },
      {
        sender: 'avatar',
        message: 'If this problem were solved tomorrow, what would be different for those people?',
      },
      { sender: 'user', message: 'Every student could see a free room in less than five minutes.' },
    ];
    const { status, body } = await app.graphql<{
      generateChallengeDraft: {
        title: string;
        description: string;
        category: string;
        tags: string[];
        provider: string;
      };
    }>(DRAFT, { user: drafter, variables: { input: { messages, language: 'en' } } });
    assert.equal(status, 200);
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const draft = body.data!.generateChallengeDraft;
    assert.equal(draft.provider, 'builtin');
    assert.match(draft.title, /^How might we .+\?$/);
    assert.ok(draft.title.length <= 60);
    assert.equal(draft.category, 'education');
    assert.ok(draft.tags.length >= 3 && draft.tags.length <= 5, draft.tags.join(', '));
    assert.match(draft.description, /It affects students most/);
  });

  it('writes the draft from the messages it is given only, whatever brainstorms the person has', async () => {
    const person = { id: randomUUID(), role: 'student' };
    // A brainstorm on record (an old record of exchanges) with other slots: not read.
    await app.prisma.brainstormSession.create({
      data: {
        userId: person.id,
        messages: [],
        slots: { problem: 'Our school canteen throws away so much food waste after lunch' },
      },
    });
    const messages = [
      { sender: 'avatar', message: "What's something that frustrates you in your daily life?" },
      { sender: 'user', message: 'The bus to my school is late almost every morning.' },
      {
        sender: 'avatar',
        message: 'If this problem were solved tomorrow, what would be different for those people?',
      },
      { sender: 'user', message: 'Everyone would be in class on time for the first lesson.' },
    ];
    const { body } = await app.graphql<{ generateChallengeDraft: { title: string; description: string } }>(
      DRAFT,
      { user: person, variables: { input: { messages, language: 'en' } } },
    );
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const draft = body.data!.generateChallengeDraft;
    assert.doesNotMatch(`${draft.title} ${draft.description}`, /canteen|food waste/i);
    assert.match(draft.description, /^The bus to my school is late almost every morning\./);
  });

  it("reads a brainstorm's slots through the worker (job kind slots), built in without a model", async () => {
    const jobs = app.server.app.get(IslaJobs);
    const messages = [
      { sender: 'avatar' as const, message: "What's something that frustrates you in your daily life?" },
      { sender: 'user' as const, message: 'Our school canteen throws away so much food waste after lunch.' },
      { sender: 'avatar' as const, message: 'Who else has this problem besides you?' },
      { sender: 'user' as const, message: 'The kitchen staff and every student who eats there.' },
    ];
    const read = await jobs.extractSlots(user.id, {
      kind: 'slots',
      input: { messages, language: 'en' },
      locale: 'en',
      slots: { success: 'Half as much food waste by the end of the term' },
    });
    assert.equal(read.provider, 'builtin');
    assert.deepEqual(
      read.slots,
      fillSlots(messages, { success: 'Half as much food waste by the end of the term' }),
    );
    assert.equal(read.slots.who, 'The kitchen staff and every student who eats there');
  });

  it('validates a challenge idea', async () => {
    const { body } = await app.graphql<{
      validateChallengeIdea: { valid: boolean; feedback: string; provider: string };
    }>(VALIDATE, {
      user,
      variables: {
        input: {
          idea: 'Students waste an hour every week waiting in the canteen queue',
          context: 'Brainstorm',
        },
      },
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    assert.deepEqual(body.data!.validateChallengeIdea, {
      valid: true,
      feedback:
        'This describes a real problem worth working on. One thing to sharpen: what has already been tried, and why did it fail?',
      provider: 'builtin',
    });
  });

  it('synthesizes speech as audio/wav base64, a valid WAV starting with RIFF, in German', async () => {
    const { body } = await app.graphql<{
      synthesizeSpeech: { contentType: string; audioBase64: string; provider: string };
    }>(SPEAK, {
      user,
      variables: { input: { text: 'Wie oft passiert dir das?', language: 'de' } },
    });
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    const speech = body.data!.synthesizeSpeech;
    assert.equal(speech.contentType, 'audio/wav');
    assert.equal(speech.provider, 'builtin');
    assert.ok(speech.audioBase64.startsWith('UklGR'), 'base64 of "RIFF"');
    const audio = Buffer.from(speech.audioBase64, 'base64');
    assert.equal(audio.toString('ascii', 0, 4), 'RIFF');
    const wav = readWav(audio);
    assert.ok(wav && wav.dataOffset + wav.dataLength === audio.length);
  });

  it('speaks a short text said before from the clip cache, without a job', async () => {
    const text = `Hi Clip ${randomBytes(3).toString('hex')}! I'm Isla, your guide.`;
    type Speech = { synthesizeSpeech: { contentType: string; audioBase64: string; provider: string } };
    const speakOnce = async () => {
      const { body } = await app.graphql<Speech>(SPEAK, { user, variables: { input: { text } } });
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data!.synthesizeSpeech;
    };
    const first = await speakOnce();
    const queue = createQueue(QUEUES.speechSynthesis, REDIS_URL, prefix, { logger: silentLogger });
    try {
      // The clip is kept just after the first answer: ask until one answer comes without a new job.
      const again = await waitFor('an answer from the clip cache', async () => {
        const jobs = await queue.getCompletedCount();
        const speech = await speakOnce();
        return (await queue.getCompletedCount()) === jobs && speech;
      });
      assert.deepEqual(again, first);
    } finally {
      await queue.close();
    }
  });

  it('needs a signed-in user and valid input', async () => {
    for (const [query, input] of [
      [RESPOND, { prompt: 'hi', phase: 'ideation' }],
      [VALIDATE, { idea: 'Parking' }],
      [SPEAK, { text: 'Hello' }],
    ] as const) {
      const { body } = await app.graphql(query, { variables: { input } });
      assert.equal(body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    }
    const bad = await app.graphql(RESPOND, {
      user,
      context: { locale: 'de' },
      variables: { input: { prompt: '   ', phase: 'brainstorming', language: 'fr' } },
    });
    assert.equal(bad.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(bad.body.errors?.[0]?.extensions?.fields, {
      prompt: translate('validation.isla.prompt', 'de'),
      phase: translate('validation.isla.phase', 'de'),
      language: translate('validation.invalid', 'de'),
    });
    const tooLong = await app.graphql(SPEAK, { user, variables: { input: { text: 'x'.repeat(1_501) } } });
    assert.equal(tooLong.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });

  it('publishes the Isla types in its federation SDL', async () => {
    const { body } = await app.graphql<{ _service: { sdl: string } }>(`{ _service { sdl } }`);
    const sdl = body.data!._service.sdl;
    for (const type of ['IslaResponse', 'ChallengeValidation', 'SpeechAudio'])
      assert.match(sdl, new RegExp(`type ${type}\\s*\\{`));
    assert.match(sdl, /generateIslaResponse\(input: IslaResponseInput!\): IslaResponse!/);
    assert.match(sdl, /synthesizeSpeech\(input: SpeechInput!\): SpeechAudio!/);
  });

  it('answers SERVICE_UNAVAILABLE (translated) when no worker answers in time, and drops the unanswered job', async () => {
    await worker.stop();
    const ai = await app.graphql(RESPOND, {
      user,
      context: { locale: 'de' },
      variables: { input: { prompt: 'hello', phase: 'ideation' } },
    });
    assert.equal(ai.body.errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE');
    assert.equal(ai.body.errors?.[0]?.extensions?.messageKey, 'error.ai.unavailable');
    assert.equal(ai.body.errors?.[0]?.message, translate('error.ai.unavailable', 'de'));
    const speech = await app.graphql(SPEAK, { user, variables: { input: { text: 'Hello' } } });
    assert.equal(speech.body.errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE');
    assert.equal(speech.body.errors?.[0]?.message, translate('error.speech.unavailable', 'en'));
    const queue = createQueue(QUEUES.aiGeneration, REDIS_URL, prefix, { logger: silentLogger });
    try {
      assert.equal(await queue.getWaitingCount(), 0, 'nobody will read its answer: not left waiting');
    } finally {
      await queue.close();
    }
  });
});
