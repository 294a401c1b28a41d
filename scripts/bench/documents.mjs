// The GraphQL the bench sends. The lists are paged (`challenges(first: 20) { nodes { ... } }`, the paging contract)
// once the supergraph says so; until then the same selections go to today's unpaged lists. This is the one switch:
// BENCH_PAGED=1 or 0 overrides what the supergraph says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** True when the supergraph's Query.challenges takes a `first` argument (the paging contract). */
export function isPagedSupergraph(sdl) {
  const query = /type Query\b[^{]*\{([^}]*)\}/.exec(sdl)?.[1] ?? '';
  const challenges = /^\s*challenges\s*(\(([^)]*)\))?\s*:/m.exec(query);
  return Boolean(challenges?.[2] && /\bfirst\s*:/.test(challenges[2]));
}

/** The switch: BENCH_PAGED when set, else what the composed supergraph of the build says. */
export function usesPaging(root, env = process.env) {
  if (env.BENCH_PAGED === '1' || env.BENCH_PAGED === '0') return env.BENCH_PAGED === '1';
  return isPagedSupergraph(readFileSync(join(root, 'gateway', 'supergraph.graphql'), 'utf8'));
}

/** `{ challenges { <fields> } }`, or `{ challenges(first: 20) { nodes { <fields> } } }` when paged. */
export function challengesQuery(fields, paged) {
  return paged ? `{ challenges(first: 20) { nodes { ${fields} } } }` : `{ challenges { ${fields} } }`;
}

/** A single-subgraph query (challenges only) and the same list joined with teams' teamCount. */
export const throughputQueries = (paged) => ({
  simple: challengesQuery('id title category tags', paged),
  joined: challengesQuery('id title teamCount', paged),
});

/**
 * The GraphQL documents the REST facade runs for its GET paths (from the built gateway's route table), as text:
 * sent to POST /graphql they ask for exactly what the REST path answers.
 * @param {string[]} paths e.g. ['/api/challenges']
 * @returns {Promise<Record<string, string>>}
 */
export async function restDocuments(root, paths) {
  const { REST_ROUTES } = await import(
    pathToFileURL(join(root, 'gateway', 'dist', 'rest', 'routes.js')).href
  );
  const { print } = await import('graphql');
  return Object.fromEntries(
    paths.map((path) => {
      const route = REST_ROUTES.find((r) => r.method === 'get' && r.path === path);
      if (!route?.document) throw new Error(`No GET ${path} with a GraphQL document in the REST route table`);
      return [path, print(route.document)];
    }),
  );
}
