import type { EventEnvelope, EventName, EventPayloads } from '@creators/contracts';
import { nextEventId } from './event-id.js';
import type { SqlExecutor } from './sql-executor.js';

/**
 * Writes an event to the outbox inside the caller's transaction, so it is published exactly when the change
 * it describes commits. Call the relay's `wake()` after the commit to publish it without waiting for a poll.
 */
export async function recordEvent<N extends EventName>(
  tx: SqlExecutor,
  name: N,
  payload: EventPayloads[N],
): Promise<EventEnvelope<N>> {
  const { id, timestampMs } = nextEventId();
  const envelope: EventEnvelope<N> = { id, name, occurredAt: new Date(timestampMs).toISOString(), payload };
  await tx.$executeRaw`
    INSERT INTO outbox_events (id, name, payload, occurred_at)
    VALUES (${id}::uuid, ${name}, ${JSON.stringify(payload)}::jsonb, ${envelope.occurredAt}::timestamptz)`;
  return envelope;
}
