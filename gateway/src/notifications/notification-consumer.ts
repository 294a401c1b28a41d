import type { EventEnvelope, EventName } from '@creators/contracts';
import {
  EventConsumer,
  isSessionRoom,
  type EventHandlers,
  type SqlExecutor,
  type TransactionRunner,
} from '@creators/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Realtime } from '../realtime.js';
import { NOTIFIED_EVENTS, planNotification, type NotificationPlan } from './notification.js';
import { PAGE_CHANGING_EVENTS, planPageChanges } from './page-changes.js';
import type { NotifiedEvents } from './notified-events.js';
import { sendTeamChat, TEAM_CHAT_EVENTS } from './team-chat.js';

/** The part of a pino logger used here. */
export interface NotificationLog {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Where notifications go: the socket.io rooms of every gateway instance (see realtime.ts). */
export type NotificationSender = Pick<
  Realtime,
  'notifyUsers' | 'notifySignedIn' | 'notifyPageViewers' | 'endSessionRooms' | 'forgetSessionsOf'
>;

/** The events that end sessions: their sockets are told `signedOut` and disconnected (endedSessionRooms). */
export const SESSION_ENDING_EVENTS = ['user.sessions_ended'] as const satisfies readonly EventName[];

/** The socket rooms of the sessions an event ended (only names sessionRoom could have made). */
export function endedSessionRooms(event: EventEnvelope): string[] {
  if (event.name !== 'user.sessions_ended') return [];
  const rooms = (event as EventEnvelope<'user.sessions_ended'>).payload.sessionRooms;
  return Array.isArray(rooms) ? [...new Set(rooms.filter(isSessionRoom))] : [];
}

export function sendNotification(
  sender: NotificationSender,
  { event, payload, audience }: NotificationPlan,
): void {
  if (audience.kind === 'users') sender.notifyUsers(audience.userIds, event, payload);
  else sender.notifySignedIn(event, payload, audience.exceptUserIds);
}

export interface NotifyDependencies {
  sender: NotificationSender;
  notified: NotifiedEvents;
  log: NotificationLog;
}

/** Another instance holds the event's claim: the consumer delivers it again later. */
export class NotificationInFlightError extends Error {
  constructor(readonly eventId: string) {
    super(`notification ${eventId} is being sent by another instance`);
    this.name = 'NotificationInFlightError';
  }
}

/**
 * Ends the sockets of the sessions an event ended (endedSessionRooms), tells the viewers of the pages an event
 * changed (planPageChanges), then sends the notification identity stored (notification.created) or the read
 * state a person's devices share (notifications.read), at least once per event id (docs/reliability.md):
 * the id is claimed first, for as long as a delivery may take; after sending it is marked sent, and only then is
 * the event acknowledged (when this returns). A duplicate of a sent event is skipped. An event another instance
 * has claimed but not yet sent throws NotificationInFlightError, so it comes back: if that instance died before
 * sending, its claim has run out by then and this one sends it. The claim is given back if sending throws. A
 * claim that cannot be made (Redis down) throws too: the consumer redelivers the event later.
 */
export async function notifyEvent(event: EventEnvelope, { sender, notified, log }: NotifyDependencies) {
  // Disconnecting twice does nothing more: no claim needed.
  const endedRooms = endedSessionRooms(event);
  if (endedRooms.length > 0) {
    // Forgotten first: the pages told `signedOut` ask who is signed in at once, and must hear "nobody".
    const { userId } = (event as EventEnvelope<'user.sessions_ended'>).payload;
    if (typeof userId === 'string') sender.forgetSessionsOf(userId);
    sender.endSessionRooms(endedRooms);
  }
  // A page told twice only asks again: no claim needed.
  const changes = planPageChanges(event);
  if (changes.length > 0) sender.notifyPageViewers(changes);
  // A team chat's readers fetch again (docs/product.md §11.6): told twice, they only fetch twice.
  sendTeamChat(sender, event);
  const plan = planNotification(event);
  if (!plan) return 'nobody' as const;
  const claim = await notified.claim(event.id);
  if (claim === 'sent') {
    log.debug({ eventId: event.id, name: event.name }, 'notification already sent, skipped');
    return 'duplicate' as const;
  }
  if (claim === 'in-flight') throw new NotificationInFlightError(event.id);
  try {
    sendNotification(sender, plan);
  } catch (err) {
    await notified.release(event.id).catch(() => undefined);
    throw err;
  }
  // Sent: if marking fails, the claim runs out and a redelivery may send it once more (at least once).
  await notified
    .markSent(event.id)
    .catch((err: unknown) => log.warn({ err, eventId: event.id }, 'could not mark a notification sent'));
  return 'sent' as const;
}

/**
 * The platform's EventConsumer runs each handler in a database transaction together with its processed_events
 * row. The gateway has no database: this runner gives the handler a client whose every statement "inserts one
 * row", and idempotency comes from the Redis claim and mark in `notifyEvent` instead.
 */
export const withoutDatabase: TransactionRunner<SqlExecutor> = (fn) => fn({ $executeRaw: async () => 1 });

/**
 * How long a delivered event may stay unacknowledged before JetStream hands it to another instance; also how long
 * a claim lasts (redisNotifiedEvents' lease), so that the other instance can take it over.
 */
export const NOTIFICATION_ACK_WAIT_MS = 30_000;

export interface NotificationConsumerOptions extends NotifyDependencies {
  /** Durable consumer name, shared by every gateway instance so that each event is handled once. */
  name: string;
  nats: NatsConnection | PromiseLike<NatsConnection>;
  stream: string;
  subjectPrefix: string;
  /** Options for tests (quick retries, a short ack wait with a lease to match). */
  retryDelayMs?: (deliveryCount: number) => number;
  ackWaitMs?: number;
}

/**
 * A durable JetStream consumer (created to deliver only new events: notifications are about now) that relays
 * the notifications identity stored, the read state, and the page changes of docs/graphql-contract.md to the sockets of the users concerned, and
 * closes the sockets of sessions ended elsewhere.
 */
export function createNotificationConsumer(options: NotificationConsumerOptions): EventConsumer<SqlExecutor> {
  const handle = async (event: EventEnvelope) => {
    const outcome = await notifyEvent(event, options);
    if (outcome === 'sent') options.log.debug({ eventId: event.id, name: event.name }, 'notification sent');
  };
  const handlers = Object.fromEntries(
    [
      ...new Set([
        ...NOTIFIED_EVENTS,
        ...PAGE_CHANGING_EVENTS,
        ...SESSION_ENDING_EVENTS,
        ...TEAM_CHAT_EVENTS,
      ]),
    ].map((name) => [name, handle]),
  ) as EventHandlers<SqlExecutor>;
  return new EventConsumer<SqlExecutor>({
    name: options.name,
    nats: options.nats,
    stream: options.stream,
    subjectPrefix: options.subjectPrefix,
    transaction: withoutDatabase,
    handlers,
    deliverFrom: 'new',
    ackWaitMs: options.ackWaitMs ?? NOTIFICATION_ACK_WAIT_MS,
    ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
    logger: options.log,
  });
}
