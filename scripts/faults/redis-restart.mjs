// Fault 1: Redis killed (SIGKILL) under the mixed load and started again on the same port and append-only file.
// Sessions work during and after, the per-account sign-in delay is counted in Redis again, and Isla's jobs queued
// before the kill and after the restart all end.
import { Person, Recorder } from '../scale/client.mjs';
import { keysAfter } from '../scale/counts.mjs';
import { ACTIONS } from '../scale/load.mjs';
import { seconds, splitJobs, unexpectedAnswers } from './judge.mjs';

export const name = 'redis restarted';

/** Failed sign-ins an account has before it waits (identity's LOGIN_ACCOUNT_FREE_FAILURES). */
export const FREE_FAILURES = 5;

/** More brainstorms than the mixed load has: Isla's jobs are queued before the kill and after the restart. */
const WITH_JOBS = ACTIONS.map((action) =>
  action.name === 'brainstorm' ? { ...action, weight: 40 } : action,
);

export async function inject({ baseUrl, redis, settings, sleep, log, underLoad }) {
  const sessionProbe = new Person({ baseUrl, recorder: new Recorder(), name: 'Session' });
  await sessionProbe.register({ tries: 30 });
  const limitProbe = new Person({ baseUrl, recorder: new Recorder(), name: 'Limits' });
  await limitProbe.register({ tries: 30 });
  const sessionChecks = [];
  const checkSession = async (when) => {
    const result = await sessionProbe.request('GET /api/auth/user', { path: '/api/auth/user' });
    sessionChecks.push({ when, ok: result.status === 200 && result.body?.id === sessionProbe.id });
  };
  const outcome = await underLoad('Redis', { actions: WITH_JOBS }, async () => {
    await sleep(settings.beforeMs);
    const window = { target: 'redis', start: Date.now(), end: Infinity };
    await redis.kill('SIGKILL');
    log('fault 1: Redis killed (SIGKILL)');
    await sleep(settings.downMs / 2);
    await checkSession('while Redis was down');
    await sleep(settings.downMs / 2);
    await redis.start();
    window.end = Date.now();
    log(
      `fault 1: Redis started again on the same port and append-only file, ${seconds(window.end - window.start)} down`,
    );
    await checkSession('after Redis came back');
    await sleep(settings.afterMs);
    return { window };
  });
  return { ...outcome, limitProbe, sessionChecks, checkSession };
}

export async function measure({ reader, judgeLoad, queuesIdle, jobTotals }, injected) {
  const { window, recorder, limitProbe, sessionChecks, checkSession } = injected;
  const verdict = judgeLoad(recorder, [window]);
  await checkSession('at the end');
  // The per-account delay after failed sign-ins, counted in Redis again.
  let refusedAt = 0;
  for (let attempt = 1; attempt <= FREE_FAILURES + 3 && !refusedAt; attempt++) {
    const result = await limitProbe.request('POST /api/auth/login', {
      method: 'POST',
      path: '/api/auth/login',
      body: { email: limitProbe.email, password: 'not-the-password' },
      expected: [401, 429],
    });
    if (result.status === 429) refusedAt = attempt;
  }
  const limitKeys = await keysAfter(reader, 'identity:rl:login-account-failures:');
  const idle = Boolean(await queuesIdle());
  const jobs = await jobTotals();
  return {
    window,
    verdict,
    sessionChecks,
    refusedAt,
    limitCounted: limitKeys.has(limitProbe.email),
    idle,
    jobs: { completed: jobs.completed, failed: jobs.failed, removed: jobs.removed, lost: jobs.lost.length },
    split: splitJobs(jobs.events, window.start),
  };
}

/**
 * @param {{ window: { start: number, end: number }, verdict: { total: number, clean503: number, unexpected: unknown[] },
 *   sessionChecks: { when: string, ok: boolean }[], refusedAt: number, limitCounted: boolean, idle: boolean,
 *   jobs: { completed: number, failed: number, removed: number, lost: number },
 *   split: { before: { added: number, finished: number }, after: { added: number, finished: number } } }} observed
 */
export function judge({ window, verdict, sessionChecks, refusedAt, limitCounted, idle, jobs, split }) {
  const problems = [...unexpectedAnswers(verdict)];
  for (const check of sessionChecks) if (!check.ok) problems.push(`the session did not work ${check.when}`);
  // The sixth failure makes the account wait 2 s: the seventh sign-in is refused.
  const limitsOk = refusedAt === FREE_FAILURES + 2 && limitCounted;
  if (!limitsOk)
    problems.push(
      `rate limits: ${refusedAt ? `429 at sign-in ${refusedAt}` : 'no 429'} (expected at ${FREE_FAILURES + 2}), ` +
        `${limitCounted ? '' : 'not '}counted in Redis`,
    );
  if (!idle) problems.push('Isla queues not idle after the drain time');
  if (jobs.lost) problems.push(`${jobs.lost} jobs lost`);
  if (split.before.added === 0) problems.push('no job was queued before the restart');
  if (split.after.added === 0) problems.push('no job was queued after the restart');
  return {
    name,
    details: [
      `SIGKILL, ${seconds(window.end - window.start)} down`,
      `${verdict.total} requests, ${verdict.clean503} clean 503s, ${verdict.unexpected.length} unexpected`,
      `sessions ${sessionChecks.every((c) => c.ok) ? 'ok' : 'FAILED'} (during and after)`,
      `rate limits ${limitsOk ? 'ok' : 'FAILED'} (429 at failed sign-in ${refusedAt || '-'}, counted in Redis)`,
      `jobs ${split.before.added} queued before and ${split.after.added} after: ` +
        `${split.before.finished + split.after.finished} ended (${jobs.completed} completed, ${jobs.failed} failed, ${jobs.removed} removed in all), ${jobs.lost} jobs lost`,
    ],
    problems,
    injected: 1,
    requests: verdict.total,
    clean503: verdict.clean503,
    unexpected: verdict.unexpected.length,
  };
}
