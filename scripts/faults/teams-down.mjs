// Fault 4: the teams service killed (SIGKILL) and held down while the gateway serves. GraphQL answers the rest with
// an error at the teams fields, other REST paths keep 200, the /teams page shows its readable message; everything
// recovers once teams is back.
import { waitFor } from '../lib/cleanup.mjs';
import { Person, Recorder } from '../scale/client.mjs';
import { browserCheck } from './browser-check.mjs';
import { judgePartialAnswer, seconds, unexpectedAnswers } from './judge.mjs';

export const name = 'teams killed';

/** REST paths answered without the teams service (identity and showcase only). */
export const PATHS_WITHOUT_TEAMS = [
  '/api/auth/user',
  '/api/resources',
  '/api/users/me/achievements',
  '/api/users/recommended',
];

/**
 * One query over four services; teams owns `team`, every project's `team` and every challenge's `teamCount`, all
 * nullable (a non-null field of a service that is down would null its parent, up to the whole answer).
 */
const PARTIAL_QUERY = `query FaultsPartial($team: ID!) {
  me { id firstName }
  challenges(first: 3) { nodes { id title teamCount } }
  resources(first: 3) { nodes { id title } }
  projects(first: 3) { nodes { id title team { id name } } }
  team(id: $team) { id name }
}`;
export const TEAMS_PATHS = [
  ['team'],
  ['challenges', 'nodes', '*', 'teamCount'],
  ['projects', 'nodes', '*', 'team'],
];
export const OTHER_FIELDS = ['me', 'challenges', 'resources', 'projects'];

/**
 * PARTIAL_QUERY's answer with teams down: the teams fields null with SERVICE_UNAVAILABLE and `message`, each list's
 * teams fields failed when the list had rows, the other root fields with data.
 */
export function judgeTeamsAnswer(body, message) {
  const required = TEAMS_PATHS.filter((path) => path.length === 1 || body.data?.[path[0]]?.nodes?.length);
  return judgePartialAnswer(body, {
    downPaths: TEAMS_PATHS,
    required,
    upFields: OTHER_FIELDS,
    code: 'SERVICE_UNAVAILABLE',
    message,
  });
}

export async function inject({ baseUrl, system, translate, loadFailed, settings, sleep, log, underLoad }) {
  const viewer = new Person({ baseUrl, recorder: new Recorder(), name: 'Viewer' });
  await viewer.register({ tries: 30 });
  const own = await viewer.insist('POST /api/teams', {
    method: 'POST',
    path: '/api/teams',
    body: { name: 'Viewer team', maxMembers: 4 },
  });
  const graphql = async (locale) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale, cookie: viewer.cookie },
      body: JSON.stringify({ query: PARTIAL_QUERY, variables: { team: own.body?.id } }),
      signal: AbortSignal.timeout(30_000),
    });
    return response.json();
  };
  const teams = system.instances.get('teams');
  return underLoad('Teams', {}, async () => {
    await sleep(settings.beforeMs);
    const window = { target: 'teams', start: Date.now(), end: Infinity };
    await teams.kill('SIGKILL');
    log('fault 4: teams killed (SIGKILL), held down');
    await sleep(1_000);
    const answers = [];
    for (const locale of ['en', 'de']) {
      const answer = {
        locale,
        body: await graphql(locale),
        message: translate('error.service.unavailable', locale),
      };
      answers.push(answer);
      if (!judgeTeamsAnswer(answer.body, answer.message).ok)
        log(`  GraphQL answer (${locale}): ${JSON.stringify(answer.body).slice(0, 600)}`);
    }
    const statuses = await Promise.all(
      PATHS_WITHOUT_TEAMS.map(async (path) => (await viewer.request(`GET ${path}`, { path })).status),
    );
    const { outcome, status } = await viewer.request('GET /api/teams', { path: '/api/teams' });
    const browser = await browserCheck({ baseUrl, cookie: viewer.cookie, loadFailed, log });
    await sleep(window.start + settings.downMs - Date.now());
    const started = Boolean(await teams.start());
    window.end = Date.now();
    const recoveredAt = await waitFor(
      async () => {
        const body = await graphql('en');
        const list = await viewer.request('GET /api/teams', { path: '/api/teams' });
        return !body.errors?.length && body.data?.team && list.status === 200 ? Date.now() : null;
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    log(`fault 4: teams back after ${seconds(window.end - window.start)}`);
    await sleep(settings.afterMs);
    return { window, answers, statuses, teamsList: { outcome, status }, browser, started, recoveredAt };
  });
}

export async function measure({ judgeLoad }, injected) {
  const { window, answers, statuses, teamsList, browser, started, recoveredAt, recorder } = injected;
  const verdict = judgeLoad(recorder, [window]);
  return { window, answers, statuses, teamsList, browser, started, recoveredAt, verdict };
}

/**
 * @param {{ window: { start: number, end: number }, answers: { locale: string, body: object, message: string }[],
 *   statuses: number[], teamsList: { outcome: string, status: number }, browser: { line: string, problems: string[] },
 *   started: boolean, recoveredAt: number | null, verdict: { total: number, clean503: number, unexpected: unknown[] } }} observed
 *   statuses: of PATHS_WITHOUT_TEAMS while teams was down; recoveredAt: when GraphQL and /api/teams answered again
 */
export function judge({ window, answers, statuses, teamsList, browser, started, recoveredAt, verdict }) {
  const problems = [];
  let fieldErrors = 0;
  for (const { locale, body, message } of answers) {
    const partial = judgeTeamsAnswer(body, message);
    fieldErrors = partial.errors;
    if (!partial.ok) problems.push(`GraphQL (${locale}): ${partial.problems.slice(0, 3).join(', ')}`);
  }
  const notOk = PATHS_WITHOUT_TEAMS.filter((_, i) => statuses[i] !== 200);
  if (notOk.length) problems.push(`${notOk.join(', ')} not 200 while teams was down`);
  if (teamsList.outcome !== 'clean-503')
    problems.push(`GET /api/teams answered ${teamsList.status}, not a clean 503`);
  problems.push(...browser.problems);
  if (!started) problems.push('teams did not come back ready');
  if (!recoveredAt) problems.push('GraphQL or /api/teams still failing 30 s after teams came back');
  problems.push(...unexpectedAnswers(verdict));
  return {
    name,
    details: [
      `SIGKILL, held ${seconds(window.end - window.start)}`,
      `${verdict.total} requests, ${verdict.clean503} clean 503s, ${verdict.unexpected.length} unexpected`,
      `GraphQL: data for ${OTHER_FIELDS.join(', ')}, null and SERVICE_UNAVAILABLE at the ${fieldErrors} teams fields (en, de)`,
      `REST ${PATHS_WITHOUT_TEAMS.length - notOk.length}/${PATHS_WITHOUT_TEAMS.length} other paths 200, /api/teams ${teamsList.status}`,
      browser.line,
      ...(recoveredAt ? [`recovered ${seconds(recoveredAt - window.end)} after teams was ready`] : []),
    ],
    problems,
    injected: 1,
    requests: verdict.total,
    clean503: verdict.clean503,
    unexpected: verdict.unexpected.length,
  };
}
