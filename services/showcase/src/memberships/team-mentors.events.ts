import type { EventEnvelope } from '@creators/contracts';
import type { EventHandlers, SqlExecutor } from '@creators/platform';
import { isUuid } from '../database/prisma.service.js';

/** The durable consumer that keeps team_mentors up to date (also its key in processed_events). */
export const TEAM_MENTORS_CONSUMER = 'showcase-team-mentors';

async function addMentor(tx: SqlExecutor, teamId: string, mentorId: string, since: string): Promise<void> {
  // An acceptance recorded before the mentor last stopped mentoring the team (delivered late) changes nothing.
  await tx.$executeRaw`
    INSERT INTO team_mentors (team_id, mentor_id, since)
    SELECT ${teamId}::uuid, ${mentorId}::uuid, ${since}::timestamptz
    WHERE NOT EXISTS (
      SELECT 1 FROM team_mentor_departures
      WHERE team_id = ${teamId}::uuid AND mentor_id = ${mentorId}::uuid AND ended_at >= ${since}::timestamptz)
    ON CONFLICT DO NOTHING`;
}

async function removeMentor(
  tx: SqlExecutor,
  teamId: string,
  mentorId: string,
  endedAt: string,
): Promise<void> {
  // An end recorded before the mentor's current mentoring began (delivered late) changes nothing.
  await tx.$executeRaw`
    DELETE FROM team_mentors
    WHERE team_id = ${teamId}::uuid AND mentor_id = ${mentorId}::uuid AND since <= ${endedAt}::timestamptz`;
  await tx.$executeRaw`
    INSERT INTO team_mentor_departures (team_id, mentor_id, ended_at)
    VALUES (${teamId}::uuid, ${mentorId}::uuid, ${endedAt}::timestamptz)
    ON CONFLICT (team_id, mentor_id) DO UPDATE
    SET ended_at = GREATEST(team_mentor_departures.ended_at, EXCLUDED.ended_at)`;
}

const validIds = (event: EventEnvelope, ...ids: string[]) =>
  ids.every(isUuid) && !Number.isNaN(Date.parse(event.occurredAt));

/**
 * The showcase service's read model of who mentors which team (the teams service owns mentoring, docs/product.md
 * §12): a mentor who accepts a team's request (mentoring.answered with accepted true) mentors it, one who stops
 * (mentoring.ended: they stepped down or the leader ended it) no longer does; a declined request changes nothing.
 * Only a team's mentors give feedback on its project and see its scores. Inserts and deletes are idempotent; an
 * event with ids that are not uuids is ignored rather than retried forever. A redelivered event can arrive after a
 * later one, so the times decide: an acceptance older than the mentor's last end is not applied, nor an end older
 * than their current mentoring. memberships-follow-teams.test.ts fails when teams gains a mentoring event this
 * model does not handle.
 */
export const teamMentorHandlers: EventHandlers<SqlExecutor> = {
  'mentoring.answered': async (event, tx) => {
    const { teamId, mentorId, accepted } = event.payload;
    if (accepted !== true || !validIds(event, teamId, mentorId)) return;
    await addMentor(tx, teamId, mentorId, event.occurredAt);
  },
  'mentoring.ended': async (event, tx) => {
    const { teamId, mentorId } = event.payload;
    if (!validIds(event, teamId, mentorId)) return;
    await removeMentor(tx, teamId, mentorId, event.occurredAt);
  },
};
