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
 * The contract's `JSON` scalar (graphql-contract.md): any JSON value. What the value must look like is checked by
 * the zod schema of the input that carries it (e.g. createChallengeSchema's brainstormSession), not here.
 */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value; its shape is validated by the input that carries it.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literalToJson(node, variables),
});
