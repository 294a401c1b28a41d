import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DynamicModule } from '@nestjs/common';
import { writeSubgraphSdl } from './subgraph-sdl.js';

/**
 * node packages/platform/dist/nest/subgraph-sdl-cli.js [--check] services/<name>
 * Writes the service's subgraph SDL (from its compiled `dist/schema.js`) to `<service>/schema.graphql`;
 * with --check, exits 1 when the committed file differs from what the code generates. One service per process:
 * @nestjs/graphql keeps its type metadata in one global store, where two subgraphs' `User` types would clash.
 */
const args = process.argv.slice(2);
const check = args.includes('--check');
const [dir, ...extra] = args.filter((arg) => arg !== '--check');
if (!dir || extra.length > 0) {
  console.error('Usage: subgraph-sdl-cli.js [--check] services/<name>');
  process.exit(2);
}
const { schemaModule } = (await import(pathToFileURL(resolve(dir, 'dist', 'schema.js')).href)) as {
  schemaModule: () => DynamicModule;
};
const file = join(dir, 'schema.graphql');
let failed = false;
try {
  await writeSubgraphSdl(schemaModule(), file, { check });
  console.log(`${check ? 'Checked' : 'Wrote'} ${file}`);
} catch (error) {
  failed = true;
  console.error((error as Error).message);
}
// Services leave timers behind (Prisma, queues) even unconnected.
process.exit(failed ? 1 : 0);
