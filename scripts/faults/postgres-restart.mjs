// Fault 3: PostgreSQL stopped (pg_ctl stop -m fast) under the mixed load and started again. Clean 503s meanwhile,
// every service reports not ready while it is down and ready again after, and no process is restarted: the services
// reconnect by themselves.
import { waitFor } from '../lib/cleanup.mjs';
import { readinessOver, seconds, unexpectedAnswers } from './judge.mjs';

export const name = 'postgres restarted';

/** How long every service may take to answer ready once PostgreSQL is back. */
const READY_TIMEOUT_MS = 60_000;

/** Reads GET /health/ready of every part every 0.5 s until stopped. */
function sampleReadiness(readyUrls, sleep) {
  const samples = [];
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      await Promise.all(
        readyUrls.map(async ({ part, url }) => {
          const ready = await fetch(url, { signal: AbortSignal.timeout(5_000) })
            .then((response) => response.status === 200)
            .catch(() => false);
          samples.push({ part, at: Date.now(), ready });
        }),
      );
      await sleep(500);
    }
  })();
  return {
    samples,
    stop: async () => {
      sampling = false;
      await done;
    },
  };
}

export async function inject({ postgres, servicesReadyUrls, restarts, settings, sleep, log, underLoad }) {
  const sampler = sampleReadiness(servicesReadyUrls, sleep);
  const restartsBefore = restarts();
  const outcome = await underLoad('Postgres', {}, async () => {
    await sleep(settings.beforeMs);
    const window = { target: 'postgres', start: Date.now(), end: Infinity };
    await postgres.stop('fast');
    log('fault 3: PostgreSQL stopped (pg_ctl stop -m fast)');
    await sleep(settings.downMs);
    await postgres.start();
    const back = Date.now();
    log(`fault 3: PostgreSQL started again, ${seconds(back - window.start)} down`);
    // The window lasts until every service answers ready again.
    const ready = await waitFor(
      async () => {
        const latest = servicesReadyUrls.map(
          ({ part }) => sampler.samples.filter((s) => s.part === part && s.at > back).at(-1)?.ready,
        );
        return latest.every(Boolean) ? Date.now() : null;
      },
      { timeoutMs: READY_TIMEOUT_MS, intervalMs: 250 },
    );
    window.end = ready ?? Date.now();
    await sleep(settings.afterMs);
    return { window, back, readyInTime: Boolean(ready) };
  });
  await sampler.stop();
  return { ...outcome, samples: sampler.samples, restartsBefore };
}

export async function measure({ judgeLoad, restarts }, injected) {
  const { window, back, readyInTime, samples, restartsBefore, recorder } = injected;
  const verdict = judgeLoad(recorder, [window]);
  return {
    window,
    back,
    readyInTime,
    samples,
    verdict,
    restarted: restarts() - restartsBefore,
    hangs: recorder.results.filter((r) => r.status === 0).length,
    fiveHundreds: recorder.results.filter((r) => r.status >= 500 && r.status !== 503).length,
  };
}

/**
 * @param {{ window: { start: number, end: number }, back: number, readyInTime: boolean,
 *   samples: { part: string, at: number, ready: boolean }[],
 *   verdict: { total: number, clean503: number, unexpected: unknown[] }, restarted: number, hangs: number,
 *   fiveHundreds: number }} observed  samples: GET /health/ready of every service and the gateway
 */
export function judge({ window, back, readyInTime, samples, verdict, restarted, hangs, fiveHundreds }) {
  const problems = readyInTime ? [] : ['not every service was ready within 60 s of PostgreSQL being back'];
  problems.push(...unexpectedAnswers(verdict));
  const services = readinessOver(samples, { start: window.start, end: back }).filter(
    (r) => r.part !== 'gateway',
  );
  for (const r of services) {
    if (!r.downSeen) problems.push(`${r.part} never reported not ready`);
    if (!r.readyAfter) problems.push(`${r.part} not ready after`);
  }
  const readyIn = Math.max(...services.map((r) => (r.readyAt ?? Infinity) - back));
  if (restarted) problems.push(`${restarted} processes restarted`);
  return {
    name,
    details: [
      `pg_ctl stop -m fast, ${seconds(back - window.start)} down`,
      `${verdict.total} requests, ${verdict.clean503} clean 503s, ${fiveHundreds} 500s, ${hangs} hangs or resets, ${verdict.unexpected.length} unexpected`,
      `readiness: ${services.filter((r) => r.downSeen).length}/${services.length} services not ready during, ` +
        `${services.filter((r) => r.readyAfter).length}/${services.length} ready again within ${seconds(readyIn)}`,
      `${restarted} processes restarted`,
    ],
    problems,
    injected: 1,
    requests: verdict.total,
    clean503: verdict.clean503,
    unexpected: verdict.unexpected.length,
  };
}
