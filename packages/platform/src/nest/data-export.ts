import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** Any JSON value written inline in a query (variables arrive already parsed). */
function literalToJson(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => literalToJson(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((field) => [field.name.value, literalToJson(field.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    default:
      return undefined;
  }
}

/**
 * The contract's `JSON` scalar (graphql-contract.md): any JSON value. What an input value must look like is checked
 * by the zod schema of the input that carries it (e.g. createChallengeSchema's brainstormSession), not here. One
 * instance for every subgraph (a schema may hold only one type named JSON); each subgraph's copy composes into the
 * same supergraph scalar.
 */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value; its shape is validated by the input that carries it.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literalToJson(node, variables),
});

/**
 * "Download my data" (docs/product.md §15): each service answers a `<service>DataExport: JSON!` query with what it
 * holds about the caller, and the gateway puts the six answers into one file. A person's data is small, so nothing
 * is streamed; every list is capped instead, and a section whose list reached its cap says `truncated: true`.
 */
export const DATA_EXPORT_LIST_MAX = 1000;

/** A list read with `take: max + 1`, cut to `max`; `truncated` when there was more. */
export interface CappedList<T> {
  items: T[];
  truncated: boolean;
}

export function capList<T>(rows: readonly T[], max = DATA_EXPORT_LIST_MAX): CappedList<T> {
  return { items: rows.slice(0, max), truncated: rows.length > max };
}

/**
 * A service's section of the export: its lists (each capped, see capList) and `truncated: true` when any list was
 * cut, with the names of those lists in `truncatedLists`.
 */
export function exportSection(
  lists: Record<string, CappedList<unknown>>,
  other: Record<string, unknown> = {},
): Record<string, unknown> {
  const cut = Object.entries(lists)
    .filter(([, list]) => list.truncated)
    .map(([name]) => name);
  return {
    ...other,
    ...Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.items])),
    truncated: cut.length > 0,
    ...(cut.length > 0 ? { truncatedLists: cut } : {}),
  };
}
