import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown };
}

function graphQLErrors(error: unknown): readonly GraphQLErrorShape[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors as readonly GraphQLErrorShape[];
  if (ServerError.is(error)) {
    // A non-2xx answer (e.g. 429 from a rate limit) may still carry a GraphQL error body.
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLErrorShape[] };
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
