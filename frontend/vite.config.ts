import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = 'http://127.0.0.1:8080';

/** The shared contracts' modules only declare schemas, enums and texts: a module none of whose exports is used is dropped. */
const contractsModule = /[\\/]packages[\\/]contracts[\\/]/;

export default defineConfig({
  plugins: [react()],
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
        // Libraries every page needs in their own chunks, so that a change of the app does not invalidate them in
        // browsers' caches. The rest follows the routes: a page loads only the components and libraries it uses.
        codeSplitting: {
          groups: [
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
