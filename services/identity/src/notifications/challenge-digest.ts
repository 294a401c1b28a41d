import { createHash } from 'node:crypto';
import { EVENTS } from '@creators/contracts';
import { recordEvent } from '@creators/platform';
import type { MailJob } from '../mail/mail-jobs.js';
import type { ChallengeDigestData, LiveNotification } from './notification-plan.js';
import {
  newChallengeDeliveryOf,
  resolveNotificationPreferences,
  wantsEmail,
  wantsInApp,
} from './notification-preferences.js';
import {
  insertNotification,
  insertRecipients,
  notificationMailJobId,
  type NotificationTransaction,
} from './notification-store.js';

/**
 * The daily digest of new challenges (docs/product.md "Notification inbox"). A new challenge is kept once as a notice
 * for its audience (challenge_notices: the members of its programme, or everyone, but its author; notification-store.ts).
 * Once a day, from CHALLENGE_DIGEST_HOUR_UTC, a digest run for the day (challenge_digest_runs, one row per UTC day):
 * 1. claims every notice not claimed yet (digest_day): one committed transaction, so a notice stored meanwhile waits
 *    for the next day's run rather than being missed;
 * 2. goes through the people a batch at a time (keyset on users.id, the run's after_user_id), each batch in one
 *    transaction holding the run's row lock (FOR UPDATE SKIP LOCKED: a second instance leaves it to the first), and
 *    tells each person who takes new challenges as a daily digest of the claimed notices of their audience, as one
 *    'challenge.digest' notification (the count and the newest DIGEST_TITLES_MAX titles);
 * 3. ends when the last person is done (completed_at).
 * The run's row and its cursor move in the same transaction as the digests they stand for: a run that is repeated,
 * on this instance or another, or started again after a crash, tells nobody twice and leaves nobody out.
 */

/** The titles a digest names; its count says how many there were in all. */
export const DIGEST_TITLES_MAX = 5;
/** People per batch (one transaction each). */
export const DIGEST_BATCH = 500;
/** Notices and runs older than this many days are forgotten. */
const DIGEST_KEEP_DAYS = 30;

export interface DigestNotice {
  challengeId: string;
  title: string;
  createdAt: Date;
}

/** A person's digest of these notices: how many challenges, and the newest few (none twice). */
export function digestData(notices: readonly DigestNotice[]): ChallengeDigestData {
  const seen = new Set<string>();
  const newestFirst = [...notices]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .filter((notice) => !seen.has(notice.challengeId) && seen.add(notice.challengeId));
  return {
    count: newestFirst.length,
    challenges: newestFirst
      .slice(0, DIGEST_TITLES_MAX)
      .map(({ challengeId, title }) => ({ challengeId, title })),
  };
}

/** The UTC day ('YYYY-MM-DD') whose digest is due at `now`, or null before the day's digest hour. */
export function digestDayDue(now: Date, hourUtc: number): string | null {
  return now.getUTCHours() >= hourUtc ? now.toISOString().slice(0, 10) : null;
}

/**
 * The id of a day's digest with this content: the same digest for everyone it names the same challenges to (one
 * notifications row, a recipient row each), and the same again if a batch were repeated.
 */
export function digestNotificationId(day: string, data: ChallengeDigestData): string {
  const hex = createHash('sha256')
    .update(`challenge-digest:${day}:${JSON.stringify(data)}`)
    .digest('hex');
  // A UUID of version 8 (custom), variant 10.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** What a digest batch needs of the database: raw SQL in a transaction, and transactions. */
export interface DigestDatabase {
  $transaction<R>(
    fn: (tx: NotificationTransaction) => Promise<R>,
    options?: { maxWait?: number; timeout?: number },
  ): Promise<R>;
}

export type QueueDigestMail = (job: MailJob, jobId: string) => Promise<void>;

export interface DigestSweepResult {
  /** The day whose run this sweep started, if it started one. */
  started: string | null;
  /** How many people were told (in the app or by mail) by this sweep. */
  told: number;
}

/**
 * One sweep as of `now`: starts the day's run when it is due and not started yet, then works through every unfinished
 * run (a batch per transaction) until none is left that another instance is not already working on. Mails are
 * queued after each batch commits (a job id per digest and person: queued twice, sent once).
 */
export async function sweepChallengeDigests(
  db: DigestDatabase,
  options: { now?: Date; hourUtc: number; queueMail: QueueDigestMail; batch?: number },
): Promise<DigestSweepResult> {
  const now = options.now ?? new Date();
  const due = digestDayDue(now, options.hourUtc);
  const started = due ? await startRun(db, due, now) : null;
  let told = 0;
  for (;;) {
    const batch = await runBatch(db, options.batch ?? DIGEST_BATCH);
    if (!batch) break;
    told += batch.told;
    for (const { job, jobId } of batch.mails) await options.queueMail(job, jobId);
  }
  return { started, told };
}

/** Starts the day's run unless it exists: claims the notices waiting for a run. Returns the day when it started it. */
async function startRun(db: DigestDatabase, day: string, now: Date): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<Array<{ day: string }>>`
      INSERT INTO challenge_digest_runs (day, started_at) VALUES (${day}::date, ${now}::timestamptz)
      ON CONFLICT (day) DO NOTHING
      RETURNING day::text AS day`;
    if (inserted.length === 0) return null;
    const claimed = await tx.$executeRaw`
      UPDATE challenge_notices SET digest_day = ${day}::date WHERE digest_day IS NULL`;
    // Nothing new: nobody to tell, the run is over at once.
    await tx.$executeRaw`
      UPDATE challenge_digest_runs
      SET notices = ${claimed}, completed_at = CASE WHEN ${claimed}::int = 0 THEN now() END
      WHERE day = ${day}::date`;
    await tx.$executeRaw`
      DELETE FROM challenge_notices WHERE digest_day < ${day}::date - ${DIGEST_KEEP_DAYS}::int`;
    await tx.$executeRaw`
      DELETE FROM challenge_digest_runs
      WHERE day < ${day}::date - ${DIGEST_KEEP_DAYS}::int AND completed_at IS NOT NULL`;
    return day;
  });
}

interface Batch {
  told: number;
  mails: Array<{ job: MailJob; jobId: string }>;
}

/**
 * The next batch of the oldest unfinished run that no other instance holds, in one transaction; null when there is
 * none (all finished, or held elsewhere).
 */
async function runBatch(db: DigestDatabase, size: number): Promise<Batch | null> {
  return db.$transaction(
    async (tx) => {
      const [run] = await tx.$queryRaw<Array<{ day: string; after: string | null; startedAt: Date }>>`
        SELECT day::text AS day, after_user_id::text AS after, started_at AS "startedAt"
        FROM challenge_digest_runs
        WHERE completed_at IS NULL ORDER BY day LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!run) return null;
      const people = await tx.$queryRaw<Array<{ id: string; preferences: unknown }>>`
        SELECT u.id::text AS id, s.preferences FROM users u
        LEFT JOIN notification_settings s ON s.user_id = u.id
        WHERE u.id > ${run.after ?? '00000000-0000-0000-0000-000000000000'}::uuid
        ORDER BY u.id LIMIT ${size}`;
      const last = people.at(-1);
      // Every digest of a run is dated when the run started, whichever batch or instance writes it.
      const told = last ? await digestsFor(tx, run.day, people, run.startedAt) : { told: 0, mails: [] };
      await tx.$executeRaw`
        UPDATE challenge_digest_runs
        SET after_user_id = ${last?.id ?? run.after}::uuid, digests = digests + ${told.told},
            completed_at = CASE WHEN ${people.length < size} THEN now() END
        WHERE day = ${run.day}::date`;
      return told;
    },
    { timeout: 60_000 },
  );
}

/** The digests of one batch of people: those who take new challenges daily and have claimed notices to hear of. */
async function digestsFor(
  tx: NotificationTransaction,
  day: string,
  people: ReadonlyArray<{ id: string; preferences: unknown }>,
  createdAt: Date,
): Promise<Batch> {
  const daily = new Map(
    people
      .map((person) => ({ id: person.id, preferences: resolveNotificationPreferences(person.preferences) }))
      .filter((person) => newChallengeDeliveryOf(person.preferences) === 'daily')
      .map((person) => [person.id, person.preferences]),
  );
  if (daily.size === 0) return { told: 0, mails: [] };
  const rows = await tx.$queryRaw<
    Array<{ userId: string; challengeId: string; title: string; createdAt: Date }>
  >`
    SELECT u.id::text AS "userId", n.challenge_id AS "challengeId", n.title, n.created_at AS "createdAt"
    FROM users u
    JOIN challenge_notices n ON n.digest_day = ${day}::date
      AND n.created_at >= u.created_at
      AND n.created_by IS DISTINCT FROM u.id
      AND (n.programme_id IS NULL OR EXISTS (
        SELECT 1 FROM programme_members m WHERE m.programme_id = n.programme_id AND m.user_id = u.id))
    WHERE u.id = ANY(${[...daily.keys()]}::uuid[])`;
  const noticesOf = new Map<string, DigestNotice[]>();
  for (const row of rows) {
    const notices = noticesOf.get(row.userId) ?? [];
    notices.push(row);
    noticesOf.set(row.userId, notices);
  }
  // People told the same challenges share one digest (one notifications row, one live message).
  const groups = new Map<string, { data: ChallengeDigestData; inApp: string[]; byEmail: string[] }>();
  for (const [userId, notices] of noticesOf) {
    const data = digestData(notices);
    const key = JSON.stringify(data);
    const group = groups.get(key) ?? { data, inApp: [], byEmail: [] };
    const preferences = daily.get(userId)!;
    if (wantsInApp(preferences, 'challenge.digest')) group.inApp.push(userId);
    if (wantsEmail(preferences, 'challenge.digest')) group.byEmail.push(userId);
    groups.set(key, group);
  }
  const batch: Batch = { told: 0, mails: [] };
  for (const { data, inApp, byEmail } of groups.values()) {
    const notification: LiveNotification = {
      id: digestNotificationId(day, data),
      type: 'challenge.digest',
      createdAt: createdAt.toISOString(),
      data,
    };
    if (inApp.length > 0) {
      await insertNotification(tx, notification);
      await insertRecipients(tx, notification, inApp);
      await recordEvent(tx, EVENTS.notificationCreated, {
        audience: { kind: 'users', userIds: inApp },
        notification,
      });
    }
    for (const userId of byEmail)
      batch.mails.push({
        job: { kind: 'notification', userId, notification },
        jobId: notificationMailJobId(notification.id, userId),
      });
    batch.told += new Set([...inApp, ...byEmail]).size;
  }
  return batch;
}
