// Counts, after the load, whether every domain event and queued job arrived exactly once. Pure: scale-check.mjs
// reads the databases, the stream and Redis, and hands the rows in.

const countBy = (items, key) => {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/**
 * Events a consumer records as side effects, which a handler applied twice would record twice: one
 * achievement.earned per user and badge, one brainstorm.completed per published challenge.
 */
const ONCE_PER = {
  'achievement.earned': (payload) => `${payload.userId}/${payload.achievementId}`,
  'brainstorm.completed': (payload) => payload.challengeId,
};

/**
 * @param {object} input
 * @param {{ id: string, name: string, payload: any, publishedAt: Date | null }[]} input.outbox  every service's outbox rows
 * @param {Map<string, number>} input.stream  messages in the event stream by envelope id
 * @param {{ name: string, events: string[], processed: Set<string> }[]} input.consumers  each durable consumer of a
 *   service, the events it handles and the processed_events ids it wrote
 * @param {{ expected: Set<string>, claimed: Set<string> }} input.notifications  events the gateways should have
 *   turned into live notifications, and those they claimed in Redis
 * @returns {{ sent: number, lost: { id: string, name: string, where: string }[],
 *   doubled: { id: string, name: string, how: string }[] }}
 */
export function reconcileEvents({ outbox, stream, consumers, notifications }) {
  const lost = [];
  const doubled = [];
  const byId = new Map(outbox.map((row) => [row.id, row]));

  for (const row of outbox) {
    const copies = stream.get(row.id) ?? 0;
    if (!row.publishedAt) lost.push({ id: row.id, name: row.name, where: 'still in the outbox' });
    else if (copies === 0) lost.push({ id: row.id, name: row.name, where: 'not in the stream' });
    if (copies > 1) doubled.push({ id: row.id, name: row.name, how: `${copies} copies in the stream` });
  }
  for (const id of stream.keys())
    if (!byId.has(id)) doubled.push({ id, name: '?', how: 'in the stream but in no outbox' });

  for (const consumer of consumers) {
    for (const row of outbox)
      if (consumer.events.includes(row.name) && !consumer.processed.has(row.id))
        lost.push({ id: row.id, name: row.name, where: `not applied by ${consumer.name}` });
    for (const id of consumer.processed)
      if (!byId.has(id)) doubled.push({ id, name: '?', how: `applied by ${consumer.name} but in no outbox` });
  }

  for (const id of notifications.expected)
    if (!notifications.claimed.has(id))
      lost.push({ id, name: byId.get(id)?.name ?? '?', where: 'not notified by any gateway' });

  for (const [name, key] of Object.entries(ONCE_PER)) {
    const rows = outbox.filter((row) => row.name === name);
    const counts = countBy(rows, (row) => key(row.payload));
    for (const row of rows) {
      const k = key(row.payload);
      if (counts.get(k) > 1) {
        doubled.push({ id: row.id, name, how: `recorded ${counts.get(k)} times for ${k}` });
        counts.set(k, 1); // one entry per duplicated key
      }
    }
  }
  return { sent: outbox.length, lost, doubled };
}

const FINISHED = new Set(['completed', 'failed', 'removed']);

/**
 * Every job a queue's event stream says was added must have finished: completed, failed after its attempts, or
 * removed (the API gave up waiting before a worker took it). One still waiting, active or delayed once the system
 * is idle, or gone without a trace, is lost.
 * @param {{ event: string, jobId?: string }[]} events  the queue's BullMQ event stream, oldest first
 * @param {Map<string, string>} states  the current state of each job not finished according to the events
 * @returns {{ added: number, completed: number, failed: number, removed: number,
 *   lost: { jobId: string, state: string }[], complete: boolean }}  complete: the stream still holds the first job
 */
export function reconcileJobs(events, states = new Map()) {
  const last = new Map();
  const added = [];
  for (const { event, jobId } of events) {
    if (!jobId) continue;
    if (event === 'added') added.push(jobId);
    if (FINISHED.has(event) || !last.has(jobId) || !FINISHED.has(last.get(jobId))) last.set(jobId, event);
  }
  const count = (outcome) => added.filter((id) => last.get(id) === outcome).length;
  const lost = added
    .filter((id) => !FINISHED.has(last.get(id)))
    .map((jobId) => ({ jobId, state: states.get(jobId) ?? 'unknown' }));
  return {
    added: added.length,
    completed: count('completed'),
    failed: count('failed'),
    removed: count('removed'),
    lost,
    complete: added.length === 0 || added.includes('1'),
  };
}

/** Ids of jobs that `reconcileJobs` would find unfinished: their state is worth asking the queue for. */
export function unfinishedJobs(events) {
  return reconcileJobs(events).lost.map(({ jobId }) => jobId);
}

/**
 * The outbox events the gateways should have turned into live notifications: those of a notified kind that
 * `plan` (the gateway's planNotification) gives a notification for, recorded after `since` (the gateways' consumer
 * delivers only events that came after it was made).
 * @param {{ id: string, name: string, payload: any, occurredAt: Date }[]} outbox
 * @param {{ notified: readonly string[], plan: (event: object) => unknown, since: number }} options
 */
export function expectedNotifications(outbox, { notified, plan, since }) {
  return new Set(
    outbox
      .filter((row) => notified.includes(row.name) && row.occurredAt.getTime() > since)
      .filter((row) =>
        plan({ id: row.id, name: row.name, occurredAt: row.occurredAt.toISOString(), payload: row.payload }),
      )
      .map((row) => row.id),
  );
}
