import type { EventEnvelope } from '@creators/contracts';
import {
  EventConsumer,
  type EventHandlers,
  type SqlExecutor,
  type TransactionRunner,
} from '@creators/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Realtime } from '../realtime.js';
import {
  NOTIFICATION_EVENT,
  NOTIFIED_EVENTS,
  planNotification,
  type NotificationPlan,
} from './notification.js';
import type { NotifiedEvents } from './notified-events.js';

/** The part of a pino logger used here. */
export interface NotificationLog {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Where notifications go: the socket.io rooms of every gateway instance (see realtime.ts). */
export type NotificationSender = Pick<Realtime, 'notifyUsers' | 'notifySignedIn'>;

export function sendNotification(
  sender: NotificationSender,
  { notification, audience }: NotificationPlan,
): void {
  if (audience.kind === 'users') sender.notifyUsers(audience.userIds, NOTIFICATION_EVENT, notification);
  else sender.notifySignedIn(NOTIFICATION_EVENT, notification, audience.exceptUserIds);
}

export interface NotifyDependencies {
  sender: NotificationSender;
  notified: NotifiedEvents;
  log: NotificationLog;
}

/**
 * Turns one event into its notification and sends it, once per event id: the id is claimed first (a
 * duplicate is skipped), and given back if sending throws, so that the redelivery tries again. A claim that
 * cannot be made (Redis down) throws: the consumer redelivers the event later.
 */
export async function notifyEvent(event: EventEnvelope, { sender, notified, log }: NotifyDependencies) {
  const plan = planNotification(event);
  if (!plan) return 'nobody' as const;
  if (!(await notified.claim(event.id))) {
    log.debug({ eventId: event.id, name: event.name }, 'notification already sent, skipped');
    return 'duplicate' as const;
  }
  try {
    sendNotification(sender, plan);
  } catch (err) {
    await notified.release(event.id).catch(() => undefined);
    throw err;
  }
  return 'sent' as const;
}

/**
 * The platform's EventConsumer runs each handler in a database transaction together with its processed_events
 * row. The gateway has no database: this runner gives the handler a client whose every statement "inserts one
 * row", and idempotency comes from the Redis claim in `notifyEvent` instead.
 */
export const withoutDatabase: TransactionRunner<SqlExecutor> = (fn) => fn({ $executeRaw: async () => 1 });

export interface NotificationConsumerOptions extends NotifyDependencies {
  /** Durable consumer name, shared by every gateway instance so that each event is handled once. */
  name: string;
  nats: NatsConnection | PromiseLike<NatsConnection>;
  stream: string;
  subjectPrefix: string;
  /** Options for tests (quick retries). */
  retryDelayMs?: (deliveryCount: number) => number;
}

/**
 * A durable JetStream consumer (created to deliver only new events: notifications are about now) that sends
 * the live notifications of docs/graphql-contract.md to the sockets of the users concerned.
 */
export function createNotificationConsumer(options: NotificationConsumerOptions): EventConsumer<SqlExecutor> {
  const handle = async (event: EventEnvelope) => {
    const outcome = await notifyEvent(event, options);
    if (outcome === 'sent') options.log.debug({ eventId: event.id, name: event.name }, 'notification sent');
  };
  const handlers = Object.fromEntries(
    NOTIFIED_EVENTS.map((name) => [name, handle]),
  ) as EventHandlers<SqlExecutor>;
  return new EventConsumer<SqlExecutor>({
    name: options.name,
    nats: options.nats,
    stream: options.stream,
    subjectPrefix: options.subjectPrefix,
    transaction: withoutDatabase,
    handlers,
    deliverFrom: 'new',
    ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
    logger: options.log,
  });
}
