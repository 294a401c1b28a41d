import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphqlDocuments';
import { signedInHtml } from './build/signedInHtml';

const gateway = 'http://127.0.0.1:8080';

/** The shared contracts' modules only declare schemas, enums and texts: a module none of whose exports is used is dropped. */
const contractsModule = /[\\/]packages[\\/]contracts[\\/]/;

/** The modules each file loads before it runs (its static imports, recursively), by the bundler's module graph. */
function staticClosure(roots: string[], getModuleInfo: (id: string) => { importedIds: string[] } | null) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const src = (file: string) => new URL(`./src/${file}`, import.meta.url).pathname;
/** The entry, which every page loads. */
const ENTRY = [src('main.tsx')];
/** The landing page, the first page of a visitor. */
const LANDING = [src('landing/LandingPage.tsx')];
/** The other signed-out pages. */
const SIGNED_OUT = [
  'auth/AuthPage.tsx',
  'registration/RegistrationPage.tsx',
  'auth/ForgotPasswordPage.tsx',
  'auth/ResetPasswordPage.tsx',
  'ui/NotFoundPage.tsx',
].map(src);
/** The signed-in app's shell and the dashboard, the first page a signed-in person sees. */
const SIGNED_IN_FIRST = ['app/SignedInApp.tsx', 'dashboard/DashboardPage.tsx'].map(src);
/** The dashboard's brainstorm, which shows its largest content (Isla's opening), loaded beside it. */
const BRAINSTORM_FIRST = [src('brainstorm/BrainstormConversation.tsx')];
/** zod: the brainstorm's draft form and every other form validate with it. */
const zodModule = /node_modules[\\/]zod[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: string[] } | null };
let chunkOf: Map<string, string> | undefined;

/**
 * The chunk of a module the signed-in shell or the dashboard loads before it shows (and the entry does not): one
 * chunk per set of first pages that load it (the signed-in one, the landing page, the other signed-out pages)
 * rather than dozens of small ones, which compress worse apart (the dashboard's initial JavaScript). A first page
 * loads nothing it does not use; pages loaded later keep their own chunks.
 */
function firstLoadChunk(id: string, ctx: ModuleGraph) {
  if (!chunkOf) {
    const get = (moduleId: string) => ctx.getModuleInfo(moduleId);
    const entry = staticClosure(ENTRY, get);
    const landing = staticClosure(LANDING, get);
    const signedOut = staticClosure(SIGNED_OUT, get);
    chunkOf = new Map();
    // The pages themselves keep their chunks (loaded lazily, with their own names in the manifest).
    for (const module of entry) if (muiModule.test(module)) chunkOf.set(module, 'mui');
    for (const module of staticClosure(SIGNED_IN_FIRST, get)) {
      if (entry.has(module) || SIGNED_IN_FIRST.includes(module)) continue;
      const also = [landing.has(module) && 'landing', signedOut.has(module) && 'signed-out'].filter(Boolean);
      chunkOf.set(module, ['signed-in', ...also].join('~'));
    }
    // The brainstorm's own modules in one chunk and zod in another, rather than a dozen small ones: over
    // HTTP/1.1 (six connections) each file costs a round trip before the dashboard's largest content shows.
    for (const module of staticClosure(BRAINSTORM_FIRST, get)) {
      if (chunkOf.has(module) || entry.has(module) || BRAINSTORM_FIRST.includes(module)) continue;
      // zod, which the signed-out pages' forms share too (the entry reaches it only through the contracts' index,
      // whose schemas it does not use).
      if (zodModule.test(module)) chunkOf.set(module, 'zod');
      else if (!landing.has(module) && !signedOut.has(module)) chunkOf.set(module, 'brainstorm');
      else {
        // Shared with signed-out pages (MUI's text field, …): with the shell's modules of the same pages, rather than
        // in a handful of small chunks of their own, each a request before Isla's opening shows.
        const also = [landing.has(module) && 'landing', signedOut.has(module) && 'signed-out'].filter(
          Boolean,
        );
        chunkOf.set(module, ['signed-in', ...also].join('~'));
      }
    }
  }
  return chunkOf.get(id) ?? null;
}

const muiModule = /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    graphqlDocuments({ generatedDir: new URL('./src/graphql/generated', import.meta.url).pathname }),
    signedInHtml(),
  ],
  resolve: {
    // rxjs in ES2015 (dist/esm) rather than ES5 (dist/esm5): classes instead of tslib's helpers, smaller and as fast.
    conditions: ['es2015', ...defaultClientConditions],
  },
  // One tsconfig for every transformed file: the repository's root tsconfig (a project-references list of the
  // back end) is not meant for the front end.
  tsconfig: './tsconfig.json',
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/api': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads (scripts/bench/frontend-budget.mjs measures them).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id) => !contractsModule.test(id),
      },
      output: {
        // A chunk shared by many pages is named after its group alone (mui~index~SignedInApp~…~ProjectPage: mui-shared):
        // the loaders list every chunk a page needs by name, and the entry's list of pages comes before the first paint.
        chunkFileNames: ({ name }) =>
          name.includes('~') && name.length > 40
            ? `assets/${name.slice(0, name.indexOf('~'))}-shared-[hash].js`
            : 'assets/[name]-[hash].js',
        // Libraries every page needs in their own chunks, so that a change of the app does not invalidate them in
        // browsers' caches. The rest follows the routes: a page loads only the components and libraries it uses.
        codeSplitting: {
          groups: [
            {
              name: firstLoadChunk,
              priority: 15,
              // Only the modules named, not what they import: the entry's modules stay in the entry's chunks.
              includeDependenciesRecursively: false,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/,
              priority: 20,
            },
            {
              // Per set of routes that use them, so the landing page does not load the dialogs' components. Only
              // tiny groups are merged: merging up to 20 KB put components of other routes into the landing page's.
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 1_000,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
