import {
  BRAINSTORM_LIMITS,
  BRAINSTORM_PHASES,
  conversationHistory,
  DEFAULT_FIRST_NAME,
  isReplyTooShort,
  type BrainstormMessageType,
  type BrainstormPhase,
  type IslaReplyRequest,
  type Locale,
  type SessionMessage,
} from '@creators/contracts';
import { isLoopingReply } from './loop-guard.js';
import { buildSummary, EMPTY_DRAFT, type ChallengeDraft, type SummaryCategory } from './summary.js';
import { BRAINSTORM_TEXTS, fillText } from './texts.js';
import {
  askedSlots,
  questionSlot,
  renderDescription,
  renderDraft,
  saysSomething,
  slotToAsk,
  type DraftSlots,
} from './slots.js';
import { mergeEvidence, understandMessage, type Understanding } from './understand.js';
import { acknowledgementFor } from './acknowledge.js';
import { answerPlatformQuestion } from './platform-questions.js';

/**
 * The brainstorm with Isla (product.md §4.3): ideation → validation → refinement → creation, and back from creation
 * to refinement. Pure functions over an immutable state; the caller does the I/O (AI request, speech) that a
 * transition asks for and feeds the answer back.
 *
 *   submitMessage(state, text)  adds the user's message, applies the count thresholds and either asks for an AI
 *                               reply (ideation, validation) or appends Isla's scripted answer (refinement).
 *   applyReply(state, reply)    adds the AI's reply: short replies become a fallback question, a looping reply is
 *                               replaced by a bridging message and forces the next phase; a reply that names a next
 *                               phase ends ideation.
 *   applyFailure(state)         the AI failed: a scripted fallback question.
 *   backToRefinement(state)     from creation: the next probing prompt, if any is left.
 */

/** product.md §3 brainstorm message, plus the phase it was written in. */
export interface BrainstormMessage extends SessionMessage<BrainstormMessageType> {
  phase: BrainstormPhase;
}

/** product.md §7 POST /api/perplexity/validate-challenge: result ignored, failures swallowed. */
export interface IdeaValidationRequest {
  idea: string;
  context: string;
  language: Locale;
}

/** An AI reply as the machine takes it. */
export interface IslaReply {
  message: string | null | undefined;
  nextPhase?: string | null;
}

export interface BrainstormState {
  phase: BrainstormPhase;
  messages: BrainstormMessage[];
  /** User messages sent in each phase. */
  userMessageCounts: Record<BrainstormPhase, number>;
  /** What the user stated in validation and refinement: the validated insights sent with the challenge. */
  insights: string[];
  /** Probing prompts served so far (0 to 3); the next one to serve has this index. */
  probingPromptIndex: number;
  /** User messages since the first insight message (probing prompt) of the current refinement round; null: none served in this round. */
  userMessagesSinceInsight: number | null;
  /** Fallback questions served so far (rotates the scripted list). */
  fallbacksUsed: number;
  /** The guessed category of the last summary (product.md §4.3's six values), null before the first summary. */
  summaryCategory: SummaryCategory | null;
  draft: ChallengeDraft;
  nextId: number;
  /**
   * What the person has said, by slot (product.md §4.3 "Understanding"): read by content from every message, once,
   * in submitMessage; every other reader (probing prompts, the draft, the Socratic engine, the service) takes these.
   */
  slots: DraftSlots;
  /** Read-backs served before creation (0 to 2); `awaitingReadBack`: Isla's last message is one, waiting for yes or a correction. */
  readBacks: number;
  awaitingReadBack: boolean;
}

/** Context of a transition: the language of Isla's scripted lines and the clock. */
export interface BrainstormContext {
  locale: Locale;
  now?: Date;
}

/** What the caller does after submitMessage. */
export interface BrainstormTurn {
  /** Ask the AI, then applyReply or applyFailure. null: Isla's answer is already in the state (scripted). */
  reply: IslaReplyRequest | null;
  /** Fire and forget. */
  validation: IdeaValidationRequest | null;
}

const zeroCounts = (): Record<BrainstormPhase, number> => ({
  ideation: 0,
  validation: 0,
  refinement: 0,
  creation: 0,
});

function append(
  state: BrainstormState,
  message: Omit<BrainstormMessage, 'id' | 'timestamp' | 'phase'>,
  ctx: BrainstormContext,
): BrainstormState {
  const entry: BrainstormMessage = {
    id: `m${state.nextId}`,
    timestamp: (ctx.now ?? new Date()).toISOString(),
    phase: state.phase,
    ...message,
  };
  if (entry.type === undefined) delete entry.type;
  return { ...state, messages: [...state.messages, entry], nextId: state.nextId + 1 };
}

const avatarSays = (
  state: BrainstormState,
  message: string,
  type: BrainstormMessageType,
  ctx: BrainstormContext,
) => append(state, { sender: 'avatar', message, type }, ctx);

/** The message type of Isla's replies in a phase. */
export function replyType(phase: BrainstormPhase): BrainstormMessageType {
  return phase === 'validation' ? 'validation' : phase === 'refinement' ? 'insight' : 'question';
}

/** The phase after this one (creation stays). */
export function nextPhaseOf(phase: BrainstormPhase): BrainstormPhase {
  return BRAINSTORM_PHASES[Math.min(BRAINSTORM_PHASES.indexOf(phase) + 1, BRAINSTORM_PHASES.length - 1)];
}

/** A fresh brainstorm: ideation, with Isla's opening question. */
export function createBrainstorm(ctx: BrainstormContext & { firstName?: string | null }): BrainstormState {
  const state: BrainstormState = {
    phase: 'ideation',
    messages: [],
    userMessageCounts: zeroCounts(),
    insights: [],
    probingPromptIndex: 0,
    userMessagesSinceInsight: null,
    fallbacksUsed: 0,
    summaryCategory: null,
    draft: { ...EMPTY_DRAFT, tags: [] },
    nextId: 1,
    slots: {},
    readBacks: 0,
    awaitingReadBack: false,
  };
  const firstName = ctx.firstName?.trim() || DEFAULT_FIRST_NAME;
  return avatarSays(state, fillText(BRAINSTORM_TEXTS[ctx.locale].opening, { firstName }), 'question', ctx);
}

/** The text of Isla's last message, if any. */
export function lastAvatarMessage(state: BrainstormState): string | null {
  for (let i = state.messages.length - 1; i >= 0; i--)
    if (state.messages[i].sender === 'avatar') return state.messages[i].message;
  return null;
}

/** A scripted fallback question of the current phase (rotating, so two in a row differ where the list allows). */
export function withFallbackQuestion(state: BrainstormState, ctx: BrainstormContext): BrainstormState {
  const list = BRAINSTORM_TEXTS[ctx.locale].fallbackQuestions[state.phase];
  const question = list[state.fallbacksUsed % list.length];
  return {
    ...avatarSays(state, question, replyType(state.phase), ctx),
    fallbacksUsed: state.fallbacksUsed + 1,
  };
}

/**
 * Serves the next probing prompt (optionally after a lead line: an encouragement or a bridge). The first prompt of
 * a refinement round is its first insight message: the user's messages are counted from there.
 */
function serveProbingPrompt(
  state: BrainstormState,
  lead: string | null,
  ctx: BrainstormContext,
): BrainstormState {
  const prompt = probingPromptFor(state, ctx);
  const text = lead ? `${lead}\n${prompt}` : prompt;
  return {
    ...avatarSays(state, text, 'insight', ctx),
    probingPromptIndex: state.probingPromptIndex + 1,
    userMessagesSinceInsight: state.userMessagesSinceInsight ?? 0,
  };
}

/**
 * The next probing prompt (product.md §4.3): it aims at what is still missing, in whatever order the rest came — the
 * first slot still empty that Isla has not asked about yet (slotToAsk); with every slot filled or asked, a scripted
 * prompt that aims at no slot ("the smallest part a team could tackle"); else the scripted one of this round.
 */
export function probingPromptFor(state: BrainstormState, ctx: BrainstormContext): string {
  const texts = BRAINSTORM_TEXTS[ctx.locale];
  const scripted = texts.probingPrompts[state.probingPromptIndex] ?? texts.probingPrompts[0]!;
  const slot = slotToAsk(state.slots, askedSlots(state.messages));
  if (slot) return texts.slotPrompts[slot];
  const said = state.messages.filter((m) => m.sender === 'avatar').map((m) => m.message);
  const unaimed = texts.probingPrompts.find((p) => !questionSlot(p) && !said.some((m) => m.includes(p)));
  return unaimed ?? scripted;
}

/** Replaces the slots (a model's extraction, product.md §4.3): the draft and the next questions read them. */
export function updateSlots(state: BrainstormState, slots: DraftSlots): BrainstormState {
  return { ...state, slots: { ...slots } };
}

/**
 * The lead line before a probing prompt: it names what the person just said (acknowledge.ts); a scripted
 * encouragement only when nothing was understood of the message.
 */
function encouragement(state: BrainstormState, ctx: BrainstormContext, understood?: Understanding): string {
  const fitting = understood ? acknowledgementFor(understood, ctx.locale) : null;
  if (fitting) return fitting;
  const lines = BRAINSTORM_TEXTS[ctx.locale].encouragements;
  return lines[state.probingPromptIndex % lines.length];
}

const promptsLeft = (state: BrainstormState) =>
  state.probingPromptIndex <
  Math.min(BRAINSTORM_LIMITS.probingPrompts, BRAINSTORM_TEXTS.en.probingPrompts.length);

/** Enters refinement and serves its first probing prompt (after the lead line). */
function enterRefinement(
  state: BrainstormState,
  lead: string | null,
  ctx: BrainstormContext,
): BrainstormState {
  const refining: BrainstormState = { ...state, phase: 'refinement', userMessagesSinceInsight: null };
  return promptsLeft(refining)
    ? serveProbingPrompt(refining, lead, ctx)
    : lead
      ? avatarSays(refining, lead, 'insight', ctx)
      : refining;
}

/**
 * Isla's summary prefills the draft; the brainstorm moves to creation. The draft is rendered from the slots of the
 * whole conversation (product.md §4.3); the summary message names its title and the newest insights.
 */
function enterCreation(state: BrainstormState, lead: string | null, ctx: BrainstormContext): BrainstormState {
  const problemMessages = state.messages
    .filter((m) => m.sender === 'user' && m.phase === 'ideation')
    .map((m) => m.message);
  const summary = buildSummary({ problemMessages, insights: state.insights, locale: ctx.locale });
  const slots = state.slots;
  const userMessages = state.messages.filter((m) => m.sender === 'user').map((m) => m.message);
  const rendered = renderDraft(slots, ctx.locale, userMessages);
  const texts = BRAINSTORM_TEXTS[ctx.locale];
  // Shown: the newest three that say something ("idk", a single word or a question is kept, not quoted).
  const shownInsights = state.insights
    .filter(saysSomething)
    .slice(-3)
    .map((insight) => insight.trim().replace(/[.!?;,:]+$/u, ''))
    .filter(Boolean)
    .join('; ');
  const summaryMessage = fillText(shownInsights ? texts.summary : texts.summaryNoInsights, {
    title: rendered.draft.title,
    insights: shownInsights,
  });
  const draft: ChallengeDraft = {
    ...rendered.draft,
    // Nothing was answered that a description could be made of: the person's own words, as before.
    description: rendered.draft.description || summary.draft.description,
  };
  const message = lead ? `${lead}\n${summaryMessage}` : summaryMessage;
  const summarised = avatarSays({ ...state, phase: 'creation' }, message, 'summary', ctx);
  return {
    ...summarised,
    draft,
    summaryCategory: rendered.category,
    userMessagesSinceInsight: null,
    awaitingReadBack: false,
  };
}

/** The read-back's two or three sentences: the description's first ones (the problem, who and how often, why). */
export function readBackOf(slots: DraftSlots, locale: BrainstormContext['locale']): string {
  return renderDescription(slots, locale)
    .split(/(?<=[.!?])\s+/u)
    .slice(0, 3)
    .join(' ');
}

/**
 * Refinement is over (product.md §4.3): Isla first reads the challenge back and asks whether it is right; with nothing
 * to read back, or after the second read-back, the draft follows at once.
 */
function endRefinement(
  state: BrainstormState,
  ctx: BrainstormContext,
  lead: string | null = null,
): BrainstormState {
  const readBack = readBackOf(state.slots, ctx.locale);
  if (!readBack || state.readBacks >= READ_BACKS_MAX) return enterCreation(state, lead, ctx);
  const texts = BRAINSTORM_TEXTS[ctx.locale];
  const line = fillText(state.readBacks === 0 ? texts.readBack : texts.readBackAgain, { readBack });
  return {
    ...avatarSays(state, lead ? `${lead}\n${line}` : line, 'summary', ctx),
    readBacks: state.readBacks + 1,
    awaitingReadBack: true,
  };
}

/** A read-back and, after a correction, one more (product.md §4.3). */
const READ_BACKS_MAX = 2;

/**
 * The person answers the read-back: a yes (or anything that corrects nothing) goes to creation with the draft; a
 * correction updates the slot it names (not the transcript) and Isla reads back again, at most once more.
 */
function answerReadBack(
  state: BrainstormState,
  understood: Understanding,
  ctx: BrainstormContext,
): BrainstormState {
  const answered = { ...state, awaitingReadBack: false };
  // "Ja, genau, so hab ich das gemeint": a yes that corrects nothing.
  const yes =
    /^(?:yes|yeah|yep|jep|ja|jo|genau|exactly|correct|right|richtig|stimmt|passt|that's (?:it|right))\b/iu;
  if (
    understood.agreement ||
    understood.evidence.length === 0 ||
    (yes.test(understood.text) && !understood.correction)
  )
    return enterCreation(answered, null, ctx);
  const slots = mergeEvidence(state.slots, { ...understood, correction: true });
  return endRefinement({ ...answered, slots }, ctx);
}

/**
 * product.md §4.3 loop guard: the phase is forced forward with a fixed bridging message in the current language
 * (ideation → validation, validation → refinement with its first probing prompt, refinement → creation with the
 * summary; creation stays and only hears the bridge).
 */
export function forcePhaseForward(state: BrainstormState, ctx: BrainstormContext): BrainstormState {
  const bridges = BRAINSTORM_TEXTS[ctx.locale].bridges;
  switch (state.phase) {
    case 'ideation':
      return avatarSays({ ...state, phase: 'validation' }, bridges.validation, 'validation', ctx);
    case 'validation':
      return enterRefinement(state, bridges.refinement, ctx);
    case 'refinement':
      return enterCreation(state, bridges.creation, ctx);
    case 'creation':
      return avatarSays(state, bridges.creation, 'summary', ctx);
  }
}

/**
 * The user sends a message (product.md §4.3). Empty text changes nothing. The count thresholds apply at once, so the
 * AI is asked in the phase the message leads into:
 * - ideation: the 3rd message moves to validation (the AI answers as validation);
 * - validation: the message is an insight; the 2nd moves to refinement, where Isla serves her first probing prompt
 *   after an encouragement line (no AI);
 * - refinement: the message is an insight; 2 messages since the first probing prompt of the round, or no prompt
 *   left, end in the summary and creation; otherwise the next probing prompt after an encouragement line;
 * - creation: the draft form takes the place of the chat box; a message is recorded and answered by the AI in
 *   the creation phase.
 * The AI request carries the 3 messages before this one as history and the number of the user's messages so far.
 * validate-challenge is asked whenever the message was written in validation.
 */
export function submitMessage(
  state: BrainstormState,
  text: string,
  ctx: BrainstormContext,
): { state: BrainstormState; turn: BrainstormTurn } {
  const message = text.trim().slice(0, BRAINSTORM_LIMITS.messageMaxLength);
  if (!message) return { state, turn: { reply: null, validation: null } };
  // A question about the programme or the platform (product.md §4.3) gets its answer: it counts toward no threshold,
  // fills no slot and is no insight; the brainstorm stays where it was.
  const platformAnswer = answerPlatformQuestion(message, ctx.locale);
  if (platformAnswer) {
    const asked = append(state, { sender: 'user', message }, ctx);
    return {
      state: avatarSays(asked, platformAnswer, replyType(state.phase), ctx),
      turn: { reply: null, validation: null },
    };
  }
  const history = conversationHistory(state.messages);
  const writtenIn = state.phase;
  // What the message says, read once (product.md §4.3): Isla's question before it only breaks a tie.
  const understood = understandMessage(message, questionSlot(lastAvatarMessage(state) ?? ''), {
    problemKnown: !!state.slots.problem,
  });
  if (state.awaitingReadBack && writtenIn === 'refinement') {
    const heard = append(state, { sender: 'user', message }, ctx);
    return {
      state: answerReadBack(heard, understood, ctx),
      turn: { reply: null, validation: null },
    };
  }
  let next = append(state, { sender: 'user', message }, ctx);
  next = { ...next, slots: mergeEvidence(next.slots, understood) };
  next = {
    ...next,
    userMessageCounts: { ...next.userMessageCounts, [writtenIn]: next.userMessageCounts[writtenIn] + 1 },
  };
  if (writtenIn === 'validation' || writtenIn === 'refinement')
    next = { ...next, insights: [...next.insights, message.slice(0, 500)] };

  const validation: IdeaValidationRequest | null =
    writtenIn === 'validation' ? { idea: message, context: history, language: ctx.locale } : null;
  const askAi = (s: BrainstormState) => ({
    state: s,
    turn: {
      reply: {
        prompt: message,
        conversationHistory: history,
        phase: s.phase,
        sessionCount: userMessageTotal(s),
        language: ctx.locale,
      },
      validation,
    },
  });

  switch (writtenIn) {
    case 'ideation':
      if (next.userMessageCounts.ideation >= BRAINSTORM_LIMITS.ideationUserMessages)
        next = { ...next, phase: 'validation' };
      return askAi(next);
    case 'validation':
      if (next.userMessageCounts.validation >= BRAINSTORM_LIMITS.validationUserMessages) {
        return {
          state: enterRefinement(next, encouragement(next, ctx, understood), ctx),
          turn: { reply: null, validation },
        };
      }
      return askAi(next);
    case 'refinement': {
      const since = next.userMessagesSinceInsight === null ? null : next.userMessagesSinceInsight + 1;
      next = { ...next, userMessagesSinceInsight: since };
      if (since === null || since >= BRAINSTORM_LIMITS.refinementUserMessages || !promptsLeft(next)) {
        return {
          state: endRefinement(next, ctx, acknowledgementFor(understood, ctx.locale)),
          turn: { reply: null, validation },
        };
      }
      return {
        state: serveProbingPrompt(next, encouragement(next, ctx, understood), ctx),
        turn: { reply: null, validation },
      };
    }
    case 'creation':
      return askAi(next);
  }
}

/** The user's messages in the whole brainstorm. */
export function userMessageTotal(state: BrainstormState): number {
  return BRAINSTORM_PHASES.reduce((sum, phase) => sum + state.userMessageCounts[phase], 0);
}

/**
 * Adds the AI's reply (product.md §4.3, §5): a reply shorter than 11 characters becomes a scripted fallback question;
 * a reply that repeats Isla's previous message or contains the stock phrase forces the phase forward with a bridging
 * message; otherwise the reply is added as it is. In ideation, a reply that names a next phase (other than ideation)
 * moves the brainstorm to validation.
 */
export function applyReply(
  state: BrainstormState,
  reply: IslaReply,
  ctx: BrainstormContext,
): BrainstormState {
  const text = (reply.message ?? '').trim();
  if (!isReplyTooShort(text) && isLoopingReply(text, lastAvatarMessage(state)))
    return forcePhaseForward(state, ctx);
  const next = isReplyTooShort(text)
    ? withFallbackQuestion(state, ctx)
    : avatarSays(state, text, replyType(state.phase), ctx);
  const named =
    reply.nextPhase && (BRAINSTORM_PHASES as readonly string[]).includes(reply.nextPhase)
      ? reply.nextPhase
      : null;
  if (next.phase === 'ideation' && named && named !== 'ideation') return { ...next, phase: 'validation' };
  return next;
}

/** The AI failed (product.md §8): a scripted fallback question; the phase stays. */
export function applyFailure(state: BrainstormState, ctx: BrainstormContext): BrainstormState {
  return withFallbackQuestion(state, ctx);
}

/** From creation back to refinement (product.md §4.3): Isla serves the next probing prompt, or, with none left, asks what to sharpen. */
export function backToRefinement(state: BrainstormState, ctx: BrainstormContext): BrainstormState {
  if (state.phase !== 'creation') return state;
  const refining: BrainstormState = {
    ...state,
    phase: 'refinement',
    userMessagesSinceInsight: null,
    readBacks: 0,
    awaitingReadBack: false,
  };
  return promptsLeft(refining)
    ? serveProbingPrompt(refining, null, ctx)
    : avatarSays(refining, BRAINSTORM_TEXTS[ctx.locale].refineFurther, 'question', ctx);
}

/** The user edits the draft (creation form). */
export function updateDraft(state: BrainstormState, patch: Partial<ChallengeDraft>): BrainstormState {
  return { ...state, draft: { ...state.draft, ...patch } };
}
