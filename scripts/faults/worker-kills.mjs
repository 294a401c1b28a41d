// Fault 5: the brainstorm worker killed with SIGKILL again and again during a conversation with Isla, each time
// while it runs a job when one comes within 2 s. Every request gets Isla's answer or the spec's scripted fallback
// (product.md §4.3, §8.1), and every queued job ends.
import { waitFor } from '../lib/cleanup.mjs';
import { CONVERSATION } from '../scale/load.mjs';
import { judgeConversation, killGaps, seconds } from './judge.mjs';

export const name = 'worker killed';

export async function inject({ system, workerName, queues, jobTotals, settings, sleep, log, underLoad }) {
  const worker = system.instances.get(workerName);
  const windows = [];
  /** The kills (1, 2, …) after which the worker did not come back ready. */
  const notBack = [];
  const jobsBefore = (await jobTotals()).added;
  const outcome = await underLoad('Talk', { actions: CONVERSATION, thinkMs: 500 }, async () => {
    for (const gap of killGaps(settings.workerKills)) {
      await sleep(gap);
      await waitFor(
        async () => {
          const counts = await Promise.all(queues.map((queue) => queue.getJobCounts('active')));
          return counts.some((count) => count.active > 0) || null;
        },
        { timeoutMs: 2_000, intervalMs: 50 },
      );
      const window = { target: 'worker', start: Date.now(), end: Infinity };
      windows.push(window);
      await worker.kill('SIGKILL');
      if (!(await worker.start())) notBack.push(windows.length);
      window.end = Date.now();
    }
    log(`fault 5: worker killed ${windows.length} times (SIGKILL), back each time`);
    // Requests sent during the last kill finish (the API waits up to 25 s for a job).
    await sleep(settings.afterMs);
  });
  return { ...outcome, windows, notBack, jobsBefore };
}

export async function measure({ fallbackMessages, queuesIdle, jobTotals, log }, injected) {
  const { windows, notBack, jobsBefore, recorder } = injected;
  const verdict = judgeConversation(recorder.results, fallbackMessages);
  for (const item of verdict.unexpected.slice(0, 5))
    log(`  UNEXPECTED ${item.action} by ${item.person}: ${item.outcome} ${item.status} ${item.detail ?? ''}`);
  const slowest = Math.max(...recorder.results.map((r) => r.end - r.start));
  const idle = Boolean(await queuesIdle());
  const jobs = await jobTotals();
  return {
    kills: windows.length,
    notBack,
    verdict,
    slowest,
    idle,
    jobs: {
      queued: jobs.added - jobsBefore,
      stalled: jobs.events.filter((e) => e.event === 'stalled' && e.at >= windows[0]?.start).length,
      lost: jobs.lost.length,
      completed: jobs.completed,
      failed: jobs.failed,
      removed: jobs.removed,
    },
  };
}

/**
 * @param {{ kills: number, notBack: number[], verdict: { total: number, answers: number, fallbacks: number,
 *   unexpected: unknown[] }, slowest: number, idle: boolean, jobs: { queued: number, stalled: number, lost: number,
 *   completed: number, failed: number, removed: number } }} observed  verdict: judgeConversation's; jobs.stalled:
 *   taken over from a killed worker
 */
export function judge({ kills, notBack, verdict, slowest, idle, jobs }) {
  const problems = notBack.map((kill) => `the worker did not come back after kill ${kill}`);
  if (verdict.unexpected.length)
    problems.push(`${verdict.unexpected.length} replies neither answered nor fallen back`);
  if (!idle) problems.push('Isla queues not idle after the drain time');
  if (jobs.lost) problems.push(`${jobs.lost} jobs left behind`);
  return {
    name,
    details: [
      `SIGKILL ${kills} times`,
      `${verdict.total} conversation requests: ${verdict.answers} answered by Isla, ${verdict.fallbacks} scripted fallbacks, ${verdict.unexpected.length} unexpected (slowest ${seconds(slowest)})`,
      `jobs ${jobs.queued} queued, ${jobs.stalled} taken over from a killed worker, ${jobs.lost} left behind (${jobs.completed} completed, ${jobs.failed} failed, ${jobs.removed} removed in all)`,
    ],
    problems,
    injected: kills,
    requests: verdict.total,
    clean503: verdict.fallbacks,
    unexpected: verdict.unexpected.length,
  };
}
