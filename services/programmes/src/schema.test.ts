import { test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { writeSubgraphSdl } from '@creators/platform/nest/subgraph-sdl';
import { schemaModule } from './schema.js';

test('the committed schema.graphql is the SDL the code generates', async () => {
  await writeSubgraphSdl(schemaModule(), fileURLToPath(new URL('../schema.graphql', import.meta.url)), {
    check: true,
  });
});
