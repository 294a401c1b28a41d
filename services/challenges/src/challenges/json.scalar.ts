/**
 * The contract's `JSON` scalar (graphql-contract.md): any JSON value. What the value must look like is checked by
 * the zod schema of the input that carries it (e.g. createChallengeSchema's brainstormSession), not here. The one
 * instance of @creators/platform, which the data export (privacy/export.resolver.ts) answers with too: a schema
 * holds only one type named JSON.
 */
export { JSONScalar } from '@creators/platform';
