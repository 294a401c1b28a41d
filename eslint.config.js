import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The front end's folders import one way (docs/frontend-structure.md): app/ composes everything and nothing imports
 * it; the pages' features build on layout/ and auth/, which build on ui/, which builds on the data layer (graphql/,
 * its generated types) and i18n/. Each folder lists the folders it may not import (relative imports, as the front end writes them).
 */
const FEATURES = [
  'landing',
  'registration',
  'dashboard',
  'challenges',
  'teams',
  'resources',
  'showcase',
  'mentoring',
  'moderation',
  'people',
  'profile',
  'settings',
  'programmes',
  'notifications',
  'invitations',
  'discussion',
  'brainstorm',
  'voice',
];
const LOWER = ['ui', 'graphql', 'i18n', 'isla'];
const FOLDERS = ['app', 'auth', 'layout', ...FEATURES, ...LOWER];
const except = (...allowed) => FOLDERS.filter((folder) => !allowed.includes(folder));
const FORBIDDEN_IMPORTS = {
  i18n: except('i18n'),
  graphql: except('graphql', 'i18n'),
  ui: except('ui', 'graphql', 'i18n'),
  // Isla's conversation and speech hooks; the features that show her import them.
  isla: except('isla', 'ui', 'graphql', 'i18n'),
  auth: except('auth', 'layout', ...LOWER),
  // The signed-in layout shows the team chat's unread counts (teams/chat), which are also a page's.
  layout: except('layout', 'auth', 'teams', ...LOWER),
  // Isla's panels and voice meet in isla/, not in each other.
  brainstorm: ['app', 'voice'],
  voice: ['app', 'brainstorm'],
};
const importRules = [
  ...FEATURES.filter((folder) => !(folder in FORBIDDEN_IMPORTS)).map((folder) => [folder, ['app']]),
  ...Object.entries(FORBIDDEN_IMPORTS),
];
/** Isla's engine runs in brainstorm-ai only (docs/product.md §4.3): the browser shows what the server answers. */
const ENGINE_ONLY_IN_BRAINSTORM_AI = {
  group: ['@creators/isla', '@creators/isla/*'],
  message: "@creators/isla is brainstorm-ai's engine; use the wire types of @creators/contracts.",
};
const engineImportRule = {
  files: [
    'frontend/src/**/*.{ts,tsx}',
    'gateway/src/**/*.ts',
    'packages/platform/src/**/*.ts',
    'packages/texts/src/**/*.ts',
    'services/!(brainstorm-ai)/src/**/*.ts',
  ],
  rules: { 'no-restricted-imports': ['error', { patterns: [ENGINE_ONLY_IN_BRAINSTORM_AI] }] },
};
/** packages/contracts keeps what crosses the wire (schemas, limits, message keys); the words are @creators/texts'. */
const contractsImportRule = {
  files: ['packages/contracts/src/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ENGINE_ONLY_IN_BRAINSTORM_AI,
          {
            group: ['@creators/texts', '@creators/texts/*'],
            message:
              'packages/contracts keeps the message keys; their texts are in @creators/texts, which uses them.',
          },
        ],
      },
    ],
  },
};
const frontendImportRules = importRules.map(([folder, forbidden]) => ({
  files: [`frontend/src/${folder}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}', '**/testing.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`,
            message: `${folder}/ may not import ${forbidden.join(', ')} (docs/frontend-structure.md).`,
          },
          ENGINE_ONLY_IN_BRAINSTORM_AI,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/src/generated/**',
      'gateway/src/graphql-types/**',
      'frontend/src/graphql/generated/**',
      'frontend/src/moderation/operations/**',
      '.run/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly let go, never dropped by accident.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        project: [
          './packages/*/tsconfig.json',
          './packages/*/tsconfig.test.json',
          './services/*/tsconfig.json',
          './services/*/tsconfig.test.json',
          './gateway/tsconfig.json',
          './gateway/tsconfig.test.json',
          './e2e/tsconfig.json',
          './frontend/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The front end: the rules of hooks and accessibility.
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  engineImportRule,
  contractsImportRule,
  ...frontendImportRules,
  {
    // Test helpers read GraphQL answers whose shape each test asserts itself.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
