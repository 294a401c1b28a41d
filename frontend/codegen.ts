import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Operation result and variable types of the front end's documents (`graphql()` calls), checked against the
 * supergraph the build composes from the services' SDL files. `npm run codegen -w frontend` rewrites src/gql/;
 * src/graphql/codegen.test.ts fails when the committed files are stale.
 */
const config: CodegenConfig = {
  schema: '../gateway/supergraph.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      // Components read fragment fields directly; masking would add an unwrapping step everywhere.
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', JSON: 'unknown' },
        defaultScalarType: 'unknown',
        enumsAsTypes: true,
        useTypeImports: true,
        // Nullable result fields are `T | null`, not optional: the server always sends them.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
