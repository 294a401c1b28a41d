// How the fault suite judges what it saw: readiness over a fault's window, Isla's answers during worker kills, a
// GraphQL answer with one service down, and the lines it prints. Pure: scripts/faults.mjs gathers the observations.

/**
 * Readiness of each part over a fault: whether it reported not ready while the dependency was down, and ready
 * again after (its last sample), with the first moment it was ready once the dependency was back.
 * @param {{ part: string, at: number, ready: boolean }[]} samples  GET /health/ready of every part, in time order
 * @param {{ start: number, end: number }} window  the dependency down (start) and back (end)
 * @returns {{ part: string, downSeen: boolean, readyAfter: boolean, readyAt: number | null }[]}
 */
export function readinessOver(samples, window) {
  const parts = [...new Set(samples.map((sample) => sample.part))];
  return parts.map((part) => {
    const own = samples.filter((sample) => sample.part === part);
    const downSeen = own.some((s) => !s.ready && s.at >= window.start && s.at <= window.end + 60_000);
    const last = own.at(-1);
    const readyAt = own.find((s) => s.ready && s.at >= window.end)?.at ?? null;
    return { part, downSeen, readyAfter: Boolean(last?.ready && last.at >= window.end), readyAt };
  });
}

/** Isla's failures the front end answers with the spec's scripted fallback (product.md §4.3, §8.1): their message keys. */
export const FALLBACK_KEYS = ['error.ai.unavailable', 'error.speech.unavailable', 'error.isla.busy'];

/**
 * One answer to a conversation request: 'answer' (Isla's reply or audio), 'fallback' (a 503 SERVICE_UNAVAILABLE with
 * one of Isla's own messages: the browser asks a scripted question or speaks with its own voice), or 'unexpected'
 * (a 500, a hang past the client's timeout, a 503 with another message, anything else).
 * @param {{ outcome: string, status: number, detail?: string }} result  a Recorder entry
 * @param {string[]} fallbackMessages  the fallback keys' messages in the request's language
 */
export function conversationOutcome(result, fallbackMessages) {
  if (result.outcome === 'ok') return 'answer';
  if (result.outcome !== 'clean-503') return 'unexpected';
  let body = null;
  try {
    body = JSON.parse(result.detail ?? '');
  } catch {
    /* not JSON */
  }
  return body && fallbackMessages.includes(body.message) ? 'fallback' : 'unexpected';
}

/** Counts a conversation load's answers: answered by Isla, the scripted fallback, or unexpected. */
export function judgeConversation(results, fallbackMessages) {
  const verdict = { total: results.length, answers: 0, fallbacks: 0, unexpected: [] };
  for (const result of results) {
    const outcome = conversationOutcome(result, fallbackMessages);
    if (outcome === 'answer') verdict.answers += 1;
    else if (outcome === 'fallback') verdict.fallbacks += 1;
    else verdict.unexpected.push(result);
  }
  return verdict;
}

/**
 * Whether a GraphQL path (['projects', 'nodes', 0, 'team']) starts with one of `roots`, where '*' stands for any
 * list index (['projects', 'nodes', '*', 'team']).
 */
const under = (path, roots) =>
  roots.some(
    (root) =>
      Array.isArray(path) &&
      path.length >= root.length &&
      root.every((key, i) => (key === '*' ? typeof path[i] === 'number' : path[i] === key)),
  );

/**
 * Whether the field at a GraphQL response path is null in `data`, or one of its parents is (a non-null field that
 * failed nulls its nearest nullable parent).
 */
function nulled(data, path) {
  let value = data;
  for (const key of path) {
    if (value === null) return true;
    if (value === undefined) return false;
    value = value[key];
  }
  return value === null;
}

/**
 * A GraphQL answer while one service is down: every field it owns (`downPaths`, '*' for any list index) answers
 * null (or nulls its parent) with an error at its path, `code` and the message in the request's language (`message`); `required` of them
 * must have failed (the query asked for them and their parents had data); every field of `upFields` (root fields
 * resolved by the other services) has data. Any other error is a problem.
 * @param {{ data?: Record<string, unknown> | null, errors?: { message: string, path?: (string | number)[],
 *   extensions?: { code?: string } }[] }} body
 * @param {{ downPaths: string[][], required?: string[][], upFields: string[], code: string, message: string }} expected
 * @returns {{ ok: boolean, problems: string[], errors: number }}
 */
export function judgePartialAnswer(body, { downPaths, required = downPaths, upFields, code, message }) {
  const problems = [];
  const errors = body?.errors ?? [];
  for (const field of upFields) if (body?.data?.[field] == null) problems.push(`no data for ${field}`);
  for (const root of required)
    if (!errors.some((error) => under(error.path, [root]))) problems.push(`no error on ${root.join('.')}`);
  for (const error of errors) {
    const where = (error.path ?? []).join('.') || '(no path)';
    if (!under(error.path, downPaths))
      problems.push(`an error on ${where}, a field the service down does not own`);
    else if (!nulled(body?.data, error.path)) problems.push(`${where} is not null`);
    if (error.extensions?.code !== code)
      problems.push(`${where}: code ${error.extensions?.code}, not ${code}`);
    if (error.message !== message) problems.push(`${where}: message "${error.message}", not "${message}"`);
  }
  return { ok: problems.length === 0, problems: [...new Set(problems)], errors: errors.length };
}

const FINISHED = new Set(['completed', 'failed', 'removed']);

/**
 * The jobs of BullMQ event streams added before `at` and from `at` on, and how many of each ended (completed,
 * failed or removed). A job is known by its queue and id.
 * @param {{ event: string, jobId?: string, at: number, queue?: string }[]} events  oldest first
 */
export function splitJobs(events, at) {
  const added = new Map();
  const last = new Map();
  for (const { event, jobId, at: when, queue = '' } of events) {
    if (!jobId) continue;
    const key = `${queue}/${jobId}`;
    if (event === 'added') added.set(key, when);
    if (FINISHED.has(event) || !FINISHED.has(last.get(key))) last.set(key, event);
  }
  const side = (before) => {
    const keys = [...added].filter(([, when]) => when < at === before).map(([key]) => key);
    return { added: keys.length, finished: keys.filter((key) => FINISHED.has(last.get(key))).length };
  };
  return { before: side(true), after: side(false) };
}

/**
 * The times at which the worker is killed: `count` kills, each `minGapMs` to `maxGapMs` after the previous one is
 * back (so jobs are running when it dies), as offsets in ms.
 */
export function killGaps(count, { minGapMs = 2_000, maxGapMs = 4_000 } = {}, random = Math.random) {
  return Array.from({ length: count }, () => Math.round(minGapMs + random() * (maxGapMs - minGapMs)));
}

/** The problem of a load that got unexpected answers while a fault lasted (judgeResults' verdict), if any. */
export const unexpectedAnswers = (verdict) =>
  verdict.unexpected.length ? [`${verdict.unexpected.length} unexpected answers`] : [];

/** Seconds with one decimal. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One fault's line: `faults: <name>: <details>; <PASSED|FAILED>` and the problems found.
 * @param {{ name: string, details: string[], problems: string[] }} fault
 */
export function faultLine({ name, details, problems }) {
  const verdict = problems.length ? `FAILED (${problems.join('; ')})` : 'ok';
  return `faults: ${name}: ${details.join(', ')}; ${verdict}`;
}

/**
 * The final line, from every fault's figures, and whether the suite passed.
 * @param {{ name: string, problems: string[], injected: number, requests: number, clean503: number,
 *   unexpected: number }[]} faults
 * @param {{ events: { sent: number, lost: number, doubled: number } | null, jobs: { added: number, lost: number }
 *   | null, seconds: number, planned: number, aborted?: string, natsRefused?: number }} totals  natsRefused: how
 *   often nats-server refused a part (a publish or subscription outside its permissions, a wrong password)
 */
export function summaryLine(faults, totals) {
  const sum = (key) => faults.reduce((total, fault) => total + fault[key], 0);
  const failed = faults.filter((fault) => fault.problems.length).map((fault) => fault.name);
  const passed =
    !totals.aborted &&
    faults.length === totals.planned &&
    failed.length === 0 &&
    totals.events !== null &&
    totals.events.lost === 0 &&
    totals.events.doubled === 0 &&
    totals.jobs !== null &&
    totals.jobs.lost === 0 &&
    !totals.natsRefused;
  const parts = [
    `${faults.length} faults injected (${sum('injected')} kills or stops)`,
    `requests ${sum('requests')}, ${sum('clean503')} clean 503s, ${sum('unexpected')} unexpected`,
    totals.events
      ? `events ${totals.events.sent} sent, ${totals.events.lost} lost, ${totals.events.doubled} doubled`
      : 'events not counted',
    totals.jobs ? `jobs ${totals.jobs.added}, ${totals.jobs.lost} lost` : 'jobs not counted',
    ...(totals.natsRefused === undefined ? [] : [`NATS ${totals.natsRefused} refused`]),
    `${Math.round(totals.seconds)} s`,
  ];
  const why = totals.aborted
    ? `aborted (${totals.aborted}); `
    : failed.length
      ? `${failed.join(', ')} failed; `
      : faults.length < totals.planned
        ? `${faults.length} of ${totals.planned} faults run; `
        : totals.natsRefused
          ? 'a part was refused on the bus; '
          : '';
  return { passed, line: `faults: ${passed ? 'passed' : 'FAILED'}; ${why}${parts.join('; ')}` };
}
