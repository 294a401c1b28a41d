import { DIFFICULTIES, RESOURCE_TYPES, type Difficulty, type ResourceType } from '@creators/contracts';
import type { Resource as ResourceRow } from '../generated/prisma/client.js';
import { LearningResourceType } from './resource.types.js';

const asType = (value: string): ResourceType =>
  (RESOURCE_TYPES as readonly string[]).includes(value) ? (value as ResourceType) : 'article';
const asDifficulty = (value: string): Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value) ? (value as Difficulty) : 'beginner';

/**
 * The one place a database row becomes the GraphQL `Resource` (who added it is not shown; `canEdit` says whether it
 * is the viewer). A seeded resource (no createdBy) can be edited by nobody.
 */
export function toLearningResourceType(
  row: ResourceRow,
  viewerId: string | null = null,
): LearningResourceType {
  return Object.assign(new LearningResourceType(), {
    id: row.id,
    title: row.title,
    description: row.description,
    type: asType(row.type),
    url: row.url,
    provider: row.provider,
    difficulty: asDifficulty(row.difficulty),
    tags: [...row.tags],
    duration: row.duration,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    editedAt: row.editedAt ?? null,
    canEdit: viewerId !== null && row.createdBy !== null && viewerId === row.createdBy,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenAt !== null ? row.hiddenReason : null,
    createdBy: row.createdBy,
  });
}
