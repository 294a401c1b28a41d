import { PROJECT_STATUSES, type ProjectStatus } from '@creators/contracts';
import type { Project as ProjectRow } from '../generated/prisma/client.js';

/** A project as it leaves the service: plain data, ISO timestamps, no Prisma types. */
export interface ProjectView {
  id: string;
  title: string;
  description: string;
  teamId: string;
  challengeId: string | null;
  status: ProjectStatus;
  repositoryUrl: string | null;
  demoUrl: string | null;
  imageUrl: string | null;
  likes: number;
  views: number;
  tags: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const asStatus = (value: string): ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value) ? (value as ProjectStatus) : 'planning';

export function toProjectView(row: ProjectRow): ProjectView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    teamId: row.teamId,
    challengeId: row.challengeId,
    status: asStatus(row.status),
    repositoryUrl: row.repositoryUrl,
    demoUrl: row.demoUrl,
    imageUrl: row.imageUrl,
    likes: row.likes,
    views: row.views,
    tags: [...row.tags],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
