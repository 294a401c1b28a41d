// Restarts under load. Compose runs one gateway and one instance of each service, with no load balancer in front
// (docs/operations.md, "Compose on this machine"): a restart there is a short outage, not a rollout. What this
// measures: while people read through the gateway's published port, a service behind it (challenges) and then the
// gateway itself are restarted as compose does it (SIGTERM, the part drains and exits, then starts again). A request
// answered with the gateway's clean 503 (a part away) or whose connection is refused or closed before any answer
// (the gateway away) is sent again, as a client would, for up to a minute; it fails when it gets any other error
// (a 5xx, a 502, a timeout) or is still unanswered after that minute. Retries and the longest wait are reported.
import { Recorder } from '../scale/client.mjs';

const READS = ['/api/challenges', '/api/teams', '/api/auth/user'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every second until it is true or `timeoutMs` passes; returns whether it became true. */
async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(1_000);
  }
  return false;
}

/**
 * Runs `loops` readers through the gateway while `restarts` are restarted one after another (each waited for until
 * the gateway answers ready again), with `settleMs` of plain load before, between and after.
 */
export async function runRestarts({
  stack,
  log,
  person,
  loops = 6,
  restarts = ['challenges', 'gateway'],
  settleMs = 5_000,
}) {
  const recorder = new Recorder();
  const requests = [];
  let running = true;
  const readers = Array.from({ length: loops }, async (_, index) => {
    const reader = person.via(stack.baseUrl);
    reader.recorder = recorder;
    for (let n = index; running; n++) {
      const path = READS[n % READS.length];
      const start = Date.now();
      const result = await reader.insist(`GET ${path}`, { path }, { tries: 240, pauseMs: 250 });
      requests.push({ path, outcome: result.outcome, status: result.status, waitedMs: Date.now() - start });
    }
  });
  const restarted = [];
  await sleep(settleMs);
  for (const service of restarts) {
    const start = Date.now();
    await stack.compose(['restart', service]);
    const back = await until(async () => {
      const [id] = await stack.containers(service);
      return (await stack.health(id)) === 'healthy' && (await stack.ready());
    }, 180_000);
    restarted.push({ service, back, seconds: (Date.now() - start) / 1000 });
    log(
      `restarts: ${service} restarted, ${back ? 'healthy again' : 'NOT healthy'} after ${((Date.now() - start) / 1000).toFixed(0)} s`,
    );
    await sleep(settleMs);
  }
  running = false;
  await Promise.all(readers);
  return { requests, attempts: recorder.results, restarted };
}

/** Counts: requests, those failed, retries (clean 503s and refused or closed connections), the longest wait. */
export function countRestarts({ requests, attempts }) {
  const failed = requests.filter((r) => r.outcome !== 'ok');
  return {
    requests: requests.length,
    failed: failed.length,
    failures: failed.slice(0, 3).map((r) => `${r.path}: ${r.outcome} ${r.status}`),
    clean503: attempts.filter((a) => a.outcome === 'clean-503').length,
    refused: attempts.filter((a) => a.outcome === 'reset').length,
    longestWaitMs: Math.max(0, ...requests.map((r) => r.waitedMs)),
  };
}

export function judgeRestarts({ restarted }, counts) {
  const problems = [];
  for (const { service, back } of restarted) if (!back) problems.push(`${service} did not come back healthy`);
  if (counts.requests === 0) problems.push('no request was made');
  if (counts.failed)
    problems.push(`${counts.failed} of ${counts.requests} requests failed: ${counts.failures.join('; ')}`);
  return problems;
}
