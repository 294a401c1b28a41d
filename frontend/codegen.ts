import type { CodegenConfig } from '@graphql-codegen/cli';

/** The generated types' settings, the same for each generated module. */
const output = {
  preset: 'client' as const,
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
};

/**
 * Operation result and variable types of the front end's documents (`graphql()` calls), checked against the
 * supergraph the build composes from the services' SDL files. `npm run codegen -w frontend` rewrites src/graphql/generated/ and
 * src/moderation/operations/; src/graphql/codegen.test.ts fails when the committed files are stale.
 *
 * Each generated module holds every document it was made from (its `graphql()` looks them up by text); src/graphql/generated/
 * comes with the signed-in app (the signed-out pages send theirs as text: src/graphql/signedOut.ts). The documents of staff and moderation (docs/product.md §14: the report dialog, the
 * staff page) have a module of their own, src/moderation/operations/, which only those chunks load.
 */
const config: CodegenConfig = {
  schema: '../gateway/supergraph.graphql',
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': {
      ...output,
      documents: [
        'src/**/*.{ts,tsx}',
        '!src/graphql/generated/**',
        '!src/moderation/**',
        '!src/**/*.test.{ts,tsx}',
      ],
    },
    'src/moderation/operations/': {
      ...output,
      documents: ['src/moderation/**/*.{ts,tsx}', '!src/moderation/operations/**', '!src/**/*.test.{ts,tsx}'],
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
