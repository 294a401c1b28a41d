import { createHash } from 'node:crypto';
import { EVENTS, type EventEnvelope } from '@creators/contracts';
import { isUuid, recordEvent, type EventHandlers, type SqlExecutor } from '@creators/platform';
import type { MailJob } from '../mail/mail-jobs.js';
import {
  NOTIFIED_EVENTS,
  planNotification,
  type LiveNotification,
  type NotificationPlan,
} from './notification-plan.js';
import {
  notificationKindOf,
  resolveNotificationPreferences,
  wantsEmail,
  wantsInApp,
  type NotificationPreferences,
} from './notification-preferences.js';

/** The durable consumer that stores notifications (also its key in processed_events). */
export const NOTIFICATIONS_CONSUMER = 'identity-notifications';

/** What storing needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface NotificationTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/**
 * The mail job id of a notification for a person: the same for a redelivery (queued once), and without the person's
 * id in it (BullMQ's event stream keeps job ids, and an erased person's id must not stay in Redis).
 */
export const notificationMailJobId = (notificationId: string, userId: string): string =>
  `notification-${notificationId}-${createHash('sha256').update(userId).digest('hex').slice(0, 24)}`;

/** Queues a mail; `jobId` makes a second queueing of the same mail a no-op. */
export type QueueNotificationMail = (job: MailJob, jobId: string) => Promise<void>;

export type StoreOutcome = 'stored' | 'nobody' | 'duplicate';

/** The notification types sent to everybody (a broadcast): stored once, never a row per person. */
export const BROADCAST_TYPES = ['challenge.published'] as const;

/**
 * What identity adds to an event's data that others cannot be trusted or expected to know, read from users when the
 * notification is stored: the joiner's name (team.member_joined) and a chat mention's author (team.chat_mention,
 * whose name the writer's page sent).
 */
const NAMED_PEOPLE: Partial<Record<LiveNotification['type'], { idField: string; nameField: string }>> = {
  'team.member_joined': { idField: 'userId', nameField: 'userName' },
  'team.chat_mention': { idField: 'authorId', nameField: 'authorName' },
};

async function enrich(
  tx: NotificationTransaction,
  notification: LiveNotification,
): Promise<LiveNotification> {
  const named = NAMED_PEOPLE[notification.type];
  if (!named) return notification;
  const data = notification.data as unknown as Record<string, unknown>;
  const id = data[named.idField];
  if (typeof id !== 'string' || !isUuid(id)) return notification;
  const [person] = await tx.$queryRaw<Array<{ name: string }>>`
    SELECT trim(first_name || ' ' || last_name) AS name FROM users WHERE id = ${id}::uuid`;
  return { ...notification, data: { ...data, [named.nameField]: person?.name ?? '' } } as LiveNotification;
}

/**
 * Stores the notification an event makes (notification-plan.ts) for the people whose preferences want it in the app,
 * records notification.created in the outbox (the gateway sends it live), and queues the mails of those who want it by
 * e-mail, all in the consumer's transaction (docs/product.md "Notification inbox"):
 * - for some people: one notifications row, one notification_recipients row per person who exists and wants it;
 *   nobody left: nothing stored or sent;
 * - a broadcast: one notifications row whatever the number of people (each person's view is derived when read);
 *   live it goes to every signed-in socket but the author's and those of people who turned the kind off; its mails
 *   are one job that the mail worker fans out to the few who asked for them.
 * The row's id is the event's: a second delivery of the same event stores and sends nothing (`duplicate`).
 */
export async function storeNotification(
  tx: NotificationTransaction,
  event: EventEnvelope,
  queueMail: QueueNotificationMail,
): Promise<StoreOutcome> {
  const plan = planNotification(event);
  if (!plan || !isUuid(plan.notification.id)) return 'nobody';
  return plan.audience.kind === 'signed-in'
    ? storeBroadcast(tx, plan, queueMail)
    : storeForPeople(tx, plan, queueMail);
}

async function insertNotification(
  tx: NotificationTransaction,
  notification: LiveNotification,
  broadcast: boolean,
  exceptUserIds: string[],
): Promise<boolean> {
  const inserted = await tx.$queryRaw<Array<{ id: string }>>`
    INSERT INTO notifications (id, type, data, created_at, broadcast, except_user_ids)
    VALUES (${notification.id}::uuid, ${notification.type}, ${JSON.stringify(notification.data)}::jsonb,
            ${notification.createdAt}::timestamptz, ${broadcast}, ${exceptUserIds}::uuid[])
    ON CONFLICT (id) DO NOTHING
    RETURNING id::text AS id`;
  return inserted.length > 0;
}

async function storeForPeople(
  tx: NotificationTransaction,
  plan: NotificationPlan,
  queueMail: QueueNotificationMail,
): Promise<StoreOutcome> {
  if (plan.audience.kind !== 'users') return 'nobody';
  const wanted = plan.audience.userIds.filter(isUuid);
  if (wanted.length === 0) return 'nobody';
  const people = await tx.$queryRaw<Array<{ id: string; preferences: unknown }>>`
    SELECT u.id::text AS id, s.preferences
    FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
    WHERE u.id = ANY(${wanted}::uuid[])`;
  const { type } = plan.notification;
  const withPreferences = people.map((p) => ({
    id: p.id,
    preferences: resolveNotificationPreferences(p.preferences),
  }));
  const inApp = withPreferences.filter((p) => wantsInApp(p.preferences, type)).map((p) => p.id);
  const byEmail = withPreferences.filter((p) => wantsEmail(p.preferences, type)).map((p) => p.id);
  if (inApp.length === 0 && byEmail.length === 0) return 'nobody';
  const notification = await enrich(tx, plan.notification);
  if (inApp.length > 0) {
    if (!(await insertNotification(tx, notification, false, []))) return 'duplicate';
    await tx.$executeRaw`
      INSERT INTO notification_recipients (user_id, notification_id, created_at)
      SELECT person, ${notification.id}::uuid, ${notification.createdAt}::timestamptz
      FROM unnest(${inApp}::uuid[]) AS person
      ON CONFLICT DO NOTHING`;
    await recordEvent(tx, EVENTS.notificationCreated, {
      audience: { kind: 'users', userIds: inApp },
      notification,
    });
  }
  for (const userId of byEmail)
    await queueMail(
      { kind: 'notification', userId, notification },
      notificationMailJobId(notification.id, userId),
    );
  return inApp.length > 0 ? 'stored' : 'nobody';
}

async function storeBroadcast(
  tx: NotificationTransaction,
  plan: NotificationPlan,
  queueMail: QueueNotificationMail,
): Promise<StoreOutcome> {
  if (plan.audience.kind !== 'signed-in') return 'nobody';
  const { notification } = plan;
  const except = plan.audience.exceptUserIds.filter(isUuid);
  if (!(await insertNotification(tx, notification, true, except))) return 'duplicate';
  const kind = notificationKindOf(notification.type);
  // Live, the people who turned the kind off in the app are left out too (their inbox leaves it out when read).
  const turnedOff = kind
    ? await tx.$queryRaw<Array<{ id: string }>>`
        SELECT user_id::text AS id FROM notification_settings
        WHERE preferences -> ${kind} ->> 'inApp' = 'false'`
    : [];
  await recordEvent(tx, EVENTS.notificationCreated, {
    audience: {
      kind: 'signed-in',
      exceptUserIds: [...new Set([...except, ...turnedOff.map((row) => row.id)])],
    },
    notification,
  });
  if (kind)
    await queueMail(
      { kind: 'notificationBroadcast', notification, exceptUserIds: except },
      `notification-${notification.id}`,
    );
  return 'stored';
}

/** Whether a person's preferences (as stored) want a notification type by e-mail: the mail worker asks when it sends. */
export const wantsNotificationMail = (stored: unknown, type: string): boolean =>
  wantsEmail(resolveNotificationPreferences(stored), type);

export type { NotificationPreferences };

/** The handlers of the notifications consumer: every notified event is stored (storeNotification). */
export function notificationHandlers<Tx extends NotificationTransaction = NotificationTransaction>(
  queueMail: QueueNotificationMail,
): EventHandlers<Tx> {
  const handle = async (event: EventEnvelope, tx: Tx) => {
    await storeNotification(tx, event, queueMail);
  };
  return Object.fromEntries(NOTIFIED_EVENTS.map((name) => [name, handle])) as EventHandlers<Tx>;
}
