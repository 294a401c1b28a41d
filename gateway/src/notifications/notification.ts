import { SOCKET_EVENTS, type EventEnvelope, type EventName } from '@creators/contracts';

/** The socket.io event name every live notification is sent under. */
export const NOTIFICATION_EVENT = SOCKET_EVENTS.notification;
/** The socket.io event that tells a person's other devices what they read (docs/graphql-contract.md). */
export const NOTIFICATIONS_READ_EVENT = SOCKET_EVENTS.notificationsRead;

/**
 * The payload of a `notification` message (docs/graphql-contract.md): `id` is the id of the event it comes from
 * (the same event is never notified twice), `createdAt` when it happened, `type` and `data` what the front end
 * renders in the user's language. Identity, the home of notifications, maps events to notifications and stores
 * them (services/identity/src/notifications); the gateway only sends them live.
 */
export interface LiveNotification {
  id: string;
  type: string;
  createdAt: string;
  /** The type's data, as identity stored it (its shape is the type's: see the front end's handlers). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: Record<string, any>;
}

/** Who receives a message: some users (all their sockets), or every signed-in socket but some users'. */
export type Audience = { kind: 'users'; userIds: string[] } | { kind: 'signed-in'; exceptUserIds: string[] };

/** A socket.io message and who gets it. */
export interface NotificationPlan {
  event: typeof NOTIFICATION_EVENT | typeof NOTIFICATIONS_READ_EVENT;
  payload: unknown;
  audience: Audience;
}

/** The events the gateway relays to sockets (identity records them in its outbox). */
export const NOTIFIED_EVENTS = [
  'notification.created',
  'notifications.read',
] as const satisfies readonly EventName[];
export type NotifiedEvent = (typeof NOTIFIED_EVENTS)[number];

const ids = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))]
    : [];

function isLiveNotification(value: unknown): value is LiveNotification {
  if (!value || typeof value !== 'object') return false;
  const { id, type, createdAt, data } = value as Partial<LiveNotification>;
  return (
    typeof id === 'string' &&
    typeof type === 'string' &&
    typeof createdAt === 'string' &&
    typeof data === 'object' &&
    data !== null
  );
}

/**
 * What to send for an event, or null:
 * - notification.created → `notification` with the notification as identity stored it ({ id, type, createdAt,
 *   data }), to its people (audience users) or to every signed-in socket but exceptUserIds (a broadcast);
 * - notifications.read → `notificationsRead` { ids, unread } to every socket of the person, so that each of their
 *   devices shows the right unread count.
 */
export function planNotification(event: EventEnvelope): NotificationPlan | null {
  switch (event.name) {
    case 'notification.created': {
      const { audience, notification } = (event as EventEnvelope<'notification.created'>).payload ?? {};
      if (!isLiveNotification(notification) || !audience || typeof audience !== 'object') return null;
      const { id, type, createdAt, data } = notification;
      const payload: LiveNotification = { id, type, createdAt, data };
      if (audience.kind === 'signed-in') {
        return {
          event: NOTIFICATION_EVENT,
          payload,
          audience: { kind: 'signed-in', exceptUserIds: ids(audience.exceptUserIds) },
        };
      }
      if (audience.kind !== 'users') return null;
      const userIds = ids(audience.userIds);
      return userIds.length > 0
        ? { event: NOTIFICATION_EVENT, payload, audience: { kind: 'users', userIds } }
        : null;
    }
    case 'notifications.read': {
      const { userId, ids: read, unread } = (event as EventEnvelope<'notifications.read'>).payload ?? {};
      if (typeof userId !== 'string' || !userId || typeof unread !== 'number') return null;
      return {
        event: NOTIFICATIONS_READ_EVENT,
        payload: { ids: read === 'all' ? 'all' : ids(read), unread },
        audience: { kind: 'users', userIds: [userId] },
      };
    }
    default:
      return null;
  }
}
