// What every fault of the suite uses to load the system and read what happened: the simulated people's load around a
// fault, the load's requests judged against the fault's window, the queues' jobs and the events of the whole run.
import { waitFor } from '../lib/cleanup.mjs';
import { Recorder } from '../scale/client.mjs';
import { countJobs, consumersCaughtUp, readEventCounts, unpublishedEvents } from '../scale/counts.mjs';
import { judgeResults } from '../scale/faults.mjs';
import { runLoad } from '../scale/load.mjs';
import { expectedNotifications, reconcileEvents } from '../scale/reconcile.mjs';

/**
 * @param {object} system  what the suite started and reads: baseUrl, people (the load's size), drainTimeoutMs,
 *   queues (Isla's BullMQ queues), reader (Redis), databases (a pool per service), jsm (JetStream), consumers
 *   (serviceConsumers), decodeEnvelope, notified and plan (the gateway's NOTIFIED_EVENTS and planNotification),
 *   systemReadyAt, started (the suite's start, for the times it logs), log
 */
export function createHarness({
  baseUrl,
  people: defaultPeople,
  drainTimeoutMs,
  queues,
  reader,
  databases,
  jsm,
  consumers,
  decodeEnvelope,
  notified,
  plan,
  systemReadyAt,
  started,
  log,
}) {
  /** Runs `people` with `actions` while `fault` runs; returns the fault's outcome with the load's recorder and sockets. */
  const underLoad = async (name, { actions, thinkMs, people = defaultPeople }, fault) => {
    const recorder = new Recorder();
    let loading = true;
    const load = runLoad({ baseUrl, recorder, people, running: () => loading, actions, thinkMs, name });
    let outcome;
    try {
      outcome = await fault(recorder);
    } finally {
      loading = false;
    }
    const { sockets } = await load;
    return { ...outcome, recorder, sockets };
  };

  /** Waits until no job waits or runs in Isla's queues. */
  const queuesIdle = () =>
    waitFor(
      async () => {
        for (const queue of queues) {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
          if (Object.values(counts).some((n) => n > 0)) return null;
        }
        return true;
      },
      { timeoutMs: drainTimeoutMs },
    );

  /** Every queued job of both queues, counted from their event streams. */
  const jobTotals = async () => {
    const counted = await Promise.all(queues.map((queue) => countJobs(reader, queue)));
    return {
      added: counted.reduce((sum, c) => sum + c.added, 0),
      completed: counted.reduce((sum, c) => sum + c.completed, 0),
      failed: counted.reduce((sum, c) => sum + c.failed, 0),
      removed: counted.reduce((sum, c) => sum + c.removed, 0),
      lost: counted.flatMap((c, i) => c.lost.map((job) => ({ ...job, queue: queues[i].name }))),
      complete: counted.every((c) => c.complete),
      events: counted.flatMap((c, i) => c.events.map((event) => ({ ...event, queue: queues[i].name }))),
    };
  };

  /** Every event published once and applied once (outboxes drained and consumers caught up first). */
  const eventTotals = async (sockets = []) => {
    const idle = await waitFor(
      async () => (await unpublishedEvents(databases)) === 0 && (await consumersCaughtUp(jsm)),
      { timeoutMs: drainTimeoutMs },
    );
    if (!idle) log('events: outboxes or consumers NOT caught up after the drain time');
    const counted = await readEventCounts({
      jsm,
      decodeEnvelope,
      databases,
      consumers,
      redis: reader,
      // The gateways' claims: NOTIFICATIONS_REDIS_KEY (gateway:notified) and the event id.
      claimPrefix: 'gateway:notified:',
    });
    const expected = expectedNotifications(counted.outbox, { notified, plan, since: systemReadyAt });
    const events = reconcileEvents({ ...counted, notifications: { expected, claimed: counted.claimed } });
    for (const live of sockets)
      for (const [id, times] of live.received)
        if (times > 1)
          events.doubled.push({ id, name: 'notification', how: `received ${times} times on one socket` });
    for (const item of events.lost.slice(0, 5)) log(`LOST event ${item.name} ${item.id}: ${item.where}`);
    for (const item of events.doubled.slice(0, 5)) log(`DOUBLED ${item.name} ${item.id}: ${item.how}`);
    for (const name of counted.strangers) log(`UNKNOWN consumer ${name} on the stream`);
    return {
      sent: events.sent,
      lost: events.lost.length,
      doubled: events.doubled.length,
      unchecked: counted.strangers.length,
      idle: Boolean(idle),
      notified: counted.claimed.size,
    };
  };

  /** The load's requests judged against the fault's windows (clean 503s only while it lasted); logs the first unexpected. */
  const judgeLoad = (recorder, windows) => {
    const verdict = judgeResults(recorder.results, windows);
    const at = (time) => `+${((time - started) / 1000).toFixed(1)}s`;
    for (const item of verdict.unexpected.slice(0, 5))
      log(
        `  UNEXPECTED ${item.action} by ${item.person}: ${item.outcome} ${item.status} ${item.detail ?? ''} (${at(item.start)} to ${at(item.end)})`,
      );
    return verdict;
  };

  return { underLoad, queuesIdle, jobTotals, eventTotals, judgeLoad };
}
