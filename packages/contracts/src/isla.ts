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
