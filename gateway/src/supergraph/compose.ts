import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import type { SubgraphDefinition } from '../subgraphs.js';

/** Composition failed: `errors` are the messages of @apollo/composition, one per problem. */
export class CompositionError extends Error {
  constructor(readonly errors: string[]) {
    super(`Supergraph composition failed:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    this.name = 'CompositionError';
  }
}

/** The repository's services/ folder, where each subgraph's committed `<name>/schema.graphql` lives. */
export const SERVICES_DIR = fileURLToPath(new URL('../../../services', import.meta.url));

/** A subgraph's committed SDL: `services/<name>/schema.graphql`, written from its code by `npm run schema`. */
export function subgraphSdlFile(name: string, servicesDir = SERVICES_DIR): string {
  return path.join(servicesDir, name, 'schema.graphql');
}

/** Composes subgraph SDLs into a supergraph SDL; throws CompositionError listing every composition error. */
export function composeSupergraph(subgraphs: (SubgraphDefinition & { sdl: string })[]): string {
  if (subgraphs.length === 0) throw new CompositionError(['no subgraphs to compose']);
  const result = composeServices(
    subgraphs.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })),
  );
  if (result.errors) throw new CompositionError(result.errors.map((e) => e.message));
  return result.supergraphSdl;
}

/** Reads each subgraph's committed SDL file and composes them. */
export async function composeFromSdlFiles(
  subgraphs: SubgraphDefinition[],
  servicesDir = SERVICES_DIR,
): Promise<string> {
  const withSdl = await Promise.all(
    subgraphs.map(async (s) => {
      const file = subgraphSdlFile(s.name, servicesDir);
      const sdl = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw new Error(
          `No SDL for subgraph ${s.name}: ${file} (${error.code}). Write it with \`npm run schema\`.`,
        );
      });
      return { ...s, sdl };
    }),
  );
  return composeSupergraph(withSdl);
}
