import type { EventEnvelope, EventName } from '@creators/contracts';
import type { JsMsg } from '@nats-io/jetstream';
import { decodeEnvelope } from './envelope.js';
import type { Logger } from './logger.js';
import type { SqlExecutor, TransactionRunner } from './sql-executor.js';

export type EventHandler<N extends EventName, Tx> = (event: EventEnvelope<N>, tx: Tx) => Promise<void>;

/** One handler per event the consumer cares about; events without one are acknowledged and skipped. */
export type EventHandlers<Tx> = { [N in EventName]?: EventHandler<N, Tx> };

export interface DeliveryContext<Tx extends SqlExecutor> {
  consumer: string;
  handlers: EventHandlers<Tx>;
  transaction: TransactionRunner<Tx>;
  maxDeliver: number;
  retryDelayMs: (deliveryCount: number) => number;
  ackWaitMs: number;
  logger: Logger;
}

export type DeliveryOutcome =
  | 'handled'
  | 'duplicate'
  | 'unhandled'
  | 'malformed'
  /** The handler threw; redelivery is scheduled. */
  | 'handler-failed'
  /** The handler threw on the last allowed delivery; the message is terminated. */
  | 'terminated'
  /** The transaction failed around the handler (database down, commit failed); redelivery is scheduled. */
  | 'unavailable';

// term() is called without a reason throughout: nats-server before 2.11 does not understand a reason and
// leaves the message pending, to be redelivered once its ack wait runs out. The log says why instead.

class HandlerError extends Error {
  constructor(readonly original: unknown) {
    super('event handler failed', { cause: original });
  }
}

/**
 * Handles one message exactly once per consumer: the handler runs in the service's transaction together with
 * the insert into processed_events, so either both commit or neither does, and an event seen before (a
 * redelivery, or the same envelope published twice) finds its row there and is acknowledged unhandled.
 */
export async function deliver<Tx extends SqlExecutor>(
  msg: JsMsg,
  ctx: DeliveryContext<Tx>,
): Promise<DeliveryOutcome> {
  const envelope = decodeEnvelope(msg.data);
  const deliveryCount = msg.info.deliveryCount;
  if (!envelope) {
    ctx.logger.error(
      { consumer: ctx.consumer, subject: msg.subject, seq: msg.seq },
      'event consumer: not an event envelope, terminated',
    );
    msg.term();
    return 'malformed';
  }
  const handler = ctx.handlers[envelope.name] as EventHandler<EventName, Tx> | undefined;
  if (!handler) {
    msg.ack();
    return 'unhandled';
  }

  const event = { consumer: ctx.consumer, eventId: envelope.id, name: envelope.name, deliveryCount };
  // Tells JetStream the message is still being worked on, so a slow handler is not redelivered meanwhile.
  const keepAlive = setInterval(() => msg.working(), Math.max(1_000, ctx.ackWaitMs / 3));
  try {
    const first = await ctx.transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO processed_events (consumer, event_id) VALUES (${ctx.consumer}, ${envelope.id}::uuid)
        ON CONFLICT DO NOTHING`;
      if (inserted === 0) return false;
      try {
        await handler(envelope, tx);
      } catch (err) {
        throw new HandlerError(err);
      }
      return true;
    });
    msg.ack();
    if (!first) ctx.logger.debug(event, 'event consumer: already processed, skipped');
    return first ? 'handled' : 'duplicate';
  } catch (err) {
    if (!(err instanceof HandlerError)) {
      const retryInMs = ctx.retryDelayMs(deliveryCount);
      ctx.logger.warn({ ...event, err, retryInMs }, 'event consumer: transaction failed, will retry');
      msg.nak(retryInMs);
      return 'unavailable';
    }
    if (deliveryCount >= ctx.maxDeliver) {
      ctx.logger.error(
        { ...event, err: err.original },
        'event consumer: handler failed on its last delivery, event dropped',
      );
      msg.term();
      return 'terminated';
    }
    const retryInMs = ctx.retryDelayMs(deliveryCount);
    ctx.logger.warn({ ...event, err: err.original, retryInMs }, 'event consumer: handler failed, will retry');
    msg.nak(retryInMs);
    return 'handler-failed';
  } finally {
    clearInterval(keepAlive);
  }
}
