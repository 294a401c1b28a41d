import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadGatewayConfig } from '../config.js';
import { selectedSubgraphs } from '../subgraphs.js';
import { composeFromRunningSubgraphs, CompositionError } from './compose.js';

/**
 * node gateway/dist/supergraph/compose-cli.js [--out gateway/supergraph.graphql]
 * Fetches each running subgraph's SDL (URLs and SUBGRAPHS from the environment), composes the supergraph and
 * writes it (default: SUPERGRAPH_PATH). Exits 1 with the composition errors when it does not compose.
 */
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });

try {
  const config = loadGatewayConfig();
  const out = values.out ? path.resolve(process.cwd(), values.out) : config.SUPERGRAPH_PATH;
  const subgraphs = selectedSubgraphs();
  const supergraph = await composeFromRunningSubgraphs(subgraphs, { secret: config.GATEWAY_SECRET });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, supergraph);
  console.log(`Composed ${subgraphs.map((s) => s.name).join(', ')} into ${out}`);
} catch (error) {
  console.error(
    error instanceof CompositionError ? error.message : `Composition failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
