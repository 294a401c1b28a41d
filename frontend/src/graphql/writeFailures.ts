import { useCallback } from 'react';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useIntl } from 'react-intl';
import { useToast } from '../ui/toast/ToastProvider';

/** product.md §9: the re-login redirect waits 500 ms, so that the toast can be read. */
export const RELOGIN_DELAY_MS = 500;
export const RELOGIN_PATH = '/api/login';

/** The browser navigation, in one place so that tests can observe it (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** The `extensions.code` of the first GraphQL error (UNAUTHENTICATED, CONFLICT, ...), if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ extensions?: { code?: unknown } }> };
      const code = body.errors?.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
      if (typeof code === 'string') return code;
    } catch {
      // not a GraphQL body
    }
    if (error.statusCode === 401) return 'UNAUTHENTICATED';
  }
  return undefined;
}

export function isUnauthenticated(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}

/**
 * product.md §8's answer to a write made while signed out (team create and join, resource add, project create, like):
 * toast 'Unauthorized' / 'You are logged out. Logging in again...', then after 500 ms a browser navigation to
 * /api/login. `handleUnauthorized(error)` does that and returns true for an UNAUTHENTICATED error; for any
 * other error it does nothing and returns false, and the caller shows its own message.
 */
export function useRelogin() {
  const intl = useIntl();
  const { toast } = useToast();
  const handleUnauthorized = useCallback(
    (error: unknown): boolean => {
      if (!isUnauthenticated(error)) return false;
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'shared.unauthorized.title' }),
        description: intl.formatMessage({ id: 'shared.unauthorized.description' }),
      });
      setTimeout(() => browserNavigation.assign(RELOGIN_PATH), RELOGIN_DELAY_MS);
      return true;
    },
    [intl, toast],
  );
  return { handleUnauthorized };
}

/**
 * product.md §7: after a write the relevant lists are read again. Only the queries of these names that are on screen
 * are refetched (the others are read fresh when their screen mounts), so no warning is logged for absent ones.
 * Never rejects.
 */
export async function refetchActive(client: ApolloClient, queryNames: readonly string[]): Promise<void> {
  try {
    await client.refetchQueries({
      include: 'active',
      onQueryUpdated: (observableQuery) => queryNames.includes(observableQuery.queryName ?? ''),
    });
  } catch {
    // A list that fails to refresh shows its own error state.
  }
}
