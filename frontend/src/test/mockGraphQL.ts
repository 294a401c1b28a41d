import { ApolloLink, Observable } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';

export type MockResult = FormattedExecutionResult<Record<string, unknown>>;
/** Answers one operation; returning a promise that never settles keeps the operation pending. */
export type MockHandler = (variables: Record<string, unknown>) => MockResult | Promise<MockResult>;

export interface RecordedCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A terminating link that answers operations by name and records every call (with its headers). */
export function createMockLink(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
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
