// The deps-* stages of infra/Dockerfile: narrows package.json's workspaces to the named ones, so that the
// `npm ci --omit=dev --omit=optional` after it installs the production dependencies of those workspaces only.
// (`npm ci -w <workspace>` alone still installs every workspace's hoisted packages: React and @apollo/gateway in a
// service's image.) The lockfile stays as it is; npm ci installs the part of it these workspaces need.
//   node infra/only-workspaces.mjs services/identity packages/platform packages/contracts
import { readFileSync, writeFileSync } from 'node:fs';

const wanted = process.argv.slice(2);
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const unknown = wanted.filter((workspace) => !manifest.workspaces.includes(workspace));
if (wanted.length === 0 || unknown.length > 0) {
  console.error(`only-workspaces: unknown workspaces ${unknown.join(', ') || '(none named)'}`);
  process.exit(1);
}
manifest.workspaces = manifest.workspaces.filter((workspace) => wanted.includes(workspace));
writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`only-workspaces: ${manifest.workspaces.join(' ')}`);
