import { useQuery } from '@apollo/client/react';
import { CHALLENGE_PAGE_QUERY } from '../graphql/challengePage';
import { useLiveRefetch } from '../layout/notifications/useLiveRefetch';

/**
 * The challenge page's data in one operation (docs/product.md: a page gets its data in one request), read again
 * live when the challenge changes. `challenge` is undefined until answered and null for an unknown or hidden id.
 */
export function useChallengePage(id: string) {
  const query = useQuery(CHALLENGE_PAGE_QUERY, { variables: { id }, errorPolicy: 'all' });
  const { refetch } = query;
  useLiveRefetch('challenge', id, refetch);
  return {
    challenge: query.data ? query.data.challenge : undefined,
    loading: query.loading,
    error: query.error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
