import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { createChallengeSchema, sessionMessages, validatedInsights, type Locale } from '@creators/contracts';
import {
  applyFailure,
  applyReply,
  backToRefinement,
  createBrainstorm,
  submitMessage,
  updateDraft,
  type BrainstormContext,
  type BrainstormState,
} from './machine.js';
import { BRAINSTORM_TEXTS } from './texts.js';

const at = new Date('2026-01-02T03:04:05.000Z');
const ctxFor = (locale: Locale): BrainstormContext => ({ locale, now: at });
const last = (state: BrainstormState) => state.messages[state.messages.length - 1];

/** What the user says in a whole brainstorm, per language: 3 ideation, 2 validation, 2 refinement answers, 1 after going back. */
const SCRIPT = {
  en: {
    ideation: ['Our school canteen wastes food', 'Every day trays go back full', 'Nobody measures it'],
    validation: ['Friends said the same', 'The cooks confirmed it'],
    refinement: ['Mostly the younger students at lunch', 'Less food would be thrown away'],
    more: 'Start with a food-waste scale in one canteen',
    title: 'Our school canteen wastes food',
  },
  de: {
    ideation: [
      'Unsere Schulmensa wirft Essen weg',
      'Jeden Tag kommen volle Tabletts zurück',
      'Niemand misst das',
    ],
    validation: ['Freunde sagen dasselbe', 'Die Köche haben es bestätigt'],
    refinement: ['Vor allem jüngere Schüler beim Mittagessen', 'Es würde weniger Essen im Müll landen'],
    more: 'Mit einer Waage für Essensreste in einer Mensa anfangen',
    title: 'Unsere Schulmensa wirft Essen weg',
  },
} as const;

/** The user says `text`; when the AI is asked, it answers `reply` (default: a distinct question). */
function say(
  state: BrainstormState,
  text: string,
  ctx: BrainstormContext,
  reply?: { message: string; nextPhase?: string | null },
) {
  const { state: next, turn } = submitMessage(state, text, ctx);
  if (!turn.reply) return { state: next, turn };
  return {
    state: applyReply(next, reply ?? { message: `Interesting, tell me more about "${text}"?` }, ctx),
    turn,
  };
}

for (const locale of ['en', 'de'] as const) {
  const ctx = ctxFor(locale);
  const texts = BRAINSTORM_TEXTS[locale];

  describe(`brainstorm phase machine (${locale})`, () => {
    it('opens in ideation with a greeting using the first name, Student by default', () => {
      const state = createBrainstorm({ ...ctx, firstName: 'Ada' });
      assert.equal(state.phase, 'ideation');
      assert.equal(state.messages.length, 1);
      assert.equal(last(state).sender, 'avatar');
      assert.equal(last(state).type, 'question');
      assert.ok(last(state).message.includes('Ada'));
      assert.equal(last(state).timestamp, at.toISOString());
      assert.ok(createBrainstorm({ ...ctx, firstName: ' ' }).messages[0].message.includes('Student'));
      assert.ok(createBrainstorm(ctx).messages[0].message.includes('Student'));
    });

    it('ignores empty text', () => {
      const state = createBrainstorm(ctx);
      const { state: next, turn } = submitMessage(state, '   ', ctx);
      assert.equal(next, state);
      assert.deepEqual(turn, { reply: null, validation: null });
    });

    it('stays in ideation for 2 user messages and moves to validation with the 3rd', () => {
      let state = createBrainstorm(ctx);
      let step = say(state, SCRIPT[locale].ideation[0], ctx);
      assert.equal(step.turn.reply?.phase, 'ideation');
      assert.equal(step.turn.validation, null);
      state = step.state;
      assert.equal(state.phase, 'ideation');
      assert.equal(state.userMessageCounts.ideation, 1);
      state = say(state, SCRIPT[locale].ideation[1], ctx).state;
      assert.equal(state.phase, 'ideation');
      step = say(state, SCRIPT[locale].ideation[2], ctx);
      assert.equal(step.turn.reply?.phase, 'validation', 'the 3rd message is answered in validation');
      assert.equal(step.state.phase, 'validation');
      assert.equal(step.state.userMessageCounts.ideation, 3);
      assert.equal(last(step.state).type, 'validation');
    });

    it('moves from ideation to validation when the reply names a next phase', () => {
      const step = say(createBrainstorm(ctx), 'Buses are always late', ctx, {
        message: 'Who else is affected by this?',
        nextPhase: 'validation',
      });
      assert.equal(step.state.phase, 'validation');
      assert.equal(
        say(createBrainstorm(ctx), 'Buses are late', ctx, {
          message: 'Who else is affected by this?',
          nextPhase: 'refinement',
        }).state.phase,
        'validation',
      );
      assert.equal(
        say(createBrainstorm(ctx), 'Buses are late', ctx, {
          message: 'Who else is affected by this?',
          nextPhase: 'ideation',
        }).state.phase,
        'ideation',
      );
      assert.equal(
        say(createBrainstorm(ctx), 'Buses are late', ctx, {
          message: 'Who else is affected by this?',
          nextPhase: 'nonsense',
        }).state.phase,
        'ideation',
      );
      assert.equal(
        say(createBrainstorm(ctx), 'Buses are late', ctx, {
          message: 'Who else is affected by this?',
          nextPhase: null,
        }).state.phase,
        'ideation',
      );
    });

    it('sends the 3 messages before the new one as history, the message count, the phase and the language', () => {
      let state = createBrainstorm(ctx);
      state = say(state, 'first', ctx, { message: 'Reply number one?' }).state;
      const { turn } = submitMessage(state, '  second  ', ctx);
      assert.deepEqual(turn.reply, {
        prompt: 'second',
        conversationHistory: [
          texts.opening.replace('{firstName}', 'Student'),
          'first',
          'Reply number one?',
        ].join('\n'),
        phase: 'ideation',
        sessionCount: 2,
        language: locale,
      });
    });

    it('validation: asks validate-challenge, keeps insights, and moves to refinement at the 2nd message with the first probing prompt', () => {
      let state = toValidation(ctx);
      let step = say(state, SCRIPT[locale].validation[0], ctx);
      assert.deepEqual(step.turn.validation, {
        idea: SCRIPT[locale].validation[0],
        context: step.turn.reply?.conversationHistory,
        language: locale,
      });
      assert.equal(step.turn.reply?.phase, 'validation');
      state = step.state;
      assert.equal(state.phase, 'validation');
      assert.deepEqual(state.insights, [SCRIPT[locale].validation[0]]);

      step = say(state, SCRIPT[locale].validation[1], ctx);
      assert.equal(step.turn.reply, null, 'refinement is scripted');
      assert.equal(step.turn.validation?.idea, SCRIPT[locale].validation[1]);
      state = step.state;
      assert.equal(state.phase, 'refinement');
      assert.equal(state.userMessageCounts.validation, 2);
      assert.deepEqual(state.insights, [SCRIPT[locale].validation[0], SCRIPT[locale].validation[1]]);
      assert.equal(last(state).type, 'insight');
      // "Friends said the same" is evidence, not who is affected: the first probing prompt asks who.
      assert.equal(last(state).message, `${texts.encouragements[0]}\n${texts.slotPrompts.who}`);
      assert.equal(state.probingPromptIndex, 1);
      assert.equal(state.userMessagesSinceInsight, 0);
    });

    it('refinement: the next prompt after 1 answer, the read-back after 2, creation with a prefilled draft after yes', () => {
      let state = toRefinement(ctx);
      state = say(state, SCRIPT[locale].refinement[0], ctx).state;
      assert.equal(state.phase, 'refinement');
      // The lead line names the group just said; the next prompt asks for what is still missing.
      assert.equal(
        last(state).message,
        `${texts.acknowledgements.who.replace('{value}', locale === 'en' ? 'younger students' : 'jüngere Schüler')}\n${texts.slotPrompts.success}`,
      );
      assert.equal(state.probingPromptIndex, 2);

      const step = say(state, SCRIPT[locale].refinement[1], ctx);
      assert.equal(step.turn.reply, null);
      state = step.state;
      assert.equal(state.phase, 'refinement');
      assert.equal(state.awaitingReadBack, true);
      assert.match(last(state).message, locale === 'en' ? /Is that right/u : /Stimmt das so/u);
      assert.ok(last(state).message.includes(`${SCRIPT[locale].ideation[0]}.`));
      state = say(state, locale === 'en' ? 'Yes' : 'Ja', ctx).state;
      assert.equal(state.phase, 'creation');
      assert.equal(last(state).type, 'summary');
      assert.match(state.draft.title, locale === 'en' ? /^How might we .+\?$/ : /^Wie können wir .+\?$/);
      assert.ok(state.draft.title.length <= 60);
      assert.notEqual(state.draft.title, SCRIPT[locale].title);
      assert.equal(state.draft.difficulty, 'beginner');
      assert.ok(state.draft.tags.length >= 1 && state.draft.tags.length <= 5);
      assert.equal(state.draft.category, 'education');
      // Rendered from the slots: the problem, then the answer to the success question.
      assert.ok(state.draft.description.toLowerCase().includes(SCRIPT[locale].refinement[1].toLowerCase()));
      assert.ok(state.draft.description.startsWith(`${SCRIPT[locale].ideation[0]}.`));
      assert.equal(state.insights.length, 4, 'the answer to the read-back is no insight');
      assert.equal(
        createChallengeSchema.safeParse({
          ...state.draft,
          brainstormSession: sessionMessages(state),
          validatedInsights: validatedInsights(state),
        }).success,
        true,
      );
    });

    it('goes back from creation to refinement: the 3rd prompt, then creation once the prompts are used up', () => {
      let state = toCreation(ctx);
      state = updateDraft(state, { title: 'Edited' });
      assert.equal(state.draft.title, 'Edited');
      state = backToRefinement(state, ctx);
      assert.equal(state.phase, 'refinement');
      assert.equal(last(state).message, texts.slotPrompts.tried, 'no encouragement without an answer');
      assert.equal(state.probingPromptIndex, 3);
      state = say(state, SCRIPT[locale].more, ctx).state;
      assert.equal(state.awaitingReadBack, true, 'prompts used up: the read-back after 1 answer');
      state = say(state, locale === 'en' ? 'Yes, exactly.' : 'Ja, genau so.', ctx).state;
      assert.equal(state.phase, 'creation');
      assert.equal(last(state).type, 'summary');
      // The answer to "the smallest part" fills no slot: the draft keeps what the slots say.
      assert.ok(state.draft.description.startsWith(`${SCRIPT[locale].ideation[0]}.`));
      assert.ok(state.draft.description.toLowerCase().includes(SCRIPT[locale].refinement[1].toLowerCase()));

      state = backToRefinement(state, ctx);
      assert.equal(state.phase, 'refinement');
      assert.equal(last(state).message, texts.refineFurther);
      state = say(state, 'Add a weekly report', ctx).state;
      state = say(state, 'ok', ctx).state;
      assert.equal(state.phase, 'creation');
      assert.equal(backToRefinement(toValidation(ctx), ctx).phase, 'validation', 'only from creation');
    });

    it('replaces a reply shorter than 11 characters with a fallback question of the phase, rotating', () => {
      let state = say(createBrainstorm(ctx), 'Buses are late', ctx, { message: 'Why?' }).state;
      assert.equal(last(state).message, texts.fallbackQuestions.ideation[0]);
      assert.equal(last(state).type, 'question');
      assert.equal(state.phase, 'ideation');
      state = say(state, 'Because of traffic', ctx, { message: '0123456789' }).state;
      assert.equal(last(state).message, texts.fallbackQuestions.ideation[1]);
      state = say(state, 'And the bus drivers', ctx, { message: '01234567890' }).state;
      assert.equal(last(state).message, '01234567890', '11 characters are kept');
      state = say(state, 'Yes really', ctx, { message: '' }).state;
      assert.equal(
        last(state).message,
        texts.fallbackQuestions.validation[2 % texts.fallbackQuestions.validation.length],
      );
      assert.equal(last(state).type, 'validation');
    });

    it('answers an AI failure with a fallback question and keeps the phase', () => {
      const { state } = submitMessage(createBrainstorm(ctx), 'Buses are late', ctx);
      const failed = applyFailure(state, ctx);
      assert.equal(failed.phase, 'ideation');
      assert.equal(last(failed).sender, 'avatar');
      assert.equal(last(failed).message, texts.fallbackQuestions.ideation[0]);
    });

    it('loop guard: a repeated reply forces ideation forward to validation with the bridging message', () => {
      let state = say(createBrainstorm(ctx), 'Buses are late', ctx, {
        message: 'Who is affected most?',
      }).state;
      state = say(state, 'Pupils', ctx, { message: 'Who is affected most?' }).state;
      assert.equal(state.phase, 'validation');
      assert.equal(last(state).message, texts.bridges.validation);
      assert.equal(state.messages.filter((m) => m.message === 'Who is affected most?').length, 1);
    });

    it('loop guard: the stock phrase forces validation forward to refinement, with the first probing prompt', () => {
      let state = toValidation(ctx);
      const stock =
        locale === 'en'
          ? 'We are developing sharper understanding of your idea.'
          : 'Wir entwickeln ein schärferes Verständnis deiner Idee.';
      state = say(state, SCRIPT[locale].validation[0], ctx, { message: stock }).state;
      assert.equal(state.phase, 'refinement');
      assert.equal(last(state).message, `${texts.bridges.refinement}\n${texts.slotPrompts.who}`);
      assert.equal(state.userMessagesSinceInsight, 0);
      assert.ok(!state.messages.some((m) => m.message === stock));
    });

    it('loop guard in creation keeps the phase', () => {
      let state = toCreation(ctx);
      const { state: asked, turn } = submitMessage(state, 'Can you shorten the title?', ctx);
      assert.equal(turn.reply?.phase, 'creation');
      state = applyReply(asked, { message: lastAvatar(asked) }, ctx);
      assert.equal(state.phase, 'creation');
      assert.equal(last(state).message, texts.bridges.creation);
    });

    it('sends the session as product.md §3 messages and the insights', () => {
      const state = toCreation(ctx);
      const session = sessionMessages(state);
      assert.equal(session.length, state.messages.length);
      for (const m of session)
        assert.deepEqual(
          Object.keys(m).sort(),
          m.sender === 'user'
            ? ['id', 'message', 'sender', 'timestamp']
            : ['id', 'message', 'sender', 'timestamp', 'type'],
        );
      assert.equal(new Set(session.map((m) => m.id)).size, session.length);
      assert.deepEqual(validatedInsights(state), [
        ...SCRIPT[locale].validation,
        ...SCRIPT[locale].refinement,
      ]);
    });
  });
}

function lastAvatar(state: BrainstormState) {
  return [...state.messages].reverse().find((m) => m.sender === 'avatar')!.message;
}

function toValidation(ctx: BrainstormContext) {
  let state = createBrainstorm(ctx);
  for (const text of SCRIPT[ctx.locale].ideation) state = say(state, text, ctx).state;
  assert.equal(state.phase, 'validation');
  return state;
}

function toRefinement(ctx: BrainstormContext) {
  let state = toValidation(ctx);
  for (const text of SCRIPT[ctx.locale].validation) state = say(state, text, ctx).state;
  assert.equal(state.phase, 'refinement');
  return state;
}

function toCreation(ctx: BrainstormContext) {
  let state = toRefinement(ctx);
  for (const text of SCRIPT[ctx.locale].refinement) state = say(state, text, ctx).state;
  assert.equal(state.awaitingReadBack, true);
  state = say(state, ctx.locale === 'en' ? "Yes, that's right." : 'Ja, stimmt.', ctx).state;
  assert.equal(state.phase, 'creation');
  return state;
}

describe('probing prompts aim at empty slots (product.md §4.3)', () => {
  for (const locale of ['en', 'de'] as const) {
    it(`${locale}: a prompt whose slot is filled is replaced by one for an empty slot`, () => {
      const ctx = ctxFor(locale);
      const texts = BRAINSTORM_TEXTS[locale];
      let state = createBrainstorm(ctx);
      const whoQuestion = texts.slotPrompts.who;
      const answers = SCRIPT[locale];
      state = say(state, answers.ideation[0], ctx, { message: whoQuestion }).state;
      state = say(state, answers.refinement[0], ctx, { message: texts.slotPrompts.success }).state;
      state = say(state, answers.refinement[1], ctx, { message: texts.slotPrompts.impact }).state;
      state = say(state, answers.validation[0], ctx, {
        message: texts.fallbackQuestions.validation[0],
      }).state;
      state = say(state, answers.validation[1], ctx).state;
      assert.equal(state.phase, 'refinement');
      // who and success are filled, impact was asked: the first prompt asks how often instead of who.
      assert.equal(last(state).message.split('\n')[1], texts.slotPrompts.frequency);
    });

    it(`${locale}: a correction at the read-back changes the slot, not the transcript; at most two read-backs`, () => {
      const ctx = ctxFor(locale);
      let state = toRefinement(ctx);
      for (const text of SCRIPT[locale].refinement) state = say(state, text, ctx).state;
      assert.equal(state.awaitingReadBack, true);
      const before = state.slots.who;
      state = say(state, locale === 'en' ? "No, it's mostly commuters." : 'Nein, eher Pendler.', ctx).state;
      assert.notEqual(state.slots.who, before);
      assert.equal(state.awaitingReadBack, true);
      assert.equal(state.readBacks, 2);
      assert.match(last(state).message, locale === 'en' ? /commuters/u : /Pendler/u);
      state = say(state, locale === 'en' ? 'No, mostly parents.' : 'Nein, eher Eltern.', ctx).state;
      assert.equal(state.phase, 'creation', 'after the second read-back, creation whatever the answer');
      assert.ok(state.insights.every((i) => !/commuters|Pendler/u.test(i)));
    });
  }
});
