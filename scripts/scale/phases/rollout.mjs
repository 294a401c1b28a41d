// A rolling restart of every part under the load, the way Kubernetes rolls out a new version (docs/operations.md,
// "Rollouts"): one instance at a time is taken out of its proxy's rotation (its endpoint removed while preStop
// sleeps), sent SIGTERM (it drains: not ready, requests under way finish, the listener closes), started again and
// put back once ready. Unlike a fault, no failed request is excused while it runs.

/** The instances rolled, in order: every replica of every service, then the workers, then the gateways. */
export function rolloutOrder({ services, workers, replicas }) {
  const parts = [...services.map((s) => s.name), ...workers.map((w) => w.name), 'gateway'];
  return parts.flatMap((part) =>
    Array.from({ length: replicas }, (_, i) => ({ part, instance: `${part}-${i + 1}`, index: i })),
  );
}

/**
 * @param {object} context scale-check's context, with `proxies` (a part's proxy by its name; workers have none)
 * @param {{ replicas: number, preStopMs: number }} options replicas: how many of each part's instances to roll
 * @returns {Promise<{ rolled: { instance: string, up: boolean, ms: number }[], start: number, end: number }>}
 */
export async function measure(context, { replicas, preStopMs }) {
  const { SERVICES, WORKERS, system, proxies, sleep, log } = context;
  const start = Date.now();
  const rolled = [];
  for (const { part, instance, index } of rolloutOrder({ services: SERVICES, workers: WORKERS, replicas })) {
    const proxy = proxies[part];
    const began = Date.now();
    proxy?.setEnabled(index, false);
    await sleep(preStopMs);
    await system.instances.get(instance).kill('SIGTERM');
    const up = await system.instances.get(instance).start();
    proxy?.setEnabled(index, true);
    rolled.push({ instance, up: Boolean(up), ms: Date.now() - began });
    log(
      `rollout: ${instance} restarted (SIGTERM) and ${up ? 'ready' : 'NOT READY'} in ${Date.now() - began} ms`,
    );
  }
  return { rolled, start, end: Date.now() };
}

/**
 * @param {{ rolled: { instance: string, up: boolean }[], start: number, end: number }} observed
 * @param {{ start: number, end: number, outcome: string }[]} results the load's requests so far
 * @returns {{ done: boolean, requests: number, failed: number, line: string }}
 */
export function judge({ rolled, start, end }, results) {
  const during = results.filter((r) => r.end >= start && r.start <= end);
  const failed = during.filter((r) => r.outcome !== 'ok').length;
  const back = rolled.filter((r) => r.up).length;
  const done = back === rolled.length && failed === 0;
  return {
    done,
    requests: during.length,
    failed,
    line:
      `rollout ${done ? 'passed' : 'FAILED'}: ${back} of ${rolled.length} instances restarted one at a time and ` +
      `ready; ${failed} of ${during.length} requests failed meanwhile`,
  };
}
