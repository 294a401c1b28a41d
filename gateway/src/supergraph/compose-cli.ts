import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SUPERGRAPH_PATH } from '../config.js';
import { selectedSubgraphs } from '../subgraphs.js';
import { composeFromSdlFiles, CompositionError } from './compose.js';

/**
 * node gateway/dist/supergraph/compose-cli.js [--out gateway/supergraph.graphql]
 * Composes the supergraph from the subgraphs' committed SDL files (services/<name>/schema.graphql; SUBGRAPHS
 * restricts which) and writes it. Run by the build. Exits 1 with the composition's own errors when the
 * subgraphs do not compose. The URLs recorded in the file are the defaults; the gateway's *_URL variables
 * override them at run time.
 */
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });

try {
  const out = values.out ? path.resolve(process.cwd(), values.out) : DEFAULT_SUPERGRAPH_PATH;
  const subgraphs = selectedSubgraphs({ SUBGRAPHS: process.env.SUBGRAPHS });
  const supergraph = await composeFromSdlFiles(subgraphs);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, supergraph);
  console.log(`Composed ${subgraphs.map((s) => s.name).join(', ')} into ${out}`);
} catch (error) {
  console.error(
    error instanceof CompositionError ? error.message : `Composition failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
