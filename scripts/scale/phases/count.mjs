// The last phase: once the load is over and the system idle, every domain event and queued job is counted, the
// clients' requests are judged against the faults' windows, and the run's result is made (../summary.mjs).
import { countJobs, consumersCaughtUp, readEventCounts, unpublishedEvents } from '../counts.mjs';
import { judgeResults } from '../faults.mjs';
import { expectedNotifications, reconcileEvents } from '../reconcile.mjs';

const BRAINSTORM = 'POST /api/perplexity/generate-response';

/** Waits until the system is idle (outboxes published, consumers caught up, queue empty), then reads every count. */
export async function measure(context) {
  const { databases, queue, jsm, redis, keyPrefix, waitFor, drainTimeoutMs, log } = context;
  const idle = await waitFor(
    'the system to be idle',
    async () => {
      if ((await unpublishedEvents(databases)) > 0 || !(await consumersCaughtUp(jsm))) return null;
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0) ? true : null;
    },
    drainTimeoutMs,
  );
  log(
    idle
      ? 'system idle: outboxes published, consumers caught up, queue empty'
      : 'system NOT idle after the drain time',
  );
  const counted = await readEventCounts({
    jsm,
    decodeEnvelope: context.decodeEnvelope,
    databases,
    consumers: context.consumers,
    redis,
    claimPrefix: `${keyPrefix}notified:`,
  });
  const expected = expectedNotifications(counted.outbox, {
    notified: context.notified,
    plan: context.plan,
    since: context.systemReadyAt,
  });
  return {
    counted,
    expected,
    received: context.sockets.map((live) => live.received),
    jobs: await countJobs(redis, queue),
    results: context.recorder.results,
    windows: context.windows,
    loadStart: context.loadStart,
    refused: context.nats.violations(),
    gatewayConnections: context.gatewayProxy.connections,
    services: context.SERVICES.length,
  };
}

/**
 * The run's result (without its seconds) and the lines that explain it.
 * @param {object} observed  measure's, with `checks` (the cross-gateway checks' verdicts: passed) and `faults`
 *   (done and planned)
 * @returns {{ result: Omit<import('../summary.mjs').ScaleResult, 'seconds'>, lines: string[] }}
 */
export function judge(observed) {
  const { counted, expected, received, jobs, results, windows, loadStart, refused, gatewayConnections } =
    observed;
  const { stream, claimed, strangers, consumers } = counted;
  const events = reconcileEvents({ ...counted, notifications: { expected, claimed } });
  for (const onSocket of received)
    for (const [id, times] of onSocket)
      if (times > 1)
        events.doubled.push({ id, name: 'notification', how: `received ${times} times on one socket` });
  const notificationsReceived = received.reduce((sum, onSocket) => sum + onSocket.size, 0);
  const verdict = judgeResults(results, windows);
  const brainstormsAnswered = results.filter((r) => r.action === BRAINSTORM && r.outcome === 'ok').length;
  const at = (time) => `+${((time - loadStart) / 1000).toFixed(1)}s`;
  const previous = (item) => results.filter((r) => r.person === item.person && r.start < item.start).at(-1);

  const lines = [
    `events: ${events.sent} in ${observed.services} outboxes, ${stream.size} in the stream; applied: ` +
      consumers.map((c) => `${c.name} ${c.processed.size}`).join(', ') +
      `; notified ${claimed.size} (expected ${expected.size}), ${notificationsReceived} received on the load's sockets`,
    `jobs: ${jobs.added} added, ${jobs.completed} completed, ${jobs.failed} failed, ${jobs.removed} removed ` +
      `(the API gave up waiting); ${brainstormsAnswered} brainstorm replies answered`,
    `fault windows: ${windows.map((w) => `${w.target} ${at(w.start)} to ${at(w.end)}`).join(', ')}`,
    `proxies: gateway connections ${gatewayConnections.join(' / ')}; requests ${verdict.ok} ok, ` +
      `${verdict.clean503} clean 503s and ${verdict.resets} resets during faults`,
    ...events.lost.slice(0, 10).map((item) => `LOST event ${item.name} ${item.id}: ${item.where}`),
    ...events.doubled.slice(0, 10).map((item) => `DOUBLED ${item.name} ${item.id}: ${item.how}`),
    ...jobs.lost.slice(0, 10).map((item) => `LOST job ${item.jobId}: ${item.state}`),
    ...strangers.map((name) => `UNKNOWN consumer ${name} on the stream: teach scale-check what it applies`),
  ];
  for (const item of verdict.unexpected.slice(0, 10)) {
    lines.push(
      `UNEXPECTED ${item.action} by ${item.person}: ${item.outcome} ${item.status} ${item.detail ?? ''} ` +
        `(${at(item.start)} to ${at(item.end)})`,
    );
    const before = previous(item);
    if (before)
      lines.push(
        `  before it: ${before.action} ${before.outcome} ${before.status} ${before.detail ?? ''} (${at(before.start)})`,
      );
  }
  if (!jobs.complete)
    lines.push('the queue history no longer holds the first job: jobs cannot all be counted');
  // Every part kept to its permissions on the bus, and none was refused at sign-in.
  lines.push(...refused.slice(0, 10).map((line) => `NATS refused: ${line}`));

  const result = {
    events: {
      sent: events.sent,
      lost: events.lost.length,
      doubled: events.doubled.length,
      unchecked: strangers.length,
    },
    jobs: { added: jobs.added, lost: jobs.lost.length, failed: jobs.failed, complete: jobs.complete },
    requests: {
      total: verdict.total,
      unexpected: verdict.unexpected.length,
      clean503: verdict.clean503,
      resets: verdict.resets,
    },
    checks: { passed: observed.checks.filter((c) => c.passed).length, total: observed.checks.length },
    faults: observed.faults,
    nats: { refused: refused.length },
  };
  return { result, lines };
}
