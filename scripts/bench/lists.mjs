// Latency of each list through the gateway, over REST and over GraphQL (the same document the REST path runs),
// one request at a time, as one signed-in person paging through it sees it.
import { latencySummary } from './stats.mjs';
import { runLoad, statusText, withoutGraphQLErrors } from './load.mjs';

/** The lists the issue names, by their REST path. */
export const LIST_PATHS = {
  challenges: '/api/challenges',
  teams: '/api/teams',
  projects: '/api/projects',
  resources: '/api/resources',
};

/**
 * p50/p95 of every list over REST and GraphQL: up to `requests` sequential requests each, for at most `seconds`.
 * @param {{ baseUrl: string, cookie: string, documents: Record<string, string>, requests?: number,
 *   seconds?: number }} options  documents: GraphQL text by REST path (documents.mjs restDocuments)
 * @returns {Promise<Record<string, { count: number, p50: number, p95: number, errors: number, statuses: string }>>}
 *   keyed "challenges REST", "challenges GraphQL", ...
 */
export async function measureLists({ baseUrl, cookie, documents, requests = 60, seconds = 6 }) {
  const results = {};
  for (const [list, path] of Object.entries(LIST_PATHS)) {
    const ways = {
      REST: { url: `${baseUrl}${path}`, headers: { cookie } },
      GraphQL: {
        url: `${baseUrl}/graphql`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: documents[path] }),
        verifyBody: withoutGraphQLErrors,
      },
    };
    for (const [way, options] of Object.entries(ways)) {
      await runLoad({ ...options, connections: 1, amount: 1 }); // warm-up
      const run = await runLoad({
        ...options,
        connections: 1,
        duration: seconds,
        maxConnectionRequests: requests,
      });
      results[`${list} ${way}`] = {
        ...latencySummary(run.latencies),
        errors: run.errors,
        statuses: statusText(run.statuses),
      };
    }
  }
  return results;
}
