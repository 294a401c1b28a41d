import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';

/** The gateway package folder (gateway/), whether running from src or dist. */
const GATEWAY_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The composed supergraph the build writes (gitignored). */
export const SUPERGRAPH_FILE = path.join(GATEWAY_DIR, 'supergraph.graphql');

/** Where the typed operation documents are generated; committed, so a stale copy shows up in review. */
export const GENERATED_DIR = path.join(GATEWAY_DIR, 'src', 'graphql-types');

/** The command that refreshes the generated types (after the services' schema.graphql files changed). */
export const REFRESH_COMMAND =
  'npm run build (or: node gateway/dist/supergraph/compose-cli.js && npm run codegen -w gateway)';

/**
 * GraphQL Code Generator configuration for the gateway's own operations (the REST facade's documents, written
 * with `graphql(...)` in src), typed against the public API schema of the supergraph (`apiSchemaSdl`).
 */
export function codegenConfig(apiSchemaSdl: string): CodegenConfig {
  return {
    schema: apiSchemaSdl,
    documents: [
      path.join(GATEWAY_DIR, 'src', '**', '*.ts'),
      `!${path.join(GATEWAY_DIR, 'src', '**', '*.test.ts')}`,
      `!${path.join(GENERATED_DIR, '**')}`,
    ],
    ignoreNoDocuments: false,
    silent: true,
    generates: {
      [`${GENERATED_DIR}/`]: {
        // The preset itself, not its name: codegen's loader uses require(), which cannot load it under Jest's ESM.
        preset: clientPreset,
        presetConfig: { fragmentMasking: false },
        config: {
          // ESM under nodenext: type-only imports with explicit .js suffixes.
          useTypeImports: true,
          emitLegacyCommonJSImports: false,
          importExtension: '.js',
          scalars: { DateTime: 'string', JSON: 'unknown' },
          strictScalars: true,
          enumType: 'string-literal',
          // A nullable result field is `T | null`, never optional (inputs keep optional fields).
          avoidOptionals: { field: true },
        },
      },
    },
  };
}
