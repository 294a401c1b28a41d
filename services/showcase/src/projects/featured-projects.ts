import { z } from 'zod';
import { msg } from '@creators/contracts';

/** product.md §4.2: the showcase shows 3 featured projects, the dashboard 2; never more than 10 in one answer. */
export const FEATURED_PROJECTS = { default: 3, max: 10 } as const;
export const featuredProjectsSchema = z.strictObject({
  first: z
    .number(msg('validation.project.featuredFirst'))
    .int(msg('validation.project.featuredFirst'))
    .min(1, msg('validation.project.featuredFirst'))
    .max(FEATURED_PROJECTS.max, msg('validation.project.featuredFirst'))
    .default(FEATURED_PROJECTS.default),
});

/**
 * The featured-projects rule (product.md §4.2: showcase shows up to 3, the dashboard the first 2):
 *
 * - candidates are showcased projects that have at least one like;
 * - ranked by likes received in the last FEATURED_WINDOW_DAYS days (what is popular now), then by likes of all
 *   time (so the list does not empty when a quiet month passes), then by views, then newest first, then by id;
 * - at most FEATURED_LIMIT projects unless the caller asks for another number (FEATURED_PROJECTS).
 *
 * A project nobody has liked is never featured: the client then says "Submit your project to get featured!".
 */
export const FEATURED_LIMIT = FEATURED_PROJECTS.default;
export const FEATURED_WINDOW_DAYS = 30;

export function featuredSince(now: Date): Date {
  return new Date(now.getTime() - FEATURED_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

export interface FeaturedCandidate {
  id: string;
  recentLikes: number;
  likes: number;
  views: number;
  createdAt: Date;
}

/** The same order as the SQL in ProjectsService.featured, for unit tests and callers holding candidates in memory. */
export function compareFeatured(a: FeaturedCandidate, b: FeaturedCandidate): number {
  return (
    b.recentLikes - a.recentLikes ||
    b.likes - a.likes ||
    b.views - a.views ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function rankFeatured<T extends FeaturedCandidate>(
  candidates: readonly T[],
  limit = FEATURED_LIMIT,
): T[] {
  return candidates
    .filter((candidate) => candidate.likes > 0)
    .sort(compareFeatured)
    .slice(0, limit);
}
