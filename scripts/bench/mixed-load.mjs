// A mixed load of simulated people, each with its own session: browsing the lists, searching, creating a
// challenge, joining a team, liking a project and talking with Isla. Each person does one kind of thing, so that
// each endpoint has its own p95 and errors; people wait for an answer and think before the next request.
import { performance } from 'node:perf_hooks';
import { latencySummary } from './stats.mjs';
import { statusText } from './load.mjs';
import { SEED_WORDS } from './seed-bulk.mjs';

const json = { 'content-type': 'application/json' };

/**
 * The people of the load by what they do (200 in all). `next(person, n)` gives person's n-th request; `rate`
 * (requests a second per person) overrides the load's.
 * @type {{ endpoint: string, people: number, rate?: number, next: (person: { index: number, of: number }, n: number,
 *   data: { teamIds: string[], projectIds: string[] }) => { method: string, path: string, body?: string } }[]}
 */
export const MIX = [
  { endpoint: 'GET /api/challenges', people: 30, next: () => ({ method: 'GET', path: '/api/challenges' }) },
  { endpoint: 'GET /api/teams', people: 20, next: () => ({ method: 'GET', path: '/api/teams' }) },
  { endpoint: 'GET /api/projects', people: 20, next: () => ({ method: 'GET', path: '/api/projects' }) },
  { endpoint: 'GET /api/resources', people: 15, next: () => ({ method: 'GET', path: '/api/resources' }) },
  {
    endpoint: 'GET /api/challenges?search=',
    people: 25,
    next: (_p, n) => ({
      method: 'GET',
      path: `/api/challenges?search=${SEED_WORDS[n % SEED_WORDS.length]}&limit=20`,
    }),
  },
  {
    endpoint: 'POST /api/challenges',
    people: 20,
    next: (person, n) => ({
      method: 'POST',
      path: '/api/challenges',
      body: JSON.stringify({
        title: `Load challenge ${person.index}-${n}`,
        description: 'A challenge created by a simulated person of the benchmark.',
        category: 'community',
        tags: ['bench'],
      }),
    }),
  },
  {
    // Person i of k joins teams i, i+k, i+2k...: every team is joined once, so none fills up.
    endpoint: 'POST /api/teams/:id/join',
    people: 25,
    next: (person, n, { teamIds }) => ({
      method: 'POST',
      path: `/api/teams/${teamIds[(person.index + n * person.of) % teamIds.length]}/join`,
    }),
  },
  {
    endpoint: 'POST /api/projects/:id/like',
    people: 25,
    next: (person, n, { projectIds }) => ({
      method: 'POST',
      path: `/api/projects/${projectIds[(person.index * 7919 + n) % projectIds.length]}/like`,
    }),
  },
  {
    // A brainstorm is a conversation: one message every few seconds (Isla's per-person quota is 30 a minute).
    endpoint: 'POST /api/perplexity/generate-response',
    people: 20,
    rate: 0.2,
    next: (_p, n) => ({
      method: 'POST',
      path: '/api/perplexity/generate-response',
      body: JSON.stringify({
        prompt: `Idea number ${n}: a library of tools`,
        phase: 'ideation',
        language: 'en',
      }),
    }),
  },
];

export const MIX_PEOPLE = MIX.reduce((sum, part) => sum + part.people, 0);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs every part of MIX at once for `seconds`: each person sends a request, reads the answer, thinks for about
 * 1/rate seconds (±50 %, so that people do not march in step), and goes again.
 * @param {{ baseUrl: string, users: { cookie: string }[], teamIds: string[], projectIds: string[], seconds?: number,
 *   ratePerUser?: number }} options  users: at least MIX_PEOPLE signed-in people; teamIds: forming teams with room
 * @returns {Promise<{ endpoint: string, people: number, count: number, p50: number, p95: number, errors: number,
 *   statuses: string, firstError?: string }[]>}
 */
export async function runMixedLoad({ baseUrl, users, teamIds, projectIds, seconds = 60, ratePerUser = 0.5 }) {
  if (users.length < MIX_PEOPLE)
    throw new Error(`The mixed load needs ${MIX_PEOPLE} users, got ${users.length}`);
  const data = { teamIds, projectIds };
  const deadline = performance.now() + seconds * 1000;
  let nextUser = 0;
  const runs = MIX.map(async (part) => {
    const people = users.slice(nextUser, (nextUser += part.people));
    const thinkMs = 1000 / (part.rate ?? ratePerUser);
    const latencies = [];
    const statuses = {};
    let errors = 0;
    let firstError;
    await Promise.all(
      people.map(async ({ cookie }, index) => {
        const person = { index, of: part.people };
        await sleep(Math.random() * thinkMs); // people arrive over the first think time
        for (let n = 0; performance.now() < deadline; n += 1) {
          const { method, path, body } = part.next(person, n, data);
          const started = performance.now();
          let status = 'error';
          try {
            const response = await fetch(`${baseUrl}${path}`, {
              method,
              headers: { ...json, cookie },
              body,
              signal: AbortSignal.timeout(10_000),
            });
            const text = await response.text();
            status = response.status;
            if (status >= 300) firstError ??= `${status} ${text.slice(0, 200)}`;
          } catch (error) {
            firstError ??= String(error.message ?? error);
          }
          latencies.push(performance.now() - started);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 'error' || status >= 300) errors += 1;
          await sleep(thinkMs * (0.5 + Math.random()));
        }
      }),
    );
    return {
      endpoint: part.endpoint,
      people: part.people,
      ...latencySummary(latencies),
      errors,
      statuses: statusText(statuses),
      ...(firstError ? { firstError } : {}),
    };
  });
  return Promise.all(runs);
}
