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

/**
 * The notification types once sent to everybody as a broadcast, stored once with no row per person (each person's
 * view derived when read). New challenges are no longer stored that way (they go to those who want each challenge,
 * or into the daily digest), but the broadcasts stored before stay in people's inboxes.
 */
export const BROADCAST_TYPES = ['challenge.published'] as const;

/**
 * What identity adds to an event's data that others cannot be trusted or expected to know, read from users when the
 * notification is stored: the joiner's and the leaver's name (team.member_joined, team.member_left), a comment's
 * writer (comment.posted) and a chat mention's author (team.chat_mention, whose name the writer's page sent). The
 * names are userName and authorName, which erasure removes (privacy/erasure.ts).
 */
const NAMED_PEOPLE: Partial<Record<LiveNotification['type'], { idField: string; nameField: string }>> = {
  'team.member_joined': { idField: 'userId', nameField: 'userName' },
  'team.member_left': { idField: 'userId', nameField: 'userName' },
  'comment.posted': { idField: 'authorId', nameField: 'authorName' },
  'team.chat_mention': { idField: 'authorId', nameField: 'authorName' },
};

async function enrich(
  tx: NotificationTransaction,
  notification: LiveNotification,
): Promise<LiveNotification> {
  if (notification.type === 'programme.deadline_reminder') {
    // The deadline reads best in the programme's own time zone (mails); identity keeps it from programme.updated.
    const { programmeId } = notification.data;
    if (!isUuid(programmeId)) return notification;
    const [programme] = await tx.$queryRaw<Array<{ timeZone: string }>>`
      SELECT time_zone AS "timeZone" FROM programmes WHERE id = ${programmeId}::uuid`;
    return programme
      ? { ...notification, data: { ...notification.data, timeZone: programme.timeZone } }
      : notification;
  }
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
 * - a new challenge: kept for the daily digests (challenge_notices), and stored at once, as above, for the people of
 *   its audience who want each challenge as it is published (storeNewChallenge).
 * The row's id is the event's: a second delivery of the same event stores and sends nothing (`duplicate`).
 */
export async function storeNotification(
  tx: NotificationTransaction,
  event: EventEnvelope,
  queueMail: QueueNotificationMail,
): Promise<StoreOutcome> {
  const plan = planNotification(event);
  if (!plan || !isUuid(plan.notification.id)) return 'nobody';
  return plan.audience.kind === 'new-challenge'
    ? storeNewChallenge(tx, plan, queueMail)
    : storeForPeople(tx, plan.notification, plan.audience.userIds, queueMail);
}

/** Inserts a notifications row once (its id is the event's, or the digest's); false when it was there already. */
export async function insertNotification(
  tx: NotificationTransaction,
  notification: LiveNotification,
): Promise<boolean> {
  const inserted = await tx.$queryRaw<Array<{ id: string }>>`
    INSERT INTO notifications (id, type, data, created_at)
    VALUES (${notification.id}::uuid, ${notification.type}, ${JSON.stringify(notification.data)}::jsonb,
            ${notification.createdAt}::timestamptz)
    ON CONFLICT (id) DO NOTHING
    RETURNING id::text AS id`;
  return inserted.length > 0;
}

/** One notification_recipients row per person (none twice), at the notification's time. */
export async function insertRecipients(
  tx: NotificationTransaction,
  notification: LiveNotification,
  userIds: readonly string[],
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO notification_recipients (user_id, notification_id, created_at)
    SELECT person, ${notification.id}::uuid, ${notification.createdAt}::timestamptz
    FROM unnest(${userIds}::uuid[]) AS person
    ON CONFLICT DO NOTHING`;
}

async function storeForPeople(
  tx: NotificationTransaction,
  planned: LiveNotification,
  userIds: readonly string[],
  queueMail: QueueNotificationMail,
): Promise<StoreOutcome> {
  const wanted = userIds.filter(isUuid);
  if (wanted.length === 0) return 'nobody';
  const people = await tx.$queryRaw<Array<{ id: string; preferences: unknown }>>`
    SELECT u.id::text AS id, s.preferences
    FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
    WHERE u.id = ANY(${wanted}::uuid[])`;
  const { type } = planned;
  const withPreferences = people.map((p) => ({
    id: p.id,
    preferences: resolveNotificationPreferences(p.preferences),
  }));
  const inApp = withPreferences.filter((p) => wantsInApp(p.preferences, type)).map((p) => p.id);
  const byEmail = withPreferences.filter((p) => wantsEmail(p.preferences, type)).map((p) => p.id);
  if (inApp.length === 0 && byEmail.length === 0) return 'nobody';
  const notification = await enrich(tx, planned);
  if (inApp.length > 0) {
    if (!(await insertNotification(tx, notification))) return 'duplicate';
    await insertRecipients(tx, notification, inApp);
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

/**
 * A new challenge (docs/product.md "Notification inbox"): kept once as a notice for the daily digests
 * (challenge_notices, the event's id: a redelivery finds it and does nothing), and told at once, as
 * 'challenge.published', to the people of its audience who asked for each challenge: the members of its programme, or
 * everyone for a challenge outside any programme, never its author. Everybody else hears of it in their next digest
 * (challenge-digest.ts). The people who want each challenge are few (the digest is the default), and found through
 * an index of them alone; nothing is written per person for the rest.
 */
async function storeNewChallenge(
  tx: NotificationTransaction,
  plan: NotificationPlan,
  queueMail: QueueNotificationMail,
): Promise<StoreOutcome> {
  if (plan.audience.kind !== 'new-challenge' || plan.notification.type !== 'challenge.published')
    return 'nobody';
  const { notification } = plan;
  const { challengeId, title, createdBy } = notification.data;
  const programmeId = isUuid(plan.audience.programmeId) ? plan.audience.programmeId : null;
  if (plan.audience.programmeId !== null && programmeId === null) return 'nobody';
  const except = plan.audience.exceptUserIds.filter(isUuid);
  const kept = await tx.$queryRaw<Array<{ id: string }>>`
    INSERT INTO challenge_notices (id, challenge_id, title, programme_id, created_by, created_at)
    VALUES (${notification.id}::uuid, ${String(challengeId ?? '')}, ${String(title ?? '')},
            ${programmeId}::uuid, ${isUuid(createdBy) ? createdBy : null}::uuid,
            ${notification.createdAt}::timestamptz)
    ON CONFLICT (id) DO NOTHING
    RETURNING id::text AS id`;
  if (kept.length === 0) return 'duplicate';
  const each = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT s.user_id::text AS id FROM notification_settings s
    WHERE s.preferences ->> 'newChallengesDelivery' = 'each'
      AND NOT (s.user_id = ANY(${except}::uuid[]))
      AND (${programmeId}::uuid IS NULL OR EXISTS (
        SELECT 1 FROM programme_members m WHERE m.programme_id = ${programmeId}::uuid AND m.user_id = s.user_id))`;
  const outcome = await storeForPeople(
    tx,
    notification,
    each.map((row) => row.id),
    queueMail,
  );
  return outcome === 'duplicate' ? 'nobody' : outcome;
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
