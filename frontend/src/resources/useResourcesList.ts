import { useQuery } from '@apollo/client/react';
import { LIST_PAGE_SIZE, useLoadMore } from '../graphql/paging';
import { LEARNING_RESOURCES_QUERY, type ListedResource } from '../graphql/showcase';
import type { PagedListState } from '../ui/listPage';

/** The data of /resources (product.md §2.12): a page of learning resources as filtered ('all' is no filter). */
export function useResourcesList({ search, type, level }: { search: string; type: string; level: string }) {
  // Partial answers are shown: a field that another service resolves may be missing while it is down.
  const resources = useQuery(LEARNING_RESOURCES_QUERY, {
    variables: {
      first: LIST_PAGE_SIZE,
      search: search || undefined,
      type: type === 'all' ? undefined : type,
      level: level === 'all' ? undefined : level,
    },
    errorPolicy: 'all',
  });
  const page = resources.data?.resources;
  const paging = useLoadMore(page, resources.fetchMore);
  const list: PagedListState<ListedResource> = {
    page,
    error: resources.error,
    paging,
    retry: () => void resources.refetch().catch(() => undefined),
  };
  return list;
}
