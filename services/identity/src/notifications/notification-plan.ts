import type { EventEnvelope, EventName, EventPayloads } from '@creators/contracts';

/** What everyone in a meeting may know of its news (not who else is in it: they see that on the team page). */
const MEETING_FIELDS = [
  'meetingId',
  'teamId',
  'teamName',
  'title',
  'scheduledAt',
  'duration',
  'mentorId',
  'changedBy',
] as const;

/**
 * What the reader of each notification may know of the event it comes from: the fields its `data` keeps, and only
 * those (a field an event gains later is not passed on unless it is named here). Never who else was told (the other
 * reporters of an item, a project's other owners, a meeting's attendees: the audience stays with identity), nor who
 * did what the notification does not name to its reader (the staff member who hid an item, the person who liked a
 * project: "Someone liked …"). The live message (notification.created, relayed by the gateway) carries the same data.
 */
export const NOTIFIED_FIELDS = {
  'team.member_joined': ['teamId', 'teamName', 'userId', 'leaderId'],
  'team.invitation_sent': ['teamId', 'teamName', 'invitedUserId', 'invitedBy', 'invitationId'],
  'project.liked': ['projectId', 'title', 'likes', 'liked'],
  'achievement.earned': ['userId', 'achievementId', 'key', 'name'],
  'challenge.created': ['challengeId', 'title', 'createdBy', 'programmeId'],
  'team.member_left': ['teamId', 'teamName', 'userId', 'leaderId'],
  'team.member_removed': ['teamId', 'teamName', 'userId', 'removedBy'],
  'team.lead_transferred': ['teamId', 'teamName', 'fromUserId', 'toUserId'],
  'team.invitation_answered': [
    'invitationId',
    'teamId',
    'teamName',
    'invitedUserId',
    'invitedBy',
    'accepted',
  ],
  'team.invitation_withdrawn': ['invitationId', 'teamId', 'teamName', 'invitedUserId', 'invitedBy'],
  'comment.posted': ['commentId', 'subjectType', 'subjectId', 'subjectTitle', 'authorId', 'parentId'],
  'mentoring.requested': ['requestId', 'teamId', 'teamName', 'mentorId', 'requestedBy'],
  'mentoring.answered': ['requestId', 'teamId', 'teamName', 'mentorId', 'requestedBy', 'accepted'],
  'mentoring.ended': ['teamId', 'teamName', 'mentorId', 'endedBy'],
  'meeting.scheduled': MEETING_FIELDS,
  'meeting.updated': [...MEETING_FIELDS, 'rescheduled'],
  'meeting.cancelled': MEETING_FIELDS,
  'meeting.reminder': MEETING_FIELDS,
  'project.feedback_given': ['feedbackId', 'projectId', 'title', 'teamId', 'mentorId'],
  'content.moderated': ['itemType', 'itemId', 'title', 'hidden', 'reason', 'parent'],
  'reports.resolved': ['itemType', 'itemId', 'outcome'],
  'team.chat_mention': ['teamId', 'teamName', 'messageId', 'authorId', 'authorName', 'excerpt'],
} as const satisfies { [E in EventName]?: ReadonlyArray<keyof EventPayloads[E]> };

type Kept<E extends keyof typeof NOTIFIED_FIELDS> = Pick<
  EventPayloads[E],
  Extract<(typeof NOTIFIED_FIELDS)[E][number], keyof EventPayloads[E]>
>;

/** What each notification type carries in `data`: what its reader may know of its event (NOTIFIED_FIELDS). */
export interface NotificationData {
  /** userName: the joiner's name, added by identity (notification-store.ts). */
  'team.member_joined': Kept<'team.member_joined'> & { userName?: string };
  'team.invitation_sent': Kept<'team.invitation_sent'>;
  'project.liked': Kept<'project.liked'>;
  'achievement.earned': Kept<'achievement.earned'>;
  /** From `challenge.created`: a challenge was published for others to join. */
  'challenge.published': Kept<'challenge.created'>;
  /** userName: the leaver's name, added by identity. */
  'team.member_left': Kept<'team.member_left'> & { userName?: string };
  'team.member_removed': Kept<'team.member_removed'>;
  'team.lead_transferred': Kept<'team.lead_transferred'>;
  /** Only a declined invitation: an accepted one is told by team.member_joined. */
  'team.invitation_answered': Kept<'team.invitation_answered'>;
  'team.invitation_withdrawn': Kept<'team.invitation_withdrawn'>;
  /** authorName: who wrote it, added by identity. */
  'comment.posted': Kept<'comment.posted'> & { authorName?: string };
  'mentoring.requested': Kept<'mentoring.requested'>;
  'mentoring.answered': Kept<'mentoring.answered'>;
  'mentoring.ended': Kept<'mentoring.ended'>;
  'meeting.scheduled': Kept<'meeting.scheduled'>;
  'meeting.updated': Kept<'meeting.updated'>;
  'meeting.cancelled': Kept<'meeting.cancelled'>;
  'meeting.reminder': Kept<'meeting.reminder'>;
  'project.feedback_given': Kept<'project.feedback_given'>;
  /** Staff hid or restored an item (docs/product.md §14): its author(s) read the reason, not who did it. */
  'content.moderated': Kept<'content.moderated'>;
  /** Staff closed the reports of an item: each reporter hears the outcome, not who else reported it. */
  'reports.resolved': Kept<'reports.resolved'>;
  /** Someone named the person with @ in their team's chat. */
  'team.chat_mention': Kept<'team.chat_mention'>;
  /** An organiser's announcement to their programme (docs/product.md §16). */
  'programme.announcement': ProgrammeAnnouncementData;
  /** The submission deadline of a programme is near; timeZone (the programme's) is added when identity knows it. */
  'programme.deadline_reminder': ProgrammeDeadlineData;
  /** The day's new challenges for the person, when they take them as a daily digest (challenge-digest.ts). */
  'challenge.digest': ChallengeDigestData;
  /** A programme's results are published and the person got a badge from them (docs/product.md §17.4). */
  'programme.results_published': ProgrammeResultsData;
}

export interface ProgrammeResultsData {
  programmeId: string;
  programmeName: string;
}

export interface ProgrammeAnnouncementData {
  announcementId: string;
  programmeId: string;
  programmeName: string;
  title: string;
  body: string;
}

export interface ProgrammeDeadlineData {
  programmeId: string;
  programmeName: string;
  deadline: string;
  daysBefore: number;
  timeZone?: string;
}

/** A daily digest: how many new challenges, and the newest (at most DIGEST_TITLES_MAX) with their ids. */
export interface ChallengeDigestData {
  count: number;
  challenges: Array<{ challengeId: string; title: string }>;
}
export type NotificationType = keyof NotificationData;

/**
 * A notification (docs/graphql-contract.md), stored in the inbox and sent live as the `notification` message: `id` is
 * the event's id (the same event is never stored or sent twice), `createdAt` when it happened; the front end renders
 * the text in the user's language.
 */
export type LiveNotification = {
  [T in NotificationType]: { id: string; type: T; createdAt: string; data: NotificationData[T] };
}[NotificationType];

/**
 * Who receives a notification: some users (all their sockets), or the audience of a new challenge: the members of its
 * programme (everyone for a challenge outside any programme) but its author, each as they chose (one notice now, or
 * the daily digest; notification-store.ts).
 */
export type Audience =
  | { kind: 'users'; userIds: string[] }
  | { kind: 'new-challenge'; programmeId: string | null; exceptUserIds: string[] };

export interface NotificationPlan {
  notification: LiveNotification;
  audience: Audience;
}

/** The events that become notifications, and only those (the consumer subscribes to these). */
export const NOTIFIED_EVENTS = [
  'team.member_joined',
  'team.invitation_sent',
  'project.liked',
  'achievement.earned',
  'challenge.created',
  'team.member_left',
  'team.member_removed',
  'team.lead_transferred',
  'team.invitation_answered',
  'team.invitation_withdrawn',
  'comment.posted',
  'mentoring.requested',
  'mentoring.answered',
  'mentoring.ended',
  'meeting.scheduled',
  'meeting.updated',
  'meeting.cancelled',
  'meeting.reminder',
  'project.feedback_given',
  'content.moderated',
  'reports.resolved',
  'team.chat_mention',
  'programme.announcement_posted',
  'programme.deadline_reminder',
  'programme.results_published',
] as const satisfies readonly EventName[];
export type NotifiedEvent = (typeof NOTIFIED_EVENTS)[number];

const unique = (ids: readonly string[]) => [...new Set(ids.filter((id) => typeof id === 'string' && id))];

function toUsers(userIds: readonly string[], notification: LiveNotification): NotificationPlan | null {
  const recipients = unique(userIds);
  return recipients.length > 0 ? { notification, audience: { kind: 'users', userIds: recipients } } : null;
}

/** The fields of an event's payload that its notification keeps (NOTIFIED_FIELDS), those the payload has. */
function kept<E extends keyof typeof NOTIFIED_FIELDS>(name: E, payload: EventPayloads[E]): Kept<E> {
  const fields: readonly string[] = NOTIFIED_FIELDS[name];
  const source = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => field in source).map((field) => [field, source[field]]),
  ) as Kept<E>;
}

/**
 * Who is told what about an event (the table in docs/graphql-contract.md; identity stores it, the gateway sends it live), or null when nobody is;
 * what they are told is what they may know of it (NOTIFIED_FIELDS):
 * - team.member_joined → the team's leader (not the joiner);
 * - team.invitation_sent → the invited user;
 * - project.liked with liked=true → the project's owners except the liker (taking a like back tells nobody);
 * - achievement.earned → the user who earned it;
 * - challenge.created → the members of its programme (programmeId), or everyone for a challenge outside any
 *   programme, but the author, as 'challenge.published' to those who want each challenge, in the daily digest for
 *   the others;
 * - team.member_left → the leader after the change (not when the leaver leads, or nobody is left);
 * - team.member_removed → the person removed;
 * - team.lead_transferred → the new leader (not when they handed it to themselves);
 * - team.invitation_answered → whoever sent the invitation, when it was declined (an accepted one is told once, by
 *   team.member_joined, which names the person);
 * - team.invitation_withdrawn → the invited person;
 * - comment.posted → the subject's author and the person replied to (recipientIds), never the comment's author;
 * - mentoring.requested → the mentor asked; mentoring.answered → the team's members (memberIds, with the asker);
 * - mentoring.ended → the mentor, when someone else (the team's leader) ended it; when the mentor stepped down the
 *   team's open page refreshes (page-changes.ts);
 * - meeting.scheduled, meeting.updated, meeting.cancelled → everyone in it (attendeeIds) but who did it;
 *   meeting.reminder → everyone in it;
 * - project.feedback_given → the team's members (recipientIds), never the mentor who wrote it;
 * - content.moderated → the item's author(s) (authorIds) but the staff member who did it, hidden with the reason,
 *   or restored (docs/product.md §14.2);
 * - reports.resolved → the reporters (reporterIds): hidden, person suspended, or looked at and left (§14.1);
 * - team.chat_mention → the people named (mentionedUserIds), never the author;
 * - programme.announcement_posted → its recipients (recipientIds) but the organiser who posted it, as
 *   'programme.announcement';
 * - programme.deadline_reminder → its recipients, as 'programme.deadline_reminder';
 * - programme.results_published → everyone who got a badge from it (the winning teams' members, who completed it),
 *   linking to the results.
 */
export function planNotification(event: EventEnvelope): NotificationPlan | null {
  const base = { id: event.id, createdAt: event.occurredAt };
  switch (event.name) {
    case 'team.member_joined': {
      const data = (event as EventEnvelope<'team.member_joined'>).payload;
      if (data.leaderId === data.userId) return null;
      return toUsers([data.leaderId], {
        ...base,
        type: 'team.member_joined',
        data: kept('team.member_joined', data),
      });
    }
    case 'team.invitation_sent': {
      const data = (event as EventEnvelope<'team.invitation_sent'>).payload;
      if (data.invitedUserId === data.invitedBy) return null;
      return toUsers([data.invitedUserId], {
        ...base,
        type: 'team.invitation_sent',
        data: kept('team.invitation_sent', data),
      });
    }
    case 'project.liked': {
      const data = (event as EventEnvelope<'project.liked'>).payload;
      if (data.liked !== true || !Array.isArray(data.ownerIds)) return null;
      return toUsers(
        data.ownerIds.filter((id) => id !== data.likedBy),
        { ...base, type: 'project.liked', data: kept('project.liked', data) },
      );
    }
    case 'achievement.earned': {
      const data = (event as EventEnvelope<'achievement.earned'>).payload;
      return toUsers([data.userId], {
        ...base,
        type: 'achievement.earned',
        data: kept('achievement.earned', data),
      });
    }
    case 'challenge.created': {
      const data = (event as EventEnvelope<'challenge.created'>).payload;
      return {
        notification: { ...base, type: 'challenge.published', data: kept('challenge.created', data) },
        audience: {
          kind: 'new-challenge',
          programmeId: typeof data.programmeId === 'string' && data.programmeId ? data.programmeId : null,
          exceptUserIds: unique([data.createdBy]),
        },
      };
    }
    case 'team.member_left': {
      const data = (event as EventEnvelope<'team.member_left'>).payload;
      if (!data.leaderId || data.leaderId === data.userId) return null;
      return toUsers([data.leaderId], {
        ...base,
        type: 'team.member_left',
        data: kept('team.member_left', data),
      });
    }
    case 'team.member_removed': {
      const data = (event as EventEnvelope<'team.member_removed'>).payload;
      if (data.userId === data.removedBy) return null;
      return toUsers([data.userId], {
        ...base,
        type: 'team.member_removed',
        data: kept('team.member_removed', data),
      });
    }
    case 'team.lead_transferred': {
      const data = (event as EventEnvelope<'team.lead_transferred'>).payload;
      if (data.toUserId === data.fromUserId) return null;
      return toUsers([data.toUserId], {
        ...base,
        type: 'team.lead_transferred',
        data: kept('team.lead_transferred', data),
      });
    }
    case 'team.invitation_answered': {
      const data = (event as EventEnvelope<'team.invitation_answered'>).payload;
      // Accepted: team.member_joined, recorded with it, tells the leader and names the person; one notice is enough.
      if (data.accepted === true || data.invitedBy === data.invitedUserId) return null;
      return toUsers([data.invitedBy], {
        ...base,
        type: 'team.invitation_answered',
        data: kept('team.invitation_answered', data),
      });
    }
    case 'team.invitation_withdrawn': {
      const data = (event as EventEnvelope<'team.invitation_withdrawn'>).payload;
      if (data.invitedBy === data.invitedUserId) return null;
      return toUsers([data.invitedUserId], {
        ...base,
        type: 'team.invitation_withdrawn',
        data: kept('team.invitation_withdrawn', data),
      });
    }
    case 'comment.posted': {
      const data = (event as EventEnvelope<'comment.posted'>).payload;
      if (!Array.isArray(data.recipientIds)) return null;
      return toUsers(
        data.recipientIds.filter((id) => id !== data.authorId),
        { ...base, type: 'comment.posted', data: kept('comment.posted', data) },
      );
    }
    case 'mentoring.requested': {
      const data = (event as EventEnvelope<'mentoring.requested'>).payload;
      if (data.mentorId === data.requestedBy) return null;
      return toUsers([data.mentorId], {
        ...base,
        type: 'mentoring.requested',
        data: kept('mentoring.requested', data),
      });
    }
    case 'mentoring.answered': {
      const data = (event as EventEnvelope<'mentoring.answered'>).payload;
      const members = Array.isArray(data.memberIds) ? data.memberIds : [];
      return toUsers(
        [data.requestedBy, ...members].filter((id) => id !== data.mentorId),
        { ...base, type: 'mentoring.answered', data: kept('mentoring.answered', data) },
      );
    }
    case 'mentoring.ended': {
      const data = (event as EventEnvelope<'mentoring.ended'>).payload;
      if (data.endedBy === data.mentorId) return null;
      return toUsers([data.mentorId], {
        ...base,
        type: 'mentoring.ended',
        data: kept('mentoring.ended', data),
      });
    }
    case 'meeting.scheduled':
    case 'meeting.updated':
    case 'meeting.cancelled':
    case 'meeting.reminder': {
      const data = (event as EventEnvelope<'meeting.updated'>).payload;
      if (!Array.isArray(data.attendeeIds)) return null;
      return toUsers(
        data.attendeeIds.filter((id) => id !== data.changedBy),
        { ...base, type: event.name, data: kept(event.name, data) } as LiveNotification,
      );
    }
    case 'project.feedback_given': {
      const data = (event as EventEnvelope<'project.feedback_given'>).payload;
      if (!Array.isArray(data.recipientIds)) return null;
      return toUsers(
        data.recipientIds.filter((id) => id !== data.mentorId),
        { ...base, type: 'project.feedback_given', data: kept('project.feedback_given', data) },
      );
    }
    case 'content.moderated': {
      const data = (event as EventEnvelope<'content.moderated'>).payload;
      if (!Array.isArray(data.authorIds)) return null;
      return toUsers(
        data.authorIds.filter((id) => id !== data.actorId),
        { ...base, type: 'content.moderated', data: kept('content.moderated', data) },
      );
    }
    case 'reports.resolved': {
      const data = (event as EventEnvelope<'reports.resolved'>).payload;
      if (!Array.isArray(data.reporterIds)) return null;
      return toUsers(data.reporterIds, {
        ...base,
        type: 'reports.resolved',
        data: kept('reports.resolved', data),
      });
    }
    case 'team.chat_mention': {
      const data = (event as EventEnvelope<'team.chat_mention'>).payload;
      if (!Array.isArray(data.mentionedUserIds)) return null;
      return toUsers(
        data.mentionedUserIds.filter((id) => id !== data.authorId),
        { ...base, type: 'team.chat_mention', data: kept('team.chat_mention', data) },
      );
    }
    case 'programme.announcement_posted': {
      const data = (event as EventEnvelope<'programme.announcement_posted'>).payload;
      if (!Array.isArray(data.recipientIds)) return null;
      const { announcementId, programmeId, programmeName, title, body } = data;
      return toUsers(
        data.recipientIds.filter((id) => id !== data.postedBy),
        {
          ...base,
          type: 'programme.announcement',
          data: { announcementId, programmeId, programmeName, title, body },
        },
      );
    }
    case 'programme.deadline_reminder': {
      const data = (event as EventEnvelope<'programme.deadline_reminder'>).payload;
      if (!Array.isArray(data.recipientIds)) return null;
      const { programmeId, programmeName, deadline, daysBefore } = data;
      return toUsers(data.recipientIds, {
        ...base,
        type: 'programme.deadline_reminder',
        data: { programmeId, programmeName, deadline, daysBefore },
      });
    }
    case 'programme.results_published': {
      const data = (event as EventEnvelope<'programme.results_published'>).payload;
      const awards = Array.isArray(data.awards) ? data.awards : [];
      const winners = awards.flatMap((award) => (Array.isArray(award?.memberIds) ? award.memberIds : []));
      const completed = Array.isArray(data.completedMemberIds) ? data.completedMemberIds : [];
      const { programmeId, programmeName } = data;
      return toUsers([...winners, ...completed], {
        ...base,
        type: 'programme.results_published',
        data: { programmeId, programmeName },
      });
    }
    default:
      return null;
  }
}
