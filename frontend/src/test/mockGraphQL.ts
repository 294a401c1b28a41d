import { ApolloLink, Observable } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import type { RawAnswer, Transport } from '../graphql/request';

export type MockResult = FormattedExecutionResult<Record<string, unknown>>;
/** Answers one operation; returning a promise that never settles keeps the operation pending. */
export type MockHandler = (variables: Record<string, unknown>) => MockResult | Promise<MockResult>;

export interface RecordedCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A terminating link that answers operations by name and records every call (with its headers). */
export function createMockLink(handlers: Record<string, MockHandler>, calls: RecordedCall[] = []) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName = '', variables } = operation;
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        calls.push({ operationName, variables, headers });
        const handler = handlers[operationName];
        if (!handler) {
          observer.next({ errors: [{ message: `No mock for ${operationName}` }], data: null } as never);
          observer.complete();
          return;
        }
        let cancelled = false;
        Promise.resolve(handler(variables)).then(
          (result) => {
            if (cancelled) return;
            observer.next(result as never);
            observer.complete();
          },
          (error: unknown) => !cancelled && observer.error(error),
        );
        return () => {
          cancelled = true;
        };
      }),
  );
  return { link, calls };
}

export const gqlError = (message: string, extensions: Record<string, unknown> = {}): MockResult => ({
  data: null,
  errors: [{ message, extensions }],
});

/**
 * The same mocks for the operations sent without GraphQL's client (graphql/request: the session and the signed-out
 * pages), recorded in `calls` with the client's.
 */
export function createMockTransport(handlers: Record<string, MockHandler>, calls: RecordedCall[]): Transport {
  return async (operation, variables, headers) => {
    calls.push({ operationName: operation.name, variables, headers });
    const handler = handlers[operation.name];
    if (!handler)
      return { status: 200, body: { data: null, errors: [{ message: `No mock for ${operation.name}` }] } };
    const result = await handler(variables);
    return { status: 200, body: result as RawAnswer['body'] };
  };
}
