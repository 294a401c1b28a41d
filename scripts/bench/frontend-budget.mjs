// Initial JavaScript per route of the built front end, gzipped, against each route's budget (docs/performance.md:
// 170 KB or less for the landing page, 250 KB or less for the dashboard).
// What a browser loads for a route: the entry chunk and the lazily loaded modules on the way to the route's page,
// each with the chunks it imports statically (Vite's manifest `imports`; `dynamicImports` load later, if ever).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The routes measured, each with the source modules loaded lazily on the way to its page (keys of the manifest) and
 * its budget in bytes as Vite counts them (1 kB = 1,000 bytes). `shortfall` says why a route may not meet it yet.
 */
export const ROUTES = [
  { route: 'landing', modules: ['src/landing/LandingPage.tsx'], budget: 170_000 },
  {
    route: 'dashboard',
    // The signed-in screens' texts come one language at a time, loaded beside the shell: English counts here. The
    // brainstorm's conversation is loaded lazily but at once, beside the shell (signed-in.en.html preloads it): it
    // shows the page's largest content, Isla's opening.
    modules: [
      'src/app/SignedInApp.tsx',
      'src/dashboard/DashboardPage.tsx',
      'src/app/signedInMessages.en.ts',
      'src/brainstorm/BrainstormConversation.tsx',
    ],
    budget: 250_000,
    shortfall:
      'React DOM, Apollo Client (with rxjs and graphql’s printer) and MUI are most of it, the dashboard needs all three before it shows, and Isla’s conversation (its composer, speech and texts) comes with them for the page’s largest content',
  },
];

const MANIFEST = join('.vite', 'manifest.json');

/** The manifest of a build; a missing one is an error that says how to make it. */
export function readManifest(distDir) {
  const file = join(distDir, MANIFEST);
  if (!existsSync(file)) {
    throw new Error(
      `No front-end build manifest at ${file}. Build the front end first: npm run build (or npm run build -w frontend).`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The files a manifest entry loads before it runs: its own and those of its static imports, recursively. */
export function staticFiles(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no module ${key}: is it still loaded lazily?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, files);
  return files;
}

/** The JavaScript files a route needs before its page shows. */
export function routeFiles(manifest, modules) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const files = new Set();
  for (const key of [...entries, ...modules]) staticFiles(manifest, key, files);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** [{ route, gzipBytes, budget, shortfall, files, largest }] for each route of ROUTES; `largest`: its three largest files. */
export function measureRouteBudgets(distDir) {
  const manifest = readManifest(distDir);
  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  return ROUTES.map(({ route, modules, budget, shortfall }) => {
    const files = routeFiles(manifest, modules);
    const gzipBytes = files.reduce((sum, file) => sum + size(file), 0);
    const largest = [...files]
      .sort((a, b) => size(b) - size(a))
      .slice(0, 3)
      .map((file) => ({ file, gzipBytes: size(file) }));
    return { route, gzipBytes, budget, shortfall, files, largest };
  });
}

// `node scripts/bench/frontend-budget.mjs [distDir]` prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'frontend', 'dist');
  for (const { route, gzipBytes, budget, files } of measureRouteBudgets(distDir)) {
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(`${route}: ${kb(gzipBytes)} gzipped of ${kb(budget)} (${files.length} files)`);
  }
}
