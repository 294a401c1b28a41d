import { Supergraph } from '@apollo/federation-internals';
import { printSchema } from 'graphql';

/**
 * The schema clients see (what POST /graphql serves) from a supergraph SDL: without the join__/link__ machinery
 * of composition and without @inaccessible elements.
 */
export function apiSchemaSdl(supergraphSdl: string): string {
  return printSchema(Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema());
}
