interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown };
}

/**
 * The GraphQL errors an error carries: Apollo's CombinedGraphQLErrors and graphql/request's GraphQLRequestError
 * have them as `errors`; Apollo's ServerError as the text of a non-2xx answer (e.g. 429 from a rate limit). Read by
 * shape, so that the signed-out pages load none of Apollo Client.
 */
function graphQLErrors(error: unknown): readonly GraphQLErrorShape[] {
  if (typeof error !== 'object' || error === null) return [];
  const carrier = error as { errors?: unknown; bodyText?: unknown };
  if (Array.isArray(carrier.errors)) return carrier.errors as readonly GraphQLErrorShape[];
  if (typeof carrier.bodyText === 'string') {
    try {
      const body = JSON.parse(carrier.bodyText) as { errors?: GraphQLErrorShape[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The server's message (already translated into the request's locale), if the server sent one. */
export function serverMessage(error: unknown): string | undefined {
  const message = graphQLErrors(error).find(
    (e) => typeof e.message === 'string' && e.message.trim(),
  )?.message;
  return typeof message === 'string' ? message : undefined;
}

/** BAD_USER_INPUT field messages ({ field: message }), already translated by the server. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of graphQLErrors(error)) {
    if (
      e.extensions?.code !== 'BAD_USER_INPUT' ||
      !e.extensions.fields ||
      typeof e.extensions.fields !== 'object'
    )
      continue;
    for (const [field, message] of Object.entries(e.extensions.fields as Record<string, unknown>)) {
      if (typeof message === 'string') fields[field] = message;
    }
  }
  return fields;
}
