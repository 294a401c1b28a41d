// Builds everything: Prisma clients, the TypeScript project graph, the supergraph composed from the subgraphs'
// committed SDL files, and the front end when its sources changed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { precompressDir } from './precompress.mjs';
import { SERVICES } from './system.mjs';

function run(command, cwd, log) {
  log(`$ ${command}`);
  execSync(command, { cwd, stdio: 'inherit', env: process.env });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** gateway/supergraph.graphql from services/<name>/schema.graphql; a composition error stops the build. */
export function composeSupergraph(root, log = console.log) {
  run('node gateway/dist/supergraph/compose-cli.js', root, log);
}

/** Rewrites each services/<name>/schema.graphql from the service's compiled code-first types. */
export function writeSubgraphSchemas(root, log = console.log) {
  for (const { name } of SERVICES) {
    run(`node packages/platform/dist/nest/subgraph-sdl-cli.js services/${name}`, root, log);
  }
}

/** Prisma clients and the TypeScript project graph, with the generated operation types as committed. */
export function buildServices(root, log = console.log) {
  run('npm run generate --workspaces --if-present --silent', root, log);
  run('npx tsc -b', root, log);
}

export function buildAll(root, log = console.log) {
  buildServices(root, log);
  composeSupergraph(root, log);
  // Typed operations (front end, REST facade) from the supergraph; when they changed, compile again.
  const before = newestMtime(join(root, 'gateway', 'src'));
  run('npm run codegen --workspaces --if-present --silent', root, log);
  if (newestMtime(join(root, 'gateway', 'src')) > before) run('npx tsc -b', root, log);
  const frontend = join(root, 'frontend');
  const built = join(frontend, 'dist', 'index.html');
  const sourcesChanged =
    !existsSync(built) ||
    Math.max(
      newestMtime(frontend),
      ...['contracts', 'texts'].map((name) => newestMtime(join(root, 'packages', name, 'src'))),
    ) > statSync(built).mtimeMs;
  if (sourcesChanged) run('npm run build -w frontend --silent', root, log);
  else log('Front end is up to date.');
  // Brotli and gzip copies for the gateway to serve (only of files that have none yet).
  log(`Precompressed ${precompressDir(join(frontend, 'dist'))} front-end files (br, gz).`);
}
