import { DIFFICULTIES, type Difficulty } from '@creators/contracts';
import type { Challenge as ChallengeRow } from '../generated/prisma/client.js';

/** A challenge as it leaves the service: plain data, ISO timestamps, no Prisma types. */
export interface ChallengeView {
  id: string;
  title: string;
  description: string;
  /** One of CHALLENGE_CATEGORIES for challenges made through the API. */
  category: string;
  difficulty: Difficulty;
  status: string;
  tags: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const asDifficulty = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'beginner';

export function toChallengeView(row: ChallengeRow): ChallengeView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: asDifficulty(row.difficulty),
    status: row.status,
    tags: [...row.tags],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
