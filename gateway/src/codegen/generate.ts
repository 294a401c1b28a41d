import { generate } from '@graphql-codegen/cli';
import { format, resolveConfig } from 'prettier';
import { apiSchemaSdl } from './api-schema.js';
import { codegenConfig } from './config.js';

export interface GeneratedFile {
  /** Absolute path. */
  filename: string;
  content: string;
}

/**
 * The typed operation documents for a supergraph, in memory: GraphQL Code Generator's output, formatted with
 * the repository's Prettier settings so that formatting the tree leaves the committed files as they are.
 */
export async function generateOperationTypes(supergraphSdl: string): Promise<GeneratedFile[]> {
  // generate() is typed `any` because of its watch mode, which is not used here.
  const outputs: GeneratedFile[] = await generate(codegenConfig(apiSchemaSdl(supergraphSdl)), false);
  return Promise.all(
    outputs.map(async ({ filename, content }) => {
      const options = await resolveConfig(filename);
      return { filename, content: await format(content, { ...options, filepath: filename }) };
    }),
  );
}
