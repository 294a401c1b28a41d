import type { BrainstormPhase, Locale } from '@creators/contracts';
import { fillSlots, type DraftSlots, type SlotMessage } from './slots.js';
import type { ChallengeDraft } from './summary.js';

/** One turn of the brainstorm: what the user just said and where the dialogue stands. */
export interface DialogueTurn {
  /** The user's latest message. */
  prompt: string;
  /** The last few messages of the dialogue (user's and Isla's), one per line, oldest first. */
  conversationHistory: string;
  phase: BrainstormPhase;
  /** How many messages the user has sent in this brainstorm so far. */
  sessionCount: number;
  /** The language Isla answers in. */
  language: Locale;
  /** The slots the person has filled in this brainstorm so far (kept on the server), if known. */
  slots?: DraftSlots;
}

export interface DialogueReply {
  message: string;
  /** The phase the dialogue should move to, when the generator decides so; null leaves it to the client. */
  nextPhase: BrainstormPhase | null;
}

/** A challenge idea to check before it is published. */
export interface IdeaToValidate {
  idea: string;
  context: string;
  language: Locale;
}

export interface IdeaVerdict {
  valid: boolean;
  feedback: string;
}

/** What a draft is made of: the brainstorm's slots and everything the person said. */
export interface DraftRequest {
  slots: DraftSlots;
  userMessages: string[];
  language: Locale;
}

/** What the slots are read from: the brainstorm's messages and the slots read before. */
export interface SlotsRequest {
  /** The brainstorm's messages (the person's and Isla's), oldest first. */
  messages: SlotMessage[];
  /** The slots read before; a filled slot keeps its value. */
  slots: DraftSlots;
  language: Locale;
}

/**
 * The built-in engine's extractSlots: null, which means "the built-in reading" (builtinSlotReading). A generator
 * without extractSlots reads the same way.
 */
export const builtinExtractSlots: NonNullable<TextGenerator['extractSlots']> = () => Promise.resolve(null);

/** The built-in reading of a brainstorm's slots (fillSlots: the slot each of Isla's questions aimed at). */
export function builtinSlotReading(request: SlotsRequest): DraftSlots {
  return fillSlots(request.messages, request.slots);
}

/**
 * Something that speaks as Isla: the built-in Socratic engine or a language model behind a vendor API.
 * Implementations throw when they cannot give a usable answer (network, timeout, status, garbage); the caller
 * decides what to fall back to.
 */
export interface TextGenerator {
  /** Reported to clients as `provider`: builtin, perplexity, openai. */
  readonly name: string;
  respond(turn: DialogueTurn, signal?: AbortSignal): Promise<DialogueReply>;
  validate(idea: IdeaToValidate, signal?: AbortSignal): Promise<IdeaVerdict>;
  /** The challenge draft of a brainstorm. */
  draft(request: DraftRequest, signal?: AbortSignal): Promise<ChallengeDraft>;
  /**
   * The brainstorm's slots as this generator reads them (the known ones kept). Absent, or null/undefined: the
   * built-in reading (builtinSlotReading) applies.
   */
  extractSlots?(request: SlotsRequest, signal?: AbortSignal): Promise<DraftSlots | null | undefined>;
}

/** What a generator answered, and who answered it (after any fallback). */
export interface Generated<T> {
  result: T;
  provider: string;
}
