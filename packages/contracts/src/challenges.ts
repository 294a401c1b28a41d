import { z } from 'zod';
import { CHALLENGE_CATEGORIES, CHALLENGE_STATUSES, DIFFICULTIES } from './enums.js';
import { expectedUpdatedAt, msg, tagList, text, uuid } from './common.js';
import { searchText } from './paging.js';
import { CHALLENGE_LIMITS } from './challenge-limits.js';

export { CHALLENGE_LIMITS };

const brainstormMessage = z.object({
  id: z.string().max(100),
  message: z.string().max(CHALLENGE_LIMITS.sessionMessageMax),
  sender: z.enum(['user', 'avatar']),
  timestamp: z.string().max(40),
  type: z.enum(['question', 'validation', 'insight', 'summary']).optional(),
});

/** The fields an author writes, with the bounds and messages that creating and editing share (product.md §3). */
const challengeContentFields = {
  title: text(CHALLENGE_LIMITS.titleMin, CHALLENGE_LIMITS.titleMax, 'validation.challenge.title'),
  description: text(
    CHALLENGE_LIMITS.descriptionMin,
    CHALLENGE_LIMITS.descriptionMax,
    'validation.challenge.description',
  ),
  category: z.enum(CHALLENGE_CATEGORIES, msg('validation.challenge.category')),
  difficulty: z.enum(DIFFICULTIES, msg('validation.difficulty.invalid')),
  tags: tagList(CHALLENGE_LIMITS.tagsMax, CHALLENGE_LIMITS.tagMax),
};

/** product.md §7 POST /api/challenges; from the brainstorm also brainstormSession and validatedInsights. */
export const createChallengeSchema = z.strictObject(
  {
    ...challengeContentFields,
    difficulty: challengeContentFields.difficulty.default('beginner'),
    status: z.literal('active', msg('validation.status.invalid')).default('active'),
    tags: challengeContentFields.tags.default([]),
    brainstormSession: z
      .array(brainstormMessage)
      .max(CHALLENGE_LIMITS.sessionMessagesMax, msg('validation.list.max'))
      .optional(),
    validatedInsights: z
      .array(z.string().trim().min(1).max(500))
      .max(CHALLENGE_LIMITS.insightsMax, msg('validation.list.max'))
      .optional(),
  },
  msg('validation.unknownField'),
);
export type CreateChallengeInput = z.input<typeof createChallengeSchema>;

/**
 * An author's edit of their challenge (docs/product.md, owners change what they made): any of the fields creation
 * took, with the same rules, and the status (any to any: closed takes no new teams, archived leaves the lists).
 * expectedUpdatedAt is the version the edit was made from; a newer one refuses the edit (error.edit.stale).
 */
export const updateChallengeSchema = z.strictObject(
  {
    expectedUpdatedAt,
    ...z.object(challengeContentFields).partial().shape,
    status: z.enum(CHALLENGE_STATUSES, msg('validation.status.invalid')).optional(),
  },
  msg('validation.unknownField'),
);
export type UpdateChallengeInput = z.input<typeof updateChallengeSchema>;

/** The filters of the challenges list (GraphQL `challenges`, REST GET /api/challenges); paging is platform's parsePage. */
export const challengeListSchema = z.strictObject(
  {
    search: searchText,
    category: z.enum(CHALLENGE_CATEGORIES, msg('validation.challenge.categoryFilter')).optional(),
    createdBy: uuid.optional(),
  },
  msg('validation.unknownField'),
);
export type ChallengeListFilters = z.output<typeof challengeListSchema>;
