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
  /** The number of like rows, kept exact in the transaction that adds or removes one. */
  likes: number;
  /** Whether the viewer (the signed-in caller) likes it; false when signed out. */
  likedByMe: boolean;
  /** People who opened it, counted once per person and UTC day. */
  views: number;
  tags: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const asStatus = (value: string): ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value) ? (value as ProjectStatus) : 'planning';

export function toProjectView(row: ProjectRow, likedByMe = false): ProjectView {
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
    likedByMe,
    views: row.views,
    tags: [...row.tags],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the showcase page's four tiles show (product.md §2.13), over showcased projects. */
export interface ShowcaseStatsView {
  projects: number;
  totalLikes: number;
  views: number;
  teams: number;
}
