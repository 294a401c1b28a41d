// Isla's jobs while workers die: three workers, people talking to Isla through the gateway, worker containers
// killed (SIGKILL) while jobs run; then every job queued meanwhile is counted from the queue's own event stream.
import { reconcileJobs } from '../scale/reconcile.mjs';
import { Person, Recorder } from '../scale/client.mjs';
import { docker } from './docker.mjs';

const QUEUE = 'ai-generation';

/**
 * Reads the BullMQ event stream of `queue` (prefix bull, as compose runs it) and the state of the jobs it leaves
 * unfinished, inside a worker container: Redis sits on an internal network, and the image has ioredis and bullmq.
 */
const READER = (queue) => `
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
const connection = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: null });
const entries = await connection.xrange('bull:${queue}:events', '-', '+');
const events = entries.map(([id, fields]) => {
  const entry = { at: Number(id.split('-')[0]) };
  for (let i = 0; i < fields.length; i += 2) if (fields[i] !== 'returnvalue') entry[fields[i]] = fields[i + 1];
  return entry;
});
const queue = new Queue('${queue}', { connection, prefix: 'bull' });
const states = {};
for (const { jobId } of events) if (jobId && !(jobId in states)) states[jobId] = await queue.getJobState(jobId);
console.log(JSON.stringify({ events, states }));
await queue.close();
connection.disconnect();
`;

export async function readQueue(container, queue = QUEUE) {
  const output = await docker(['exec', container, 'node', '--input-type=module', '-e', READER(queue)]);
  return JSON.parse(output.trim().split('\n').at(-1));
}

/** The jobs added at or after `since` (ms), reconciled: finished or lost, and how many a killed worker left stalled. */
export function countJobsSince({ events, states }, since) {
  const ids = new Set(events.filter((e) => e.event === 'added' && e.at >= since).map((e) => e.jobId));
  const own = events.filter((e) => ids.has(e.jobId));
  const counts = reconcileJobs(own, new Map(Object.entries(states)));
  const stalled = new Set(own.filter((e) => e.event === 'stalled').map((e) => e.jobId)).size;
  return { ...counts, stalled };
}

/**
 * Runs the phase: `people` people send brainstorm messages one after another for `loadMs`; from `killAfterMs` on,
 * a worker container is killed (SIGKILL) and started again every `killEveryMs`, the next one each time: a built-in
 * engine job takes milliseconds, so one kill may find its worker between jobs. Waits until every job is finished
 * (or `drainMs` passes).
 */
export async function runWorkerKill({
  stack,
  log,
  people = 6,
  loadMs = 30_000,
  killAfterMs = 6_000,
  killEveryMs = 4_000,
  kills = 4,
  drainMs = 60_000,
}) {
  const workers = await stack.containers('brainstorm-worker');
  const recorder = new Recorder();
  const since = Date.now();
  let running = true;
  const talkers = Array.from({ length: people }, async (_, index) => {
    const person = new Person({ baseUrl: stack.baseUrl, recorder, name: `Talk${index + 1}` });
    if ((await person.register()).status !== 201) return;
    for (let n = 1; running; n++) {
      await person.request('POST /api/perplexity/generate-response', {
        method: 'POST',
        path: '/api/perplexity/generate-response',
        body: {
          prompt: `Idea ${n} of ${person.name}: a tool library for the village`,
          phase: 'ideation',
          language: 'en',
        },
      });
    }
  });
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  for (let kill = 0; kill < kills; kill++) {
    const victim = workers[kill % workers.length];
    await docker(['kill', victim]);
    await docker(['start', victim]);
    log(`workers: killed worker container ${victim.slice(0, 12)} (SIGKILL) and started it again`);
    await new Promise((resolve) => setTimeout(resolve, killEveryMs));
  }
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, loadMs - killAfterMs - kills * killEveryMs)),
  );
  running = false;
  await Promise.all(talkers);

  const deadline = Date.now() + drainMs;
  let jobs = countJobsSince(await readQueue(workers[0]), since);
  while (jobs.lost.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    jobs = countJobsSince(await readQueue(workers[0]), since);
  }
  const requests = recorder.results.filter((r) => r.action.startsWith('POST /api/perplexity'));
  return {
    workers: workers.length,
    kills,
    jobs,
    requests: requests.length,
    answered: requests.filter((r) => r.status === 200).length,
    notAnswered: requests.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.detail ?? ''}`.trim()),
  };
}

/** What went wrong with the jobs: none lost, failed or given up, every request answered, the kill hit a job. */
export function judgeWorkers({ workers, jobs, requests, answered, notAnswered }) {
  const problems = [];
  if (workers !== 3) problems.push(`${workers} worker containers ran, not 3`);
  if (jobs.added === 0) problems.push('no job was queued');
  if (jobs.lost.length)
    problems.push(`${jobs.lost.length} jobs lost (${jobs.lost.map((j) => j.state).join(', ')})`);
  if (jobs.failed) problems.push(`${jobs.failed} jobs failed`);
  if (jobs.removed) problems.push(`${jobs.removed} jobs given up by the API before a worker finished them`);
  if (answered !== requests)
    problems.push(
      `${requests - answered} of ${requests} requests not answered: ${notAnswered.slice(0, 3).join('; ')}`,
    );
  return problems;
}
