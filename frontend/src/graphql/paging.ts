import { useCallback, useRef, useState } from 'react';
import type { FieldPolicy } from '@apollo/client';

/** product.md §9 and the paging contract: a list page holds 20 rows. */
export const LIST_PAGE_SIZE = 20;

/** The parts of a GraphQL connection the client reads. */
export interface Connection<T> {
  nodes: T[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  totalCount: number;
}

type CachedConnection = Partial<Connection<unknown>> & Record<string, unknown>;

/**
 * The cache policy of a paged list field: one entry per page size and set of filters (`keyArgs`); a page read
 * `after` a cursor is appended to the entry, a first page replaces it (so a refetch after a write starts over).
 */
export function connectionPolicy(filters: readonly string[]): FieldPolicy<CachedConnection> {
  return {
    keyArgs: ['first', ...filters],
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, nodes: [...(existing.nodes ?? []), ...(incoming.nodes ?? [])] };
    },
  };
}

/**
 * Loading more of a paged list on screen (its `useQuery` gives the connection and `fetchMore`): the next page
 * is read after the last cursor and merged into the same cache entry by connectionPolicy. One page at a time.
 */
export function useLoadMore(
  list: Connection<unknown> | null | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
) {
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);
  const endCursor = list?.pageInfo.hasNextPage ? list.pageInfo.endCursor : null;

  const loadMore = useCallback(() => {
    if (!endCursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    fetchMore({ variables: { after: endCursor } })
      .catch(() => undefined) // The button stays: the person can try again.
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [endCursor, fetchMore]);

  return { hasMore: Boolean(endCursor), loadingMore, loadMore };
}
