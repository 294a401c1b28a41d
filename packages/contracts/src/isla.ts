import { z } from 'zod';
import { BRAINSTORM_PHASES } from './enums.js';
import { LOCALES } from './locale.js';
import { msg } from './common.js';
import { ISLA_LIMITS } from './isla-limits.js';

export { ISLA_LIMITS };

/** product.md §7 POST /api/perplexity/generate-response. language: the user's language (Isla answers in it). */
export const islaResponseSchema = z.strictObject(
  {
    prompt: z
      .string(msg('validation.isla.prompt'))
      .trim()
      .min(1, msg('validation.isla.prompt'))
      .max(ISLA_LIMITS.promptMax, msg('validation.text.max')),
    conversationHistory: z.string().max(ISLA_LIMITS.historyMax, msg('validation.text.max')).default(''),
    phase: z.enum(BRAINSTORM_PHASES, msg('validation.isla.phase')),
    sessionCount: z.coerce.number().int().min(0).max(10_000).default(0),
    language: z.enum(LOCALES).optional(),
  },
  msg('validation.unknownField'),
);
export type IslaResponseInput = z.input<typeof islaResponseSchema>;
export interface IslaResponse {
  message: string;
  /** The phase the dialogue should move to, when the engine decides so (product.md §4.3: the server reply may name a next phase). */
  nextPhase: (typeof BRAINSTORM_PHASES)[number] | null;
  provider: string;
}

/** product.md §7 POST /api/perplexity/validate-challenge. */
export const challengeValidationSchema = z.strictObject(
  {
    idea: z
      .string(msg('validation.isla.prompt'))
      .trim()
      .min(1, msg('validation.isla.prompt'))
      .max(ISLA_LIMITS.ideaMax, msg('validation.text.max')),
    context: z.string().max(ISLA_LIMITS.historyMax, msg('validation.text.max')).default(''),
    language: z.enum(LOCALES).optional(),
  },
  msg('validation.unknownField'),
);
export type ChallengeValidationInput = z.input<typeof challengeValidationSchema>;

/** product.md §7 POST /api/elevenlabs/speak: returns audio the browser plays. */
export const speechSchema = z.strictObject(
  {
    text: z
      .string(msg('validation.isla.speech'))
      .trim()
      .min(1, msg('validation.isla.speech'))
      .max(ISLA_LIMITS.speechTextMax, msg('validation.text.max')),
    /** Defaults to the request's language. */
    language: z.enum(LOCALES).optional(),
  },
  msg('validation.unknownField'),
);
export type SpeechInput = z.input<typeof speechSchema>;

/** The brainstorm whose challenge draft Isla writes (GraphQL generateChallengeDraft). */
export const challengeDraftRequestSchema = z.strictObject(
  {
    messages: z
      .array(
        z.strictObject({
          sender: z.enum(['user', 'avatar']),
          message: z.string().max(ISLA_LIMITS.promptMax, msg('validation.text.max')),
        }),
      )
      .min(1, msg('validation.isla.prompt'))
      .max(ISLA_LIMITS.draftMessagesMax),
    language: z.enum(LOCALES).optional(),
  },
  msg('validation.unknownField'),
);
export type ChallengeDraftRequestInput = z.input<typeof challengeDraftRequestSchema>;

/** The brainstorm a call continues: its id (a uuid; anything else is bad input, not an unknown brainstorm). */
const brainstormId = z.uuid(msg('validation.id.invalid'));

/**
 * product.md §4.3 startBrainstorm: a fresh brainstorm, Isla's opening in `language` (default: the request's). The
 * opening's first name is the signed-in person's, as the gateway forwards it, never the client's.
 */
export const startBrainstormSchema = z.strictObject(
  {
    language: z.enum(LOCALES).optional(),
    /** The person's open brainstorm as it is when they have said something in it; else a fresh one. */
    resume: z.boolean().optional().nullable(),
  },
  msg('validation.unknownField'),
);
export type StartBrainstormInput = z.input<typeof startBrainstormSchema>;

/** product.md §4.3 sendBrainstormMessage: the person's next message; Isla answers in `language`. */
export const sendBrainstormMessageSchema = z.strictObject(
  {
    brainstormId,
    text: z
      .string(msg('validation.isla.prompt'))
      .trim()
      .min(1, msg('validation.isla.prompt'))
      .max(ISLA_LIMITS.promptMax, msg('validation.text.max')),
    language: z.enum(LOCALES).optional(),
  },
  msg('validation.unknownField'),
);
export type SendBrainstormMessageInput = z.input<typeof sendBrainstormMessageSchema>;

/** product.md §4.3 'Back to Refinement' (brainstormBackToRefinement). */
export const brainstormBackToRefinementSchema = z.strictObject(
  { brainstormId, language: z.enum(LOCALES).optional() },
  msg('validation.unknownField'),
);
export type BrainstormBackToRefinementInput = z.input<typeof brainstormBackToRefinementSchema>;

/** Job payloads on the BullMQ queues (QUEUES.aiGeneration, QUEUES.speechSynthesis). */
export interface AiGenerationJob {
  /** slots: the brainstorm's slots read from its messages (input: a draft request's messages and language). */
  kind: 'response' | 'validation' | 'draft' | 'slots';
  input:
    | z.output<typeof islaResponseSchema>
    | z.output<typeof challengeValidationSchema>
    | z.output<typeof challengeDraftRequestSchema>;
  locale: (typeof LOCALES)[number];
  /** The slots the brainstorm has filled so far, for kinds response, draft and slots; read by @creators/isla's parseDraftSlots. */
  slots?: Readonly<Record<string, string>>;
}
export interface SpeechSynthesisJob {
  text: string;
  language: (typeof LOCALES)[number];
}
export interface SpeechSynthesisResult {
  contentType: string;
  audioBase64: string;
  provider: string;
}
