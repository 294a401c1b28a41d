import { Counter, Histogram, type Registry } from 'prom-client';

/** Operation names are chosen by clients: only this many distinct ones get a label of their own. */
export const MAX_OPERATION_LABELS = 200;
export const ANONYMOUS_OPERATION = '(anonymous)';
export const OTHER_OPERATION = '(other)';

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * The label of an operation name: the name, `(anonymous)` without one, `(other)` for a name that is not a
 * GraphQL name or comes after MAX_OPERATION_LABELS others (so that a client cannot grow the series without end).
 */
export function operationLabeller(max = MAX_OPERATION_LABELS) {
  const seen = new Set<string>();
  return (name: string | null | undefined): string => {
    if (!name) return ANONYMOUS_OPERATION;
    if (!GRAPHQL_NAME.test(name)) return OTHER_OPERATION;
    if (seen.has(name)) return name;
    if (seen.size >= max) return OTHER_OPERATION;
    seen.add(name);
    return name;
  };
}

export interface RequestStart {
  request: { operationName?: string | null };
}
export interface ResolvedOperation {
  operationName?: string | null;
  operation?: { operation: string } | null;
}
export interface SentResponse {
  response: { body: { kind: string; singleResult?: { errors?: readonly unknown[] } } };
}

/**
 * Apollo Server plugin (the gateway's and every subgraph's): each operation is observed in
 * `graphql_operation_duration_seconds` and, when its answer has errors, counted in `graphql_operation_errors_total`,
 * by operation name and type (query, mutation, subscription; `unknown` when it could not be parsed or validated).
 */
export function graphqlMetricsPlugin(registry: Registry) {
  const labelNames = ['operation', 'type'] as const;
  const duration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name and type.',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'graphql_operation_errors_total',
    help: 'GraphQL operations answered with errors, by operation name and type.',
    labelNames,
    registers: [registry],
  });
  const label = operationLabeller();
  return {
    async requestDidStart({ request }: RequestStart) {
      const started = process.hrtime.bigint();
      const labels = { operation: label(request.operationName), type: 'unknown' };
      return {
        async didResolveOperation({ operationName, operation }: ResolvedOperation) {
          labels.operation = label(operationName);
          labels.type = operation?.operation ?? 'unknown';
        },
        async willSendResponse({ response }: SentResponse) {
          duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
          if (response.body.kind === 'single' && response.body.singleResult?.errors?.length)
            errors.inc(labels);
        },
      };
    },
  };
}
