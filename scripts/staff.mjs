// `npm run staff -- grant EMAIL` / `npm run staff -- revoke EMAIL`: an operator grants or revokes a user's staff
// flag (docs/operations.md). Runs services/identity's staff CLI (built by `npx tsc -b services/identity`) against
// IDENTITY_DATABASE_URL, else the local database creators_identity on PG_BASE_URL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from './lib/system.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'services/identity/dist/staff-cli.js');
if (!existsSync(cli)) {
  console.error('staff: services/identity is not built yet; run `npx tsc -b services/identity` first.');
  process.exit(1);
}
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl('identity') },
});
process.exit(result.status ?? 1);
