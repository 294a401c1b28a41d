import { DIFFICULTIES, type Difficulty } from '@creators/contracts';
import type { Challenge as ChallengeRow } from '../generated/prisma/client.js';
import { ChallengeType } from './challenge.types.js';

const asDifficulty = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'beginner';

/** The one place a database row becomes the GraphQL `Challenge`; Prisma types stay in the service. */
export function toChallengeType(row: ChallengeRow): ChallengeType {
  // Every column the GraphQL type declares flows through; GraphQL answers only the declared fields.
  return Object.assign(new ChallengeType(), row, {
    difficulty: asDifficulty(row.difficulty),
    tags: [...row.tags],
    validatedInsights: [...row.validatedInsights],
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
  });
}
