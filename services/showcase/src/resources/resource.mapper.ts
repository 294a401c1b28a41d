import { DIFFICULTIES, RESOURCE_TYPES, type Difficulty, type ResourceType } from '@creators/contracts';
import type { Resource as ResourceRow } from '../generated/prisma/client.js';

/** A learning resource as it leaves the service: plain data, ISO timestamps, no Prisma types. */
export interface ResourceView {
  id: string;
  title: string;
  description: string | null;
  type: ResourceType;
  url: string;
  provider: string | null;
  difficulty: Difficulty;
  tags: string[];
  duration: string | null;
  createdBy: string | null;
  createdAt: string;
}

const asType = (value: string): ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(value) ? (value as ResourceType) : 'article';
const asDifficulty = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'beginner';

export function toResourceView(row: ResourceRow): ResourceView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: asType(row.type),
    url: row.url,
    provider: row.provider,
    difficulty: asDifficulty(row.difficulty),
    tags: [...row.tags],
    duration: row.duration,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}
