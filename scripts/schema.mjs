// `npm run schema`: after a change to a service's GraphQL types, rewrites every services/<name>/schema.graphql
// from the code, then builds again (the supergraph is composed from those files, generated types follow).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => console.log(`[schema] ${line}`);
ensureDependencies(root, log);
const { buildAll, buildServices, writeSubgraphSchemas } = await import('./lib/build.mjs');
// Not the whole build first: the documents may already ask for fields the old SDL files lack.
buildServices(root, log);
writeSubgraphSchemas(root, log);
buildAll(root, log);
