// Fails when a route's initial JavaScript grows past today's size in the current build (frontend/dist, made by
// `npm run build`); a missing build is a failure that says how to make it. The budgets are 170 KB for the landing
// page (met) and 250 KB for the dashboard (not met): `npm run bench` reports both against them
// (scripts/bench/frontend-budget.mjs), and these ceilings stop them from growing. Lower them as the routes shrink.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { measureRouteBudgets, routeFiles } from './frontend-budget.mjs';

/**
 * Gzipped bytes of initial JavaScript each route may not exceed, today's figures plus a margin. Measured 169.3 KB and
 * 358.9 KB before the dashboard went without zod (the contracts by subpath), the contracts' validation messages (right
 * after its first paint), the header's menus and the notifications' texts (on first use), the documents of operations
 * it does not run (one module per document) and dozens of small chunks (few large ones for the first pages,
 * docs/frontend-structure.md): 165.6 KB and 259.7 KB. Then the signed-in screens' texts in the language shown only
 * (English counted), rxjs in its ES2015 build and the dashboard's side cards after its first paint: 165.8 KB and
 * 239.2 KB; the link that keeps a like over a list answered late (graphql/likesInOrder.ts) brought 239.6 KB. Counted
 * with the brainstorm's conversation, which the dashboard loads at once for Isla's opening (its largest content), the
 * dashboard was 285.1 KB in 32 files; the brainstorm's modules shared with signed-out pages in the shell's chunks
 * rather than in small ones of their own: 282.4 KB in 27. With judging and credentials, the pages seldom opened first
 * through one small module of loaders (frontend/src/app/pageLoaders.ts): 165.8 KB and 282.7 KB.
 */
const CEILING_BYTES = { landing: 166_000, dashboard: 283_000 };

const DIST = join(import.meta.dirname, '..', '..', 'frontend', 'dist');

describe('routeFiles', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/Page.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
    'src/Page.tsx': { file: 'assets/Page.js', imports: ['_shared.js'], dynamicImports: ['src/Dialog.tsx'] },
    'src/Dialog.tsx': { file: 'assets/Dialog.js', imports: ['_shared.js'] },
  };

  it('counts the entry, the route module and their static imports, not what they load later', () => {
    assert.deepEqual(routeFiles(manifest, ['src/Page.tsx']).sort(), [
      'assets/Page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('names a route module the build no longer has', () => {
    assert.throws(() => routeFiles(manifest, ['src/Gone.tsx']), /no module src\/Gone\.tsx/);
  });
});

describe('the built front end', () => {
  it('loads no more initial JavaScript on the landing page and on the dashboard than today', () => {
    assert.ok(existsSync(DIST), `No front-end build at ${DIST}: run npm run build first.`);
    const routes = measureRouteBudgets(DIST);
    assert.deepEqual(
      routes.map((route) => route.route),
      ['landing', 'dashboard'],
    );
    const over = routes.filter((route) => route.gzipBytes > CEILING_BYTES[route.route]);
    assert.deepEqual(
      over.map(({ route, gzipBytes }) => `${route}: ${gzipBytes} bytes`),
      [],
      `over the ceilings ${JSON.stringify(CEILING_BYTES)}`,
    );
  });
});
