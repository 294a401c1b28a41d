import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

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
