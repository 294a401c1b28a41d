import { z } from 'zod';
import { ISLA_LIMITS, LOCALES, msg } from '@creators/contracts';

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
