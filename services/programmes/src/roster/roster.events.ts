import { isUuid, type EventHandlers } from '@creators/platform';
import type { Prisma } from '../generated/prisma/client.js';
import type { PeopleRepository } from '../programmes/people.repository.js';
import type { RosterRepository } from './roster.repository.js';

/** Durable consumer name (also its key in processed_events). */
export const ROSTER_CONSUMER = 'programmes-roster';

type Tx = Prisma.TransactionClient;

const eventTime = (occurredAt: string) =>
  Number.isNaN(Date.parse(occurredAt)) ? new Date() : new Date(occurredAt);

/**
 * The roster read model and the people read model follow the other services' events (docs/product.md §16.5):
 * teams of programmes (created with a programmeId; others are not kept), their members, mentors, milestones and
 * project; people's mentor role, activity and first brainstorm; a registration with a programme's code joins it.
 * Every handler is safe to run again (a redelivery changes nothing).
 */
export function rosterHandlers(
  roster: RosterRepository,
  people: PeopleRepository,
  join: (tx: Tx, programmeId: string, userId: string) => Promise<void>,
): EventHandlers<Tx> {
  return {
    'user.registered': async (event, tx) => {
      const { userId, role, programmeId } = event.payload;
      if (!isUuid(userId)) return;
      await people.registered(tx, userId, role === 'mentor');
      if (programmeId && isUuid(programmeId)) await join(tx, programmeId, userId);
    },
    'mentor.availability_updated': async (event, tx) => {
      const { mentorId, isMentor } = event.payload;
      if (isUuid(mentorId)) await people.mentorChanged(tx, mentorId, isMentor);
    },
    'user.active': async (event, tx) => {
      const { userId, activeOn } = event.payload;
      const day = new Date(`${activeOn}T00:00:00Z`);
      if (isUuid(userId) && !Number.isNaN(day.getTime())) await people.active(tx, userId, day);
    },
    'brainstorm.started': async (event, tx) => {
      if (isUuid(event.payload.userId))
        await people.brainstormStarted(tx, event.payload.userId, eventTime(event.occurredAt));
    },
    'team.created': async (event, tx) => {
      const { teamId, name, leaderId, programmeId } = event.payload;
      if (!programmeId || !isUuid(programmeId) || !isUuid(teamId) || !isUuid(leaderId)) return;
      await roster.teamCreated(tx, { teamId, programmeId, name, leaderId, at: eventTime(event.occurredAt) });
    },
    'team.updated': async (event, tx) => {
      const { teamId, name, leaderId } = event.payload;
      if (isUuid(teamId)) await roster.teamChanged(tx, teamId, { name, leaderId });
    },
    'team.lead_transferred': async (event, tx) => {
      const { teamId, toUserId } = event.payload;
      if (isUuid(teamId) && isUuid(toUserId)) await roster.teamChanged(tx, teamId, { leaderId: toUserId });
    },
    'team.member_joined': async (event, tx) => {
      const { teamId, userId } = event.payload;
      if (isUuid(teamId) && isUuid(userId))
        await roster.memberJoined(tx, teamId, userId, eventTime(event.occurredAt));
    },
    'team.member_left': async (event, tx) => {
      const { teamId, userId, leaderId } = event.payload;
      if (!isUuid(teamId) || !isUuid(userId)) return;
      await roster.memberLeft(tx, teamId, userId);
      if (leaderId && isUuid(leaderId)) await roster.teamChanged(tx, teamId, { leaderId });
    },
    'team.member_removed': async (event, tx) => {
      const { teamId, userId } = event.payload;
      if (isUuid(teamId) && isUuid(userId)) await roster.memberLeft(tx, teamId, userId);
    },
    'team.milestones_changed': async (event, tx) => {
      const { teamId, reached, progress, changedAt } = event.payload;
      if (isUuid(teamId)) await roster.milestones(tx, teamId, reached, progress, eventTime(changedAt));
    },
    'mentoring.answered': async (event, tx) => {
      const { teamId, mentorId, accepted } = event.payload;
      if (accepted && isUuid(teamId) && isUuid(mentorId)) await roster.mentorAdded(tx, teamId, mentorId);
    },
    'mentoring.ended': async (event, tx) => {
      const { teamId, mentorId } = event.payload;
      if (isUuid(teamId) && isUuid(mentorId)) await roster.mentorRemoved(tx, teamId, mentorId);
    },
    'project.showcased': async (event, tx) => {
      const { teamId, projectId, title } = event.payload;
      if (isUuid(teamId) && isUuid(projectId)) await roster.project(tx, teamId, projectId, title);
    },
    'project.updated': async (event, tx) => {
      const { teamId, projectId, title } = event.payload;
      if (isUuid(teamId) && isUuid(projectId)) await roster.project(tx, teamId, projectId, title);
    },
    'project.removed': async (event, tx) => {
      const { teamId, projectId } = event.payload;
      if (isUuid(teamId) && isUuid(projectId)) await roster.projectRemoved(tx, teamId, projectId);
    },
  };
}
