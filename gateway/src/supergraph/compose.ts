import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { signGatewayContext } from '@creators/platform';
import type { SubgraphDefinition } from '../subgraphs.js';

/** Composition failed: `errors` are the messages of @apollo/composition, one per problem. */
export class CompositionError extends Error {
  constructor(readonly errors: string[]) {
    super(`Supergraph composition failed:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    this.name = 'CompositionError';
  }
}

export interface FetchSdlOptions {
  secret: string;
  timeoutMs?: number;
}

/** Asks a running subgraph for its SDL (`{ _service { sdl } }`), with a signed context that carries no user. */
export async function fetchSubgraphSdl(
  subgraph: SubgraphDefinition,
  { secret, timeoutMs = 10_000 }: FetchSdlOptions,
): Promise<string> {
  const headers = signGatewayContext(
    { user: null, sessionId: null, clientIp: '127.0.0.1', locale: 'en' },
    secret,
  );
  let response: Response;
  try {
    response = await fetch(subgraph.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ _service { sdl } }' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new Error(
      `Subgraph ${subgraph.name} at ${subgraph.url} cannot be reached (${reason}). Is it running?`,
      { cause: error },
    );
  }
  const text = await response.text();
  let body: { data?: { _service?: { sdl?: string } }; errors?: { message: string }[] };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `Subgraph ${subgraph.name} answered ${response.status} without JSON: ${text.slice(0, 200)}`,
    );
  }
  const sdl = body.data?._service?.sdl;
  if (!response.ok || !sdl) {
    const reason = body.errors?.map((e) => e.message).join('; ') ?? `status ${response.status}`;
    throw new Error(`Subgraph ${subgraph.name} at ${subgraph.url} gave no SDL: ${reason}`);
  }
  return sdl;
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

/** Fetches every subgraph's SDL and composes them. */
export async function composeFromRunningSubgraphs(
  subgraphs: SubgraphDefinition[],
  options: FetchSdlOptions,
): Promise<string> {
  const withSdl = await Promise.all(
    subgraphs.map(async (s) => ({ ...s, sdl: await fetchSubgraphSdl(s, options) })),
  );
  return composeSupergraph(withSdl);
}
