import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR, SUPERGRAPH_FILE } from './config.js';
import { generateOperationTypes } from './generate.js';

/**
 * npm run codegen -w gateway
 * Writes the typed operation documents (src/graphql-types/) from the composed supergraph
 * (gateway/supergraph.graphql, written by the build or `node gateway/dist/supergraph/compose-cli.js`). Run by
 * the build after composing. Files whose content is unchanged are not touched, so the build recompiles only
 * when the types really changed.
 */
try {
  const supergraph = await readFile(SUPERGRAPH_FILE, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `No supergraph at ${SUPERGRAPH_FILE} (${error.code}): compose it first (npm run compose -w gateway).`,
    );
  });
  const changed: string[] = [];
  for (const file of await generateOperationTypes(supergraph)) {
    const current = await readFile(file.filename, 'utf8').catch(() => undefined);
    if (current === file.content) continue;
    await writeFile(file.filename, file.content);
    changed.push(path.relative(GENERATED_DIR, file.filename));
  }
  console.log(
    changed.length
      ? `GraphQL operation types written: ${changed.join(', ')} (${GENERATED_DIR})`
      : 'GraphQL operation types are up to date.',
  );
} catch (error) {
  console.error(`GraphQL codegen failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
