import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { BRAINSTORM_PHASES, ISLA_LIMITS, LOCALES, type Locale } from '@creators/contracts';
import type { DialogueTurn } from '../text-generator.js';
import { BRAINSTORM_TEXTS } from '../texts.js';
import { SOCRATIC_SCRIPTS } from './script.js';
import { SocraticEngine } from './socratic-engine.js';

const engine = new SocraticEngine();
const turn = (overrides: Partial<DialogueTurn>): DialogueTurn => ({
  prompt: 'hi',
  conversationHistory: '',
  phase: 'ideation',
  sessionCount: 1,
  language: 'en',
  ...overrides,
});

/** Plays a dialogue as the client does: history = the last 3 messages, sessionCount = the user's message count. */
function play(language: Locale, prompts: string[], phase: DialogueTurn['phase'] = 'ideation') {
  const messages: string[] = [];
  return prompts.map((prompt, index) => {
    const reply = engine.reply(
      turn({
        prompt,
        conversationHistory: messages.slice(-3).join('\n'),
        phase,
        sessionCount: index + 1,
        language,
      }),
    );
    messages.push(prompt, reply.message);
    return reply;
  });
}

const probeQuestions = (language: Locale, probe: keyof (typeof SOCRATIC_SCRIPTS)['en']['probes']) =>
  SOCRATIC_SCRIPTS[language].probes[probe];
const asks = (message: string, questions: readonly string[]) =>
  questions.some((question) => message.includes(question));

describe('SocraticEngine', () => {
  it('opens by asking for a real problem that frustrates the user personally (en and de)', () => {
    const en = engine.reply(turn({ prompt: 'hi', sessionCount: 0 }));
    assert.ok(SOCRATIC_SCRIPTS.en.opening.includes(en.message), en.message);
    assert.match(en.message, /problem|annoyed|annoyance/i);
    assert.equal(en.nextPhase, null);
    const de = engine.reply(turn({ prompt: 'Hallo', sessionCount: 0, language: 'de' }));
    assert.ok(SOCRATIC_SCRIPTS.de.opening.includes(de.message), de.message);
    assert.match(de.message, /Problem|geärgert|Ärgernis/);
  });

  it('turns a solution back to the problem behind it', () => {
    const en = engine.reply(turn({ prompt: 'I want to build an app for students' }));
    assert.ok(SOCRATIC_SCRIPTS.en.solutionFirst.includes(en.message), en.message);
    const de = engine.reply(
      turn({ prompt: 'Ich möchte eine Plattform für Vereine entwickeln', language: 'de' }),
    );
    assert.ok(SOCRATIC_SCRIPTS.de.solutionFirst.includes(de.message), de.message);
  });

  for (const language of LOCALES) {
    it(`probes who has it, how often, what it costs and what was tried, then moves to validation (${language})`, () => {
      const problem =
        language === 'en'
          ? 'I keep forgetting my keys and get locked out of my flat'
          : 'Ich vergesse meine Schlüssel und sperre mich aus der Wohnung aus';
      const vague =
        language === 'en' ? 'Hmm, let me think about that for a moment' : 'Hmm, da muss ich kurz nachdenken';
      const replies = play(language, [problem, vague, vague, vague, vague]);
      assert.ok(asks(replies[0]!.message, probeQuestions(language, 'who')), replies[0]!.message);
      assert.ok(asks(replies[1]!.message, probeQuestions(language, 'frequency')), replies[1]!.message);
      assert.ok(asks(replies[2]!.message, probeQuestions(language, 'cost')), replies[2]!.message);
      assert.ok(asks(replies[3]!.message, probeQuestions(language, 'tried')), replies[3]!.message);
      assert.deepEqual(
        replies.slice(0, 4).map((reply) => reply.nextPhase),
        [null, null, null, null],
      );
      assert.equal(replies[4]!.nextPhase, 'validation');
      assert.ok(
        SOCRATIC_SCRIPTS[language].toValidation.some((bridge) => replies[4]!.message.includes(bridge)),
      );
    });
  }

  it('does not ask what the user has already told', () => {
    const reply = engine.reply(
      turn({ prompt: 'My flatmates and I lose 20 minutes every morning looking for our keys' }),
    );
    assert.ok(asks(reply.message, probeQuestions('en', 'tried')), reply.message);
    const de = engine.reply(
      turn({
        language: 'de',
        prompt: 'Wir haben schon eine Tabelle probiert, aber meine Mitbewohner vergessen es jeden Tag',
      }),
    );
    assert.ok(asks(de.message, probeQuestions('de', 'cost')), de.message);
  });

  it("quotes the problem back in the user's language", () => {
    const en = engine.reply(turn({ prompt: 'The bus timetable online is always wrong. It drives me mad.' }));
    assert.match(en.message, /“The bus timetable online is always wrong”/);
    const de = engine.reply(
      turn({ language: 'de', prompt: 'Der Busfahrplan im Netz ist immer falsch. Das nervt.' }),
    );
    assert.match(de.message, /„Der Busfahrplan im Netz ist immer falsch“/);
    assert.ok(
      !asks(de.message, Object.values(SOCRATIC_SCRIPTS.en.probes).flat()),
      'no English in a German reply',
    );
  });

  it('tests the problem in validation and sharpens it in refinement, then summarises for creation', () => {
    // While a slot is missing, validation asks for it (Isla has six questions before the read-back) …
    const missing = engine.reply(
      turn({ phase: 'validation', sessionCount: 4, prompt: 'It happens to everyone in my class' }),
    );
    assert.ok(
      asks(missing.message, [
        ...Object.values(SOCRATIC_SCRIPTS.en.probes).flat(),
        ...Object.values(BRAINSTORM_TEXTS.en.slotPrompts),
      ]),
      missing.message,
    );
    assert.ok(!asks(missing.message, Object.values(SOCRATIC_SCRIPTS.en.validation).flat()), missing.message);
    // … and tests the problem once every slot is known.
    const validation = engine.reply(
      turn({
        phase: 'validation',
        sessionCount: 4,
        prompt: 'It happens to everyone in my class',
        slots: {
          problem: 'The canteen queue is too long',
          who: 'Everyone in my class',
          frequency: 'Every day',
          impact: 'We lose an hour',
          tried: 'A paper list',
          success: 'No queue',
          ideas: 'An app to pre-order',
        },
      }),
    );
    assert.ok(
      asks(validation.message, Object.values(SOCRATIC_SCRIPTS.en.validation).flat()),
      validation.message,
    );
    const refinement = engine.reply(
      turn({ phase: 'refinement', sessionCount: 6, prompt: 'We could check it with a survey' }),
    );
    assert.ok(
      asks(refinement.message, Object.values(SOCRATIC_SCRIPTS.en.refinement).flat()),
      refinement.message,
    );

    const history = [
      'Students at my school lose an hour every week because the canteen queue is too long.',
      SOCRATIC_SCRIPTS.en.refinement.oneSentence[0],
      'We tried a pre-order list on paper but nobody used it.',
    ].join('\n');
    const summary = engine.reply(
      turn({
        phase: 'refinement',
        sessionCount: 9,
        conversationHistory: history,
        prompt: 'Fewer minutes in the queue would show it worked.',
      }),
    );
    assert.equal(summary.nextPhase, 'creation');
    assert.ok(summary.message.startsWith(SOCRATIC_SCRIPTS.en.summary.intro), summary.message);
    assert.match(
      summary.message,
      /Problem: “Students at my school lose an hour every week because the canteen queue is too long”/,
    );
    assert.match(summary.message, /Tried so far: “We tried a pre-order list on paper but nobody used it”/);

    const de = engine.reply(
      turn({
        phase: 'creation',
        language: 'de',
        prompt: 'Pendler warten jeden Morgen 20 Minuten auf den Bus.',
      }),
    );
    assert.ok(de.message.startsWith(SOCRATIC_SCRIPTS.de.summary.intro), de.message);
    assert.match(de.message, /Problem: „Pendler warten jeden Morgen 20 Minuten auf den Bus“/);
    assert.match(de.message, /Bisher versucht: noch offen/);
  });

  it("summarises from the session's stored slots, so a point answered before the messages in view is not open", () => {
    const summary = engine.reply(
      turn({
        phase: 'creation',
        sessionCount: 9,
        conversationHistory: 'What would be different if it were solved?',
        prompt: 'Everyone finds a seat in five minutes.',
        slots: {
          problem: 'Every week I waste hours looking for a free study room',
          who: 'Mostly first-year students in exam season',
          frequency: 'Every week',
          impact: 'We lose an hour of learning each time',
          tried: 'A paper booking list that nobody keeps up to date',
        },
      }),
    );
    assert.doesNotMatch(summary.message, /still open/, summary.message);
    assert.match(summary.message, /Problem: “Every week I waste hours looking for a free study room”/);
    assert.match(summary.message, /Who has it: “Mostly first-year students in exam season”/);
    assert.match(summary.message, /What it costs: “We lose an hour of learning each time”/);
    assert.match(summary.message, /Tried so far: “A paper booking list that nobody keeps up to date”/);

    const partly = engine.reply(
      turn({
        phase: 'creation',
        language: 'de',
        prompt: 'Pendler warten jeden Morgen 20 Minuten auf den Bus.',
        slots: { who: 'Pendler aus dem Umland' },
      }),
    );
    assert.match(partly.message, /Wer es hat: „Pendler aus dem Umland“/);
    assert.match(partly.message, /Bisher versucht: noch offen/);
  });

  it('is deterministic: the same conversation gets the same answer', () => {
    const sample = turn({
      prompt: 'Parking near the campus is impossible in the morning',
      conversationHistory: 'Hi\nWhat frustrates you?',
      sessionCount: 2,
    });
    const first = engine.reply(sample);
    for (let i = 0; i < 5; i++) assert.deepEqual(new SocraticEngine().reply({ ...sample }), first);
  });

  it('never answers with fewer than 11 characters, nor with the stock phrase, nor the previous reply', () => {
    const prompts = [
      '?',
      'ok',
      'no',
      'x'.repeat(5),
      'I do not know',
      'Our printer is always broken before exams',
      'ja',
      'Eltern',
      'developing sharper understanding',
    ];
    for (const language of LOCALES)
      for (const phase of BRAINSTORM_PHASES)
        for (let sessionCount = 0; sessionCount <= 10; sessionCount++)
          for (const prompt of prompts) {
            const previous = engine.reply(turn({ prompt: 'first', phase, sessionCount, language })).message;
            const reply = engine.reply(
              turn({ prompt, phase, sessionCount, language, conversationHistory: `first\n${previous}` }),
            );
            assert.ok(
              reply.message.trim().length >= ISLA_LIMITS.minReplyLength,
              `${language}/${phase}/${sessionCount}/${prompt}: ${reply.message}`,
            );
            assert.doesNotMatch(reply.message, /developing sharper understanding/i);
            // A summary may be repeated (nothing new was said); it names the next phase, so the dialogue moves on.
            if (!reply.message.startsWith(SOCRATIC_SCRIPTS[language].summary.intro))
              assert.notEqual(
                reply.message,
                previous,
                `${language}/${phase}/${sessionCount}/${prompt} repeats itself`,
              );
            assert.ok(BRAINSTORM_PHASES.includes(reply.nextPhase ?? phase));
          }
  });

  it('judges challenge ideas: too short, only a solution, or a problem with what is still missing', async () => {
    assert.deepEqual(await engine.validate({ idea: 'Parking', context: '', language: 'en' }), {
      valid: false,
      feedback: SOCRATIC_SCRIPTS.en.verdict.tooShort,
    });
    const solution = await engine.validate({
      idea: 'Ich will eine App bauen, die Termine für Vereine plant',
      context: '',
      language: 'de',
    });
    assert.deepEqual(solution, { valid: false, feedback: SOCRATIC_SCRIPTS.de.verdict.solutionOnly });
    const partial = await engine.validate({
      idea: 'Students waste an hour every week waiting in the canteen queue',
      context: '',
      language: 'en',
    });
    assert.equal(partial.valid, true);
    assert.equal(
      partial.feedback,
      `${SOCRATIC_SCRIPTS.en.verdict.solid} ${SOCRATIC_SCRIPTS.en.verdict.sharpen.tried}`,
    );
    const complete = await engine.validate({
      idea: 'Pendler verlieren jeden Tag 20 Minuten, weil der Bus zu spät kommt',
      context: 'Wir haben schon eine Beschwerde an die Stadt probiert.',
      language: 'de',
    });
    assert.deepEqual(complete, {
      valid: true,
      feedback: `${SOCRATIC_SCRIPTS.de.verdict.solid} ${SOCRATIC_SCRIPTS.de.verdict.complete}`,
    });
  });

  it('contains no stock phrase and no reply shorter than 11 characters in its scripts', () => {
    const text = JSON.stringify(SOCRATIC_SCRIPTS);
    assert.doesNotMatch(text, /developing sharper understanding/i);
    for (const language of LOCALES) {
      const script = SOCRATIC_SCRIPTS[language];
      for (const line of [
        ...script.opening,
        ...script.solutionFirst,
        ...Object.values(script.probes).flat(),
      ]) {
        assert.ok(line.length >= ISLA_LIMITS.minReplyLength, line);
      }
    }
  });

  it('never asks again for a slot the server has kept as filled (product.md §4.3)', () => {
    for (const language of LOCALES) {
      const reply = engine.reply(
        turn({
          prompt: language === 'en' ? 'It is really annoying for me' : 'Das nervt mich wirklich sehr',
          conversationHistory: '',
          sessionCount: 2,
          language,
          slots: {
            problem: 'The library has no free rooms',
            who: 'Students in exam season',
            frequency: 'Every week',
          },
        }),
      );
      assert.ok(!asks(reply.message, probeQuestions(language, 'who')), reply.message);
      assert.ok(!asks(reply.message, probeQuestions(language, 'frequency')), reply.message);
    }
  });

  it('skips the refinement question whose slot is filled', () => {
    const reply = engine.reply(
      turn({
        prompt: 'Mostly first-year students',
        phase: 'refinement',
        sessionCount: 6,
        slots: { problem: 'No free study rooms', success: 'Everyone finds a room in five minutes' },
      }),
    );
    assert.ok(!asks(reply.message, SOCRATIC_SCRIPTS.en.refinement.measure), reply.message);
  });
});
