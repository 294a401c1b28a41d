import { useQuery } from '@apollo/client/react';
import { ME_QUERY, type SessionUser } from '../graphql/identity';

export interface Session {
  /** True only while the first answer to `me` is awaited (not during later refetches). */
  loading: boolean;
  /** The signed-in user, or null when signed out. */
  user: SessionUser | null;
}

/**
 * product.md §4.1: authenticated if the current-user call returns a user. `me` is null when signed out; an error
 * (UNAUTHENTICATED, or the gateway unreachable) also counts as signed out, with no retry. Read from the cache
 * once loaded; login, registration and profile updates refetch it.
 */
export function useSession(): Session {
  const { data, loading } = useQuery(ME_QUERY, { fetchPolicy: 'cache-first' });
  return { loading: loading && !data, user: data?.me ?? null };
}
