// `npm run build`: Prisma clients, TypeScript and the front end.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureDependencies(root);
const { buildAll } = await import('./lib/build.mjs');
buildAll(root, (line) => console.log(`[build] ${line}`));
