// Jest for the Node side: TypeScript sources compiled on the fly by @swc/jest, in native ESM mode (run with
// NODE_OPTIONS=--experimental-vm-modules; scripts/test.mjs does). The front end stays on Vitest.
//
//   unit         *.test.ts (not *.int.test.ts) of packages, services, gateway, and the *.test.mjs of scripts and
//                infra/test (deployment files checked without Docker or a cluster)
//   integration  *.int.test.ts: real PostgreSQL, Redis and NATS (run them with --runInBand: they share the machine)
//   e2e          e2e/src/*.test.ts: browser tests against a started system (BASE_URL)

/** swc settings matching tsconfig.base.json: legacy decorators with metadata, which Nest's DI and code-first GraphQL read. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    target: 'es2023',
    keepClassNames: true,
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/** Settings every project shares. */
const common = {
  rootDir: import.meta.dirname,
  extensionsToTreatAsEsm: ['.ts'],
  // js first: packages in node_modules that ship .ts next to .js must keep loading their .js.
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'ts', 'json'],
  moduleNameMapper: {
    // Workspace packages from their sources, so that one copy of each module is loaded.
    '^@creators/(contracts|texts|platform|isla)$': '<rootDir>/packages/$1/src/index.ts',
    '^@creators/(contracts|texts|platform|isla)/(.*)$': '<rootDir>/packages/$1/src/$2',
    // Relative imports name the compiled `.js` file; in tests they resolve to the `.ts` source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  testEnvironment: 'node',
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFiles: ['<rootDir>/scripts/jest/same-realm-fetch.mjs'],
};

/** @type {import('jest').Config} */
export default {
  // Generous: 2 shared cores, and integration tests start databases, services and browsers.
  testTimeout: 300_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{packages,services,gateway}/**/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.mjs',
        '<rootDir>/infra/test/**/*.test.mjs',
      ],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{packages,services,gateway}/**/src/**/*.int.test.ts'],
      globalSetup: '<rootDir>/scripts/jest/global-setup.mjs',
      globalTeardown: '<rootDir>/scripts/jest/global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/src/**/*.test.ts'],
    },
  ],
};
