import { useQuery } from '@apollo/client/react';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import {
  PROGRAMME_TEAM_COUNT_QUERY,
  PROJECTS_QUERY,
  SHOWCASE_FEATURED_QUERY,
  SHOWCASE_STATS_QUERY,
  type Project,
} from '../graphql/showcase';
import type { PagedListState } from '../ui/listPage';
import { FEATURED_LIMIT, type ShowcaseSort } from './projectFilters';

export type ShowcaseStatKey = 'projects' | 'totalLikes' | 'views' | 'teams';

/**
 * The data of /showcase (product.md §2.13): a page of projects as filtered and sorted, the featured projects, the
 * totals. Each is its own query, so one failing leaves the others shown.
 */
export function useShowcaseList({
  search,
  topic,
  sort,
}: {
  search: string;
  topic: string;
  sort: ShowcaseSort;
}) {
  // Partial answers are shown: a field that another service resolves may be missing while it is down.
  const projects = useQuery(PROJECTS_QUERY, {
    variables: {
      first: LIST_PAGE_SIZE,
      search: search || undefined,
      topic: topic === 'all' ? undefined : topic,
      sort,
    },
    errorPolicy: 'all',
  });
  const page = projects.data?.projects;
  const paging = useLoadMore(page, projects.fetchMore);
  const featured = useQuery(SHOWCASE_FEATURED_QUERY, {
    variables: { first: FEATURED_LIMIT },
    errorPolicy: 'all',
  });
  const stats = useQuery(SHOWCASE_STATS_QUERY, { errorPolicy: 'all' });
  const teams = useQuery(PROGRAMME_TEAM_COUNT_QUERY, { errorPolicy: 'all' });

  const list: PagedListState<Project> = {
    page,
    error: projects.error,
    paging,
    retry: () => void projects.refetch().catch(() => undefined),
  };
  const totals = stats.data?.showcaseStats;
  /** A total; undefined while it loads, null when it could not be read. */
  const statValue = (key: ShowcaseStatKey) => {
    // 'Teams' counts what the Teams page lists, so that both pages name the same number.
    if (key === 'teams') {
      const count = teams.data?.teams.totalCount;
      return count ?? (teams.loading ? undefined : null);
    }
    return totals ? totals[key] : stats.loading ? undefined : null;
  };
  return {
    list,
    /** 'Showing N projects': the server's count of the filtered list, once it answered. */
    totalCount: page?.totalCount,
    featured: {
      loading: featured.loading && !featured.data,
      projects: (featured.data?.featuredProjects ?? []).filter(Boolean).slice(0, FEATURED_LIMIT),
    },
    statValue,
  };
}
