// Fails when a route's initial JavaScript is over budget in the current build (frontend/dist, made by
// `npm run build`); a missing build is a failure that says how to make it.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { measureRouteBudgets, routeFiles, ROUTE_BUDGET_BYTES } from './frontend-budget.mjs';

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
  it('loads 170 KB of gzipped JavaScript or less on the landing page and on the dashboard', () => {
    assert.ok(existsSync(DIST), `No front-end build at ${DIST}: run npm run build first.`);
    const routes = measureRouteBudgets(DIST);
    assert.deepEqual(
      routes.map((route) => route.route),
      ['landing', 'dashboard'],
    );
    const over = routes.filter((route) => route.gzipBytes > ROUTE_BUDGET_BYTES);
    assert.deepEqual(
      over.map(({ route, gzipBytes }) => `${route}: ${gzipBytes} bytes`),
      [],
      `over the budget of ${ROUTE_BUDGET_BYTES} bytes`,
    );
  });
});
