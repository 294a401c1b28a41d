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

/** The pages with their own address the issue names, by their REST path (docs/product.md §11.1). */
export const PAGE_PATHS = {
  'challenge page': '/api/challenges/:id',
  'team page': '/api/teams/:id',
};

/**
 * p50/p95 of every list, and of the pages named in `pageIds`, over REST and GraphQL: up to `requests` sequential
 * requests each, for at most `seconds`.
 * @param {{ baseUrl: string, cookie: string, documents: Record<string, string>,
 *   pageIds?: Record<string, string>, requests?: number, seconds?: number }} options  documents: GraphQL text by
 *   REST path (documents.mjs restDocuments); pageIds: the id each page path of PAGE_PATHS is measured with
 * @returns {Promise<Record<string, { count: number, p50: number, p95: number, errors: number, statuses: string }>>}
 *   keyed "challenges REST", "challenges GraphQL", ...
 */
export async function measureLists({ baseUrl, cookie, documents, pageIds = {}, requests = 60, seconds = 6 }) {
  const results = {};
  const targets = [
    ...Object.entries(LIST_PATHS).map(([list, path]) => ({ list, path, id: null })),
    ...Object.entries(PAGE_PATHS)
      .filter(([, path]) => pageIds[path])
      .map(([list, path]) => ({ list, path, id: pageIds[path] })),
  ];
  for (const { list, path, id } of targets) {
    const ways = {
      REST: { url: `${baseUrl}${id ? path.replace(':id', id) : path}`, headers: { cookie } },
      GraphQL: {
        url: `${baseUrl}/graphql`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: documents[path], ...(id ? { variables: { id } } : {}) }),
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
