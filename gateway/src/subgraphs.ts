/**
 * The one list of subgraphs the gateway composes and talks to. Each URL comes from its env variable
 * (defaults: the local ports of CONVENTIONS.md); SUBGRAPHS (comma list of names) restricts which are used.
 */
export interface SubgraphDefinition {
  name: string;
  url: string;
}

const SUBGRAPH_DEFAULTS = [
  { name: 'identity', env: 'IDENTITY_URL', url: 'http://127.0.0.1:4001/graphql' },
  { name: 'challenges', env: 'CHALLENGES_URL', url: 'http://127.0.0.1:4002/graphql' },
  { name: 'teams', env: 'TEAMS_URL', url: 'http://127.0.0.1:4003/graphql' },
  { name: 'showcase', env: 'SHOWCASE_URL', url: 'http://127.0.0.1:4004/graphql' },
  { name: 'brainstorm-ai', env: 'BRAINSTORM_AI_URL', url: 'http://127.0.0.1:4005/graphql' },
  { name: 'discussions', env: 'DISCUSSIONS_URL', url: 'http://127.0.0.1:4006/graphql' },
  { name: 'programmes', env: 'PROGRAMMES_URL', url: 'http://127.0.0.1:4007/graphql' },
] as const;

export const SUBGRAPH_NAMES = SUBGRAPH_DEFAULTS.map((s) => s.name);

type Env = Record<string, string | undefined>;

/** Every known subgraph with its URL (env or default), whether composed or not. */
export function allSubgraphs(env: Env = process.env): SubgraphDefinition[] {
  return SUBGRAPH_DEFAULTS.map(({ name, env: variable, url }) => ({
    name,
    url: env[variable]?.trim() || url,
  }));
}

/** The subgraphs to compose: all, or those named in SUBGRAPHS. An unknown name is an error, not silently ignored. */
export function selectedSubgraphs(env: Env = process.env): SubgraphDefinition[] {
  const all = allSubgraphs(env);
  const list = env.SUBGRAPHS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list || list.length === 0) return all;
  const unknown = list.filter((name) => !all.some((s) => s.name === name));
  if (unknown.length > 0)
    throw new Error(
      `SUBGRAPHS names unknown subgraph(s): ${unknown.join(', ')} (known: ${SUBGRAPH_NAMES.join(', ')})`,
    );
  return all.filter((s) => list.includes(s.name));
}

/**
 * The URL the gateway sends a subgraph's requests to: the env variable when set, else the URL recorded in the
 * supergraph file, else the default.
 */
export function subgraphUrl(name: string, recorded: string | undefined, env: Env = process.env): string {
  const known = SUBGRAPH_DEFAULTS.find((s) => s.name === name);
  const fromEnv = known ? env[known.env]?.trim() : undefined;
  const url = fromEnv || recorded || known?.url;
  if (!url) throw new Error(`No URL for subgraph ${name}`);
  return url;
}
