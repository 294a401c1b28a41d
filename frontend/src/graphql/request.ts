import { createContext, useCallback, useContext } from 'react';
import type { Locale } from '@creators/contracts';
import { useLocale } from '../i18n/LocaleProvider';

/** An operation sent as text, with the name the gateway and the tests know it by. */
export interface Operation {
  name: string;
  text: string;
}

/** The gateway's answer to one operation: its HTTP status and its JSON body. */
export interface RawAnswer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: unknown[] } | null;
}

/** Sends one operation; tests pass one that answers from their mocks. */
export type Transport = (
  operation: Operation,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
) => Promise<RawAnswer>;

/** POST /graphql with the session cookie (product.md §7), as fetch does it. */
export const fetchTransport: Transport = async (operation, variables, headers) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  const body = (await response.json().catch(() => null)) as RawAnswer['body'];
  return { status: response.status, body };
};

/** A refused operation: the GraphQL errors the gateway sent (serverMessage and serverFieldErrors read them). */
export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: readonly unknown[],
    readonly status: number,
  ) {
    super(`GraphQL request failed (${status})`);
  }
}

/** One operation's data, or a GraphQLRequestError; the answer is in the locale's language. */
export async function request<T>(
  transport: Transport,
  locale: Locale,
  operation: Operation,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { status, body } = await transport(operation, variables, { 'Accept-Language': locale });
  if (body?.errors?.length || !body?.data) throw new GraphQLRequestError(body?.errors ?? [], status);
  return body.data as T;
}

const TransportContext = createContext<Transport>(fetchTransport);
export const TransportProvider = TransportContext.Provider;

/**
 * Sends operations without GraphQL's client (the signed-out pages do not load it): `send(operation, variables)`
 * resolves with the data in the interface's language.
 */
export function useRequest() {
  const transport = useContext(TransportContext);
  const { locale } = useLocale();
  return useCallback(
    <T>(operation: Operation, variables?: Record<string, unknown>) =>
      request<T>(transport, locale, operation, variables),
    [transport, locale],
  );
}
