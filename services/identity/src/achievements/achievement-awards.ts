import { EVENTS, type EventEnvelope } from '@creators/contracts';
import { isUuid, recordEvent, type EventHandlers, type SqlExecutor } from '@creators/platform';
import { ACHIEVEMENT_KEYS, catalogueEntry, type AchievementKey } from './catalogue.js';

/** The durable consumer that awards badges (also its key in processed_events). */
export const ACHIEVEMENTS_CONSUMER = 'identity-achievements';

/** A project's likes from which its owners earn five-likes. */
export const FIVE_LIKES = 5;

/** What awarding needs of the transaction: Prisma's raw SQL (a Prisma transaction client fits). */
export interface AwardTransaction extends SqlExecutor {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
}

/**
 * Awards a badge once per user, inside the caller's transaction: the catalogue row is made if the seed has not run
 * yet, the user_achievements insert is `ON CONFLICT DO NOTHING` on (user_id, achievement_id), and only a new award
 * records achievement.earned through the outbox. A user identity does not know (deleted, or a foreign id) earns
 * nothing. Returns whether the badge was newly awarded.
 */
export async function awardAchievement(
  tx: AwardTransaction,
  userId: string,
  key: AchievementKey,
): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const entry = catalogueEntry(key);
  await tx.$executeRaw`
    INSERT INTO achievements (id, key, name, description, icon, category, points)
    VALUES (${entry.id}::uuid, ${entry.key}, ${entry.name}, ${entry.description}, ${entry.icon}, ${entry.category}, ${entry.points})
    ON CONFLICT DO NOTHING`;
  const awarded = await tx.$queryRaw<Array<{ achievement_id: string; name: string }>>`
    WITH awarded AS (
      INSERT INTO user_achievements (id, user_id, achievement_id, earned_at)
      SELECT gen_random_uuid(), u.id, a.id, now()
      FROM users u CROSS JOIN achievements a
      WHERE u.id = ${userId}::uuid AND a.key = ${key}
      ON CONFLICT (user_id, achievement_id) DO NOTHING
      RETURNING achievement_id
    )
    SELECT a.id::text AS achievement_id, a.name FROM awarded JOIN achievements a ON a.id = awarded.achievement_id`;
  const [row] = awarded;
  if (!row) return false;
  await recordEvent(tx, EVENTS.achievementEarned, {
    userId,
    achievementId: row.achievement_id,
    key,
    name: row.name,
  });
  return true;
}

async function awardAll(
  tx: AwardTransaction,
  userIds: readonly string[],
  key: AchievementKey,
): Promise<void> {
  for (const userId of new Set(userIds)) await awardAchievement(tx, userId, key);
}

/** The badges an event earns (docs/graphql-contract.md, Events), by user. */
export function badgesFor(event: EventEnvelope): Array<{ userId: string; key: AchievementKey }> {
  switch (event.name) {
    case EVENTS.challengeCreated: {
      const { createdBy } = (event as EventEnvelope<'challenge.created'>).payload;
      return [{ userId: createdBy, key: ACHIEVEMENT_KEYS.firstChallenge }];
    }
    case EVENTS.brainstormCompleted: {
      // Published by brainstorm-ai from its own record of the brainstorm, never on a client's say-so.
      const { userId } = (event as EventEnvelope<'brainstorm.completed'>).payload;
      return [{ userId, key: ACHIEVEMENT_KEYS.brainstormCompleted }];
    }
    case EVENTS.teamMemberJoined: {
      const { userId } = (event as EventEnvelope<'team.member_joined'>).payload;
      return [{ userId, key: ACHIEVEMENT_KEYS.firstTeam }];
    }
    case EVENTS.projectShowcased: {
      const { createdBy } = (event as EventEnvelope<'project.showcased'>).payload;
      return [{ userId: createdBy, key: ACHIEVEMENT_KEYS.firstProject }];
    }
    case EVENTS.projectLiked: {
      const { liked, likedBy, likes, likesFromOthers, ownerIds } = (event as EventEnvelope<'project.liked'>)
        .payload;
      // Only other people's likes count: liking one's own project earns nothing (events from before
      // likesFromOthers existed go by the whole count).
      const counted = typeof likesFromOthers === 'number' ? likesFromOthers : likes;
      // A like taken back earns nothing (and takes nothing away).
      if (liked !== true || !Array.isArray(ownerIds) || !(counted >= 1)) return [];
      return ownerIds
        .filter((userId) => userId !== likedBy)
        .flatMap((userId) => [
          { userId, key: ACHIEVEMENT_KEYS.firstLike },
          ...(counted >= FIVE_LIKES ? [{ userId, key: ACHIEVEMENT_KEYS.fiveLikes }] : []),
        ]);
    }
    case EVENTS.meetingHeld: {
      // Published by teams' sweeper once a scheduled meeting with a mentor has ended: its members then.
      const { memberIds } = (event as EventEnvelope<'meeting.held'>).payload;
      if (!Array.isArray(memberIds)) return [];
      return memberIds.map((userId) => ({ userId, key: ACHIEVEMENT_KEYS.firstMentoredMeeting }));
    }
    case EVENTS.projectFeedbackGiven: {
      // Recorded by showcase for a mentor of the project's team only (giving it again replaces it: no new badge).
      const { mentorId } = (event as EventEnvelope<'project.feedback_given'>).payload;
      return [{ userId: mentorId, key: ACHIEVEMENT_KEYS.firstFeedback }];
    }
    default:
      return [];
  }
}

async function awardFor(event: EventEnvelope, tx: AwardTransaction): Promise<void> {
  const badges = badgesFor(event);
  for (const key of new Set(badges.map((badge) => badge.key))) {
    await awardAll(
      tx,
      badges.filter((badge) => badge.key === key).map((badge) => badge.userId),
      key,
    );
  }
}

/** The achievements consumer's handlers: every event that earns a badge. */
export const achievementHandlers: EventHandlers<AwardTransaction> = {
  'challenge.created': awardFor,
  'brainstorm.completed': awardFor,
  'team.member_joined': awardFor,
  'project.showcased': awardFor,
  'project.liked': awardFor,
  'meeting.held': awardFor,
  'project.feedback_given': awardFor,
};
