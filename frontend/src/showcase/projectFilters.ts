import type { Project } from '../graphql/showcase';

/** product.md §2 topic filter, matched against a project's tags by substring. */
export const SHOWCASE_TOPICS = ['sustainability', 'education', 'health', 'technology', 'community'] as const;
/** product.md §9: at most 3 featured projects. */
export const FEATURED_LIMIT = 3;

export type ShowcaseSort = 'recent' | 'popular';

/** Search on title or description, the topic against the tags (substring, case-insensitive), then the sort. */
export function filterProjects(
  projects: readonly Project[],
  search: string,
  topic: string,
  sort: ShowcaseSort,
): Project[] {
  const needle = search.trim().toLowerCase();
  const time = (iso: string) => new Date(iso).getTime() || 0;
  return projects
    .filter(
      (project) =>
        (topic === 'all' || project.tags.some((tag) => tag.toLowerCase().includes(topic.toLowerCase()))) &&
        (!needle ||
          project.title.toLowerCase().includes(needle) ||
          project.description.toLowerCase().includes(needle)),
    )
    .sort((a, b) => (sort === 'popular' ? b.likes - a.likes : 0) || time(b.updatedAt) - time(a.updatedAt));
}
