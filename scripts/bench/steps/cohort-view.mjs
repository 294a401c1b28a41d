// The cohort view (docs/product.md §16.5) for a programme of 5,000 members and 1,000 teams against one of 50 members
// and 10 teams: the first page of the roster (all, and the no-project and inactive filters) and of the teams, over
// REST and over GraphQL (the same document), p95 against p95. The two sizes are measured one after the other for
// each path, so that a busy moment of the machine falls on both.
import { runLoad, statusText, withoutGraphQLErrors } from '../load.mjs';
import { restDocuments } from '../documents.mjs';
import { seedProgrammeCohort } from '../seed-bulk.mjs';
import { latencySummary } from '../stats.mjs';

export const COHORTS = { small: { members: 50, teams: 10 }, large: { members: 5_000, teams: 1_000 } };
const PATHS = {
  members: '/api/programmes/:id/members',
  teams: '/api/programmes/:id/teams',
};
/** What is measured: a name, the REST path with its query, and the GraphQL document's path and variables. */
const TARGETS = [
  { name: 'members', path: PATHS.members, query: '', variables: {} },
  {
    name: 'members without a project',
    path: PATHS.members,
    query: '?filter=no-project',
    variables: { filter: 'no-project' },
  },
  {
    name: 'members inactive for 7 days',
    path: PATHS.members,
    query: '?filter=inactive',
    variables: { filter: 'inactive' },
  },
  { name: 'teams', path: PATHS.teams, query: '', variables: {} },
];
const WAYS = ['REST', 'GraphQL'];

const count = (n) => n.toLocaleString('en');
const fixed = (value, digits = 1) => value.toFixed(digits);
const figureName = (key) =>
  `p95 of the cohort view's ${key} with ${count(COHORTS.large.members)} members and ${count(COHORTS.large.teams)} teams, against ${COHORTS.small.members} members`;
const target = { op: '<=', value: 2, unit: 'x' };

export const key = 'cohortView';

export const title = () =>
  `cohort view: ${count(COHORTS.large.members)} members and ${count(COHORTS.large.teams)} teams against ${COHORTS.small.members}`;

export const missing = () =>
  TARGETS.flatMap(({ name }) => WAYS.map((way) => ({ name: figureName(`${name} ${way}`), target })));

/**
 * Seeds both programmes with users[0] as their organiser and measures each target at both sizes.
 * @returns {Promise<Record<string, { small: object, large: object }>>} keyed "members REST", ...
 */
export async function measure({ root, baseUrl, db, users }) {
  const organiser = users[0];
  const ids = {};
  for (const [size, cohort] of Object.entries(COHORTS))
    ids[size] = await seedProgrammeCohort(db('identity'), db('programmes'), {
      organiserId: organiser.id,
      label: `${size}-${Date.now()}`,
      ...cohort,
    });
  const documents = await restDocuments(root, Object.values(PATHS));
  const results = {};
  for (const { name, path, query, variables } of TARGETS) {
    for (const way of WAYS) {
      const entry = {};
      for (const size of Object.keys(COHORTS)) {
        const id = ids[size];
        const options =
          way === 'REST'
            ? { url: `${baseUrl}${path.replace(':id', id)}${query}`, headers: { cookie: organiser.cookie } }
            : {
                url: `${baseUrl}/graphql`,
                method: 'POST',
                headers: { cookie: organiser.cookie, 'content-type': 'application/json' },
                body: JSON.stringify({
                  query: documents[path],
                  variables: { programmeId: id, ...variables },
                }),
                verifyBody: withoutGraphQLErrors,
              };
        await runLoad({ ...options, connections: 1, amount: 2 }); // warm-up
        const run = await runLoad({ ...options, connections: 1, duration: 6, maxConnectionRequests: 60 });
        entry[size] = {
          ...latencySummary(run.latencies),
          errors: run.errors,
          statuses: statusText(run.statuses),
        };
      }
      results[`${name} ${way}`] = entry;
    }
  }
  return results;
}

/** A figure for each target: p95 with the large programme over p95 with the small one. */
export function judge(measured) {
  return Object.entries(measured ?? {}).map(([key, { small, large }]) => {
    const name = figureName(key);
    const failed = [small, large].find((r) => r.errors > 0 || r.count === 0);
    return failed
      ? {
          name,
          target,
          measured: null,
          detail: `${failed.count === 0 ? 'no answer in time' : failed.statuses}`,
        }
      : {
          name,
          target,
          measured: large.p95 / small.p95,
          detail: `p95 ${fixed(large.p95)} ms against ${fixed(small.p95)} ms`,
        };
  });
}
