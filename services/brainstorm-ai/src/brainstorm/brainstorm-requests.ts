import { z } from 'zod';
import { ISLA_LIMITS, LOCALES, msg } from '@creators/contracts';

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

/** product.md §4.3 'Back to Refinement' (brainstormBackToRefinement). */
export const brainstormBackToRefinementSchema = z.strictObject(
  { brainstormId, language: z.enum(LOCALES).optional() },
  msg('validation.unknownField'),
);
