import { z } from 'zod';
import { msg } from './common.js';
import { LIMITS } from './enums.js';

/**
 * docs/product.md §15 "Delete my account" (DELETE /api/users/me, GraphQL deleteMyAccount): the person's password
 * (a wrong one is refused with validation.password.current on password, and counts like a failed sign-in) and a
 * typed confirmation, which must be the account's own e-mail address (compared trimmed, ignoring case; else
 * validation.erase.confirmation on confirmation). Anything else is refused.
 */
export const deleteAccountSchema = z.strictObject(
  {
    password: z
      .string(msg('validation.password.currentRequired'))
      .min(1, msg('validation.password.currentRequired'))
      // A longer one was never accepted as a password: it cannot be theirs.
      .max(LIMITS.passwordMax, msg('validation.password.current')),
    confirmation: z
      .string(msg('validation.erase.confirmation'))
      .trim()
      .min(1, msg('validation.erase.confirmation'))
      .max(LIMITS.emailMax, msg('validation.erase.confirmation')),
  },
  msg('validation.unknownField'),
);

/**
 * NATS request/reply used by erasure (under NATS_SUBJECT_PREFIX): the challenges service asks the teams service
 * which of an erased person's challenges have teams (those keep their text under "a deleted member"; the others
 * are deleted). Request and reply are JSON `{ challengeIds: string[] }`.
 */
export const ERASURE_RPC = {
  challengesWithTeams: 'teams.erasure.challenges-with-teams',
} as const;
export interface ChallengesWithTeamsMessage {
  challengeIds: string[];
}
