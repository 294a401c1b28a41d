import { useQuery } from '@apollo/client/react';
import { PROJECT_PAGE_QUERY } from '../graphql/projectPage';
import { useLiveRefetch } from '../layout/notifications/useLiveRefetch';

/** The lists an edit or a removal of a project changes on screen (docs/product.md: counters follow). */
export const PROJECT_PAGE_LISTS = [
  'ProjectPage',
  'Projects',
  'ShowcaseFeaturedProjects',
  'FeaturedProjects',
  'ShowcaseStats',
  'TeamPage',
  'ChallengePage',
] as const;

/**
 * The project page's data in one operation, read again live when the project changes. `project` is undefined until
 * answered and null for an unknown or removed one.
 */
export function useProjectPage(id: string) {
  const query = useQuery(PROJECT_PAGE_QUERY, { variables: { id }, errorPolicy: 'all' });
  const { refetch } = query;
  useLiveRefetch('project', id, refetch);
  return {
    project: query.data ? query.data.project : undefined,
    loading: query.loading,
    error: query.error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
