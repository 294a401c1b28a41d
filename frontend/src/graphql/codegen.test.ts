import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

const frontendDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REFRESH = 'Run `npm run codegen -w frontend` (or `npm run build`) and commit src/graphql/generated/.';

/** What `npm run codegen` would write (it formats with prettier after writing), without writing it. */
async function expectedFiles(): Promise<Array<{ path: string; content: string }>> {
  const outputs: Array<{ filename: string; content: string }> = await generate(
    { ...config, hooks: {}, cwd: frontendDir, silent: true },
    false,
  );
  return Promise.all(
    outputs.map(async ({ filename, content }) => {
      const path = join(frontendDir, filename);
      const options = await resolveConfig(path);
      return { path, content: await format(content, { ...options, filepath: path }) };
    }),
  );
}

describe('generated operation types (src/graphql/generated/)', () => {
  it('match the documents and the composed supergraph', async () => {
    const supergraph = join(frontendDir, '..', 'gateway', 'supergraph.graphql');
    expect(existsSync(supergraph), `${supergraph} is missing: run \`npm run build\` first.`).toBe(true);

    for (const { path, content } of await expectedFiles()) {
      const committed = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      expect(committed === content, `${path} is stale. ${REFRESH}`).toBe(true);
    }
  }, 60_000);
});
