import { DIFFICULTIES, type Difficulty } from '@creators/contracts';
import type { Challenge as ChallengeRow } from '../generated/prisma/client.js';
import { ChallengeType } from './challenge.types.js';

const asDifficulty = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'beginner';

/** The one place a database row becomes the GraphQL `Challenge`; Prisma types stay in the service. */
export function toChallengeType(row: ChallengeRow): ChallengeType {
  return Object.assign(new ChallengeType(), {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: asDifficulty(row.difficulty),
    status: row.status,
    tags: [...row.tags],
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });
}
