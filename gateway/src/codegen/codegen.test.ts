import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { selectedSubgraphs } from '../subgraphs.js';
import { composeFromSdlFiles } from '../supergraph/compose.js';
import { GENERATED_DIR, REFRESH_COMMAND } from './config.js';
import { generateOperationTypes } from './generate.js';

// Composes the supergraph from the services' committed schema.graphql files (not the gitignored
// gateway/supergraph.graphql, which may be older) and generates the operation types in memory.
test('the committed GraphQL operation types are those the current schemas and documents generate', async () => {
  const supergraph = await composeFromSdlFiles(selectedSubgraphs({}));
  const files = await generateOperationTypes(supergraph);
  assert.ok(files.length > 0, 'codegen produced files');
  const stale = `The generated GraphQL types in ${GENERATED_DIR} are stale; refresh them with: ${REFRESH_COMMAND}`;
  for (const file of files) {
    const committed = await readFile(file.filename, 'utf8').catch(() => undefined);
    assert.ok(
      committed === file.content,
      `${stale}\n(${path.relative(GENERATED_DIR, file.filename)} differs)`,
    );
  }
  const expected = files.map((f) => path.basename(f.filename)).sort();
  const present = (await readdir(GENERATED_DIR)).sort();
  assert.ok(
    present.join() === expected.join(),
    `${stale}\n(files: ${present.join(', ')}; expected ${expected.join(', ')})`,
  );
});
