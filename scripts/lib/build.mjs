// Builds everything: Prisma clients, the TypeScript project graph, and the front end when its sources changed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

export function buildAll(root, log = console.log) {
  run('npm run generate --workspaces --if-present --silent', root, log);
  run('npx tsc -b', root, log);
  const frontend = join(root, 'frontend');
  const built = join(frontend, 'dist', 'index.html');
  const sourcesChanged =
    !existsSync(built) ||
    Math.max(newestMtime(frontend), newestMtime(join(root, 'packages', 'contracts', 'src'))) > statSync(built).mtimeMs;
  if (sourcesChanged) run('npm run build -w frontend --silent', root, log);
  else log('Front end is up to date.');
}
