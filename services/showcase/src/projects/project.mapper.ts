import type { Project as ProjectRow } from '../generated/prisma/client.js';
import { ProjectType } from './project.types.js';

/** removed: its owner took it out of the showcase (kept for its likes and the badges earned). */
const PROJECT_STATUSES = ['planning', 'showcased', 'removed'] as const;
type ProjectStatus = (typeof PROJECT_STATUSES)[number];

const asStatus = (value: string): ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value) ? (value as ProjectStatus) : 'planning';

/**
 * The one place a database row becomes the GraphQL `Project`; `likedByMe` is the viewer's (false when signed out),
 * `canEdit` whether the viewer is its author.
 */
export function toProjectType(
  row: ProjectRow,
  likedByMe = false,
  viewerId: string | null = null,
): ProjectType {
  return Object.assign(new ProjectType(), {
    id: row.id,
    title: row.title,
    description: row.description,
    teamId: row.teamId,
    challengeId: row.challengeId,
    programmeId: row.programmeId ?? null,
    status: asStatus(row.status),
    repositoryUrl: row.repositoryUrl,
    demoUrl: row.demoUrl,
    imageUrl: row.imageUrl,
    likes: row.likes,
    likedByMe,
    views: row.views,
    tags: [...row.tags],
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    editedAt: row.editedAt ?? null,
    canEdit: viewerId !== null && viewerId === row.createdBy,
    hidden: row.hiddenAt !== null,
    // Only ever answered to whom may see the hidden project (ProjectsService.visibleTo; lists leave it out).
    hiddenReason: row.hiddenAt !== null ? row.hiddenReason : null,
  });
}
