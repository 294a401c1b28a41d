import type { ChallengeStatus, CommentSubjectType, TeamStatus } from './enums.js';
import type { MentorSlot } from './mentoring.js';
import type { ModeratedItemType, ReportItemType } from './moderation.js';
import type {
  AnnouncementAudience,
  ProgrammeOrganiserAction,
  ProgrammePhase,
  TeamMilestone,
} from './programmes.js';

/**
 * Domain events on NATS JetStream. Names are `entity.verb`; never rename one that has been published,
 * consumers and stored outbox rows refer to it.
 */
export const EVENTS = {
  userRegistered: 'user.registered',
  challengeCreated: 'challenge.created',
  teamCreated: 'team.created',
  teamMemberJoined: 'team.member_joined',
  teamInvitationSent: 'team.invitation_sent',
  projectShowcased: 'project.showcased',
  projectLiked: 'project.liked',
  achievementEarned: 'achievement.earned',
  brainstormCompleted: 'brainstorm.completed',
  challengeUpdated: 'challenge.updated',
  teamUpdated: 'team.updated',
  teamMemberLeft: 'team.member_left',
  teamMemberRemoved: 'team.member_removed',
  teamLeadTransferred: 'team.lead_transferred',
  teamInvitationAnswered: 'team.invitation_answered',
  teamInvitationWithdrawn: 'team.invitation_withdrawn',
  projectUpdated: 'project.updated',
  projectRemoved: 'project.removed',
  commentPosted: 'comment.posted',
  commentEdited: 'comment.edited',
  commentDeleted: 'comment.deleted',
  mentorAvailabilityUpdated: 'mentor.availability_updated',
  mentoringRequested: 'mentoring.requested',
  mentoringAnswered: 'mentoring.answered',
  mentoringEnded: 'mentoring.ended',
  meetingScheduled: 'meeting.scheduled',
  meetingUpdated: 'meeting.updated',
  meetingCancelled: 'meeting.cancelled',
  meetingReminder: 'meeting.reminder',
  meetingHeld: 'meeting.held',
  projectFeedbackGiven: 'project.feedback_given',
  userSessionsEnded: 'user.sessions_ended',
  contentModerated: 'content.moderated',
  reportsResolved: 'reports.resolved',
  userSuspended: 'user.suspended',
  userSuspensionLifted: 'user.suspension_lifted',
  userErased: 'user.erased',
  teamChatMessagePosted: 'team.chat_message_posted',
  teamChatMessageChanged: 'team.chat_message_changed',
  teamChatMention: 'team.chat_mention',
  notificationCreated: 'notification.created',
  notificationsRead: 'notifications.read',
  programmeUpdated: 'programme.updated',
  programmeMemberJoined: 'programme.member_joined',
  programmeCurrentChanged: 'programme.current_changed',
  programmeAnnouncementPosted: 'programme.announcement_posted',
  programmeDeadlineReminder: 'programme.deadline_reminder',
  programmeOrganiserAction: 'programme.organiser_action',
  programmeResultsPublished: 'programme.results_published',
  teamMilestonesChanged: 'team.milestones_changed',
  brainstormStarted: 'brainstorm.started',
  userActive: 'user.active',
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export interface EventPayloads {
  /** programmeId: the programme whose join code the person registered with (absent: none, or recorded before). */
  'user.registered': { userId: string; role: string; firstName: string; programmeId?: string | null };
  /** programmeId: the author's current programme (docs/product.md §16); null or absent: the open community. */
  'challenge.created': { challengeId: string; title: string; createdBy: string; programmeId?: string | null };
  /** programmeId: the leader's current programme when it was created; null or absent: the open community. */
  'team.created': {
    teamId: string;
    name: string;
    leaderId: string;
    challengeId: string | null;
    programmeId?: string | null;
  };
  'team.member_joined': { teamId: string; teamName: string; userId: string; leaderId: string };
  /** invitationId is absent in events recorded before invitations could be answered. */
  'team.invitation_sent': {
    teamId: string;
    teamName: string;
    invitedUserId: string;
    invitedBy: string;
    invitationId?: string;
  };
  /** A project was created (status planning, or showcased at once); status is absent in events recorded before it. */
  'project.showcased': {
    projectId: string;
    title: string;
    teamId: string;
    createdBy: string;
    status?: 'planning' | 'showcased';
  };
  /**
   * liked is false when the like was taken back; likes is the count after the change, likesFromOthers the same
   * count without the owners' own likes (what badges go by; absent in events recorded before it existed).
   */
  'project.liked': {
    projectId: string;
    title: string;
    likedBy: string;
    ownerIds: string[];
    likes: number;
    likesFromOthers?: number;
    liked: boolean;
  };
  'achievement.earned': { userId: string; achievementId: string; key: string; name: string };
  /** A brainstorm with Isla ended in a published challenge (brainstorm-ai, from its own session record). */
  'brainstorm.completed': { userId: string; challengeId: string };
  /** Its author edited a challenge or changed its status (closed: no new teams; archived: off the lists). */
  'challenge.updated': {
    challengeId: string;
    title: string;
    createdBy: string;
    status: ChallengeStatus;
    updatedAt: string;
  };
  /** Its leader edited a team or moved its status. */
  'team.updated': {
    teamId: string;
    name: string;
    leaderId: string;
    status: TeamStatus;
    challengeId: string | null;
    maxMembers: number;
    updatedAt: string;
  };
  /** A member left; leaderId is the leader after the change (the first joined when the leader left), null when empty. */
  'team.member_left': { teamId: string; teamName: string; userId: string; leaderId: string | null };
  /** The leader removed a member (who cannot rejoin for 24 hours unless invited). */
  'team.member_removed': { teamId: string; teamName: string; userId: string; removedBy: string };
  'team.lead_transferred': { teamId: string; teamName: string; fromUserId: string; toUserId: string };
  /** The invited person accepted (and joined: team.member_joined follows in the same transaction) or declined. */
  'team.invitation_answered': {
    invitationId: string;
    teamId: string;
    teamName: string;
    invitedUserId: string;
    invitedBy: string;
    accepted: boolean;
  };
  'team.invitation_withdrawn': {
    invitationId: string;
    teamId: string;
    teamName: string;
    invitedUserId: string;
    invitedBy: string;
  };
  'project.updated': {
    projectId: string;
    title: string;
    teamId: string;
    updatedAt: string;
    status?: 'planning' | 'showcased';
  };
  /** Its owner removed a project: it leaves the showcase; its likes and the badges earned stay. */
  'project.removed': { projectId: string; title: string; teamId: string; removedBy: string };
  /**
   * A comment in the discussion of a challenge or a project (docs/product.md §11.4). recipientIds: the subject's
   * author and the person replied to, never the comment's own author.
   */
  'comment.posted': {
    commentId: string;
    subjectType: CommentSubjectType;
    subjectId: string;
    subjectTitle: string;
    authorId: string;
    parentId: string | null;
    recipientIds: string[];
  };
  'comment.edited': { commentId: string; subjectType: CommentSubjectType; subjectId: string };
  'comment.deleted': { commentId: string; subjectType: CommentSubjectType; subjectId: string };
  /**
   * A mentor's availability as it is now (identity owns it; teams keeps a copy to check requests and meeting
   * times): sent when a mentor sets it, registers as one, changes their profile while a mentor, or a
   * profile's role moves to or from mentor (isMentor false), or staff verify or unverify them. updatedAt
   * orders snapshots: an older one never overwrites a newer one.
   */
  'mentor.availability_updated': {
    mentorId: string;
    isMentor: boolean;
    slots: MentorSlot[];
    timeZone: string;
    maxTeams: number;
    notAvailableUntil: string | null;
    languages: string[];
    /** The mentor's skills: what a request may ask help with. */
    expertise: string[];
    /**
     * Staff verified the mentor (docs/product.md §14): only then may they accept mentoring. Sent again whenever
     * verification changes; absent in snapshots recorded before verification existed, which count as verified.
     */
    verified?: boolean;
    updatedAt: string;
  };
  /** A team member asked a mentor to mentor the team (docs/product.md §12.2). */
  'mentoring.requested': {
    requestId: string;
    teamId: string;
    teamName: string;
    mentorId: string;
    requestedBy: string;
  };
  /** The mentor accepted (and now mentors the team) or declined. memberIds: the team's members then. */
  'mentoring.answered': {
    requestId: string;
    teamId: string;
    teamName: string;
    mentorId: string;
    requestedBy: string;
    accepted: boolean;
    memberIds: string[];
  };
  /** A mentor stopped mentoring a team (they stepped down, or the team's leader ended it). */
  'mentoring.ended': { teamId: string; teamName: string; mentorId: string; endedBy: string };
  /** attendeeIds: the team's members and mentors when it was scheduled (the notified and the invited). */
  'meeting.scheduled': MeetingEventPayload;
  /** Rescheduled (rescheduled true) or its text or link changed. */
  'meeting.updated': MeetingEventPayload & { rescheduled: boolean };
  'meeting.cancelled': MeetingEventPayload;
  /** MENTORING_LIMITS.reminderMinutes before it starts, once. */
  'meeting.reminder': MeetingEventPayload;
  /** A scheduled meeting with a mentor has ended (badges: the members' first mentored meeting). */
  'meeting.held': { meetingId: string; teamId: string; memberIds: string[]; mentorIds: string[] };
  /** A mentor gave (or replaced) feedback on a project; recipientIds: the team's members. */
  'project.feedback_given': {
    feedbackId: string;
    projectId: string;
    title: string;
    teamId: string;
    mentorId: string;
    recipientIds: string[];
  };
  /**
   * Some of a person's sessions ended before their time (docs/product.md §13: a password change, "Sign out" of one
   * session or everywhere else). sessionRooms: the gateway's socket rooms of those sessions, hashes of the session
   * ids (the platform's sessionRoom), never the ids themselves; every gateway tells their sockets `signedOut`
   * and disconnects them.
   */
  'user.sessions_ended': { userId: string; sessionRooms: string[] };
  /**
   * Staff hid or restored an item (docs/product.md §14), published by the service that owns it once applied:
   * read models that copy it follow, identity writes the audit log and resolves the item's open reports, the
   * gateway notifies the author and tells open pages. authorIds: whose it is (a team's leader, a project's team
   * members who may edit it); reason is shown to them.
   */
  'content.moderated': {
    itemType: ModeratedItemType;
    itemId: string;
    title: string;
    authorIds: string[];
    hidden: boolean;
    reason: string | null;
    actorId: string;
    /** Where the item sits (a comment's challenge or project), for pages that show it. */
    parent?: { type: ModeratedItemType; id: string } | null;
  };
  /**
   * A message in a team's chat (teams; docs/product.md §11.6). Ids only: the channel's readers fetch the message,
   * so no chat text waits in the event stream.
   */
  'team.chat_message_posted': {
    teamId: string;
    messageId: string;
    authorId: string;
    createdAt: string;
    /** Who may read the channel when it was posted (members and the team's mentors): they hear of it live. */
    readerIds: string[];
  };
  /** A chat message was edited or deleted by its author, or hidden or restored by staff. */
  'team.chat_message_changed': {
    teamId: string;
    messageId: string;
    change: 'edited' | 'deleted' | 'hidden' | 'restored';
    readerIds: string[];
  };
  /** People named with @ in a chat message (members or mentors of the team, never the author). */
  'team.chat_mention': {
    teamId: string;
    teamName: string;
    messageId: string;
    authorId: string;
    authorName: string;
    mentionedUserIds: string[];
    /** The message's first characters, for the notification. */
    excerpt: string;
  };
  /**
   * A notification stored for people (identity, the home of notifications; docs/product.md §11.7): the gateway
   * sends it live. userIds: its people; broadcast: every signed-in person but exceptUserIds.
   */
  'notification.created': {
    audience: { kind: 'users'; userIds: string[] } | { kind: 'signed-in'; exceptUserIds: string[] };
    notification: { id: string; type: string; createdAt: string; data: unknown };
  };
  /** A person read notifications on one device: their other devices update the unread count. */
  'notifications.read': { userId: string; ids: string[] | 'all'; unread: number };
  /** Staff closed the open reports of an item (identity): the reporters hear the outcome. */
  'reports.resolved': {
    itemType: ReportItemType;
    itemId: string;
    reporterIds: string[];
    outcome: 'hidden' | 'suspended' | 'dismissed';
  };
  /** Staff suspended a person until a time or, with until null, for good. Their sessions end (user.sessions_ended). */
  'user.suspended': { userId: string; until: string | null };
  'user.suspension_lifted': { userId: string };
  /**
   * A person deleted their account (docs/product.md §15). Every service erases or anonymises its rows of userId,
   * once; the event carries nothing else about them.
   */
  'user.erased': { userId: string };
  /**
   * A programme was created or changed (programmes; docs/product.md §16), as it is now. Services that act on its
   * calendar keep a copy; updatedAt orders snapshots (an older one never overwrites a newer one). joinCode is the
   * code members join with (identity exempts registrations with it from the per-address limit).
   */
  'programme.updated': {
    programmeId: string;
    name: string;
    phases: { key: ProgrammePhase; startsAt: string; endsAt: string }[];
    submissionDeadline: string;
    judgingEndsAt: string;
    resultsAt: string;
    timeZone: string;
    joinCode: string;
    organiserIds: string[];
    updatedAt: string;
  };
  'programme.member_joined': { programmeId: string; userId: string };
  /**
   * The programme a person works in now (the one their dashboard shows and their new challenges and teams belong
   * to); null: none. changedAt orders the changes.
   */
  'programme.current_changed': { userId: string; programmeId: string | null; changedAt: string };
  /** An organiser told their programme something: recipientIds hear of it in the inbox and by mail. */
  'programme.announcement_posted': {
    announcementId: string;
    programmeId: string;
    programmeName: string;
    title: string;
    body: string;
    audience: AnnouncementAudience;
    recipientIds: string[];
    postedBy: string;
  };
  /** daysBefore days before the submission deadline (once per programme, deadline and day count). */
  'programme.deadline_reminder': {
    programmeId: string;
    programmeName: string;
    deadline: string;
    daysBefore: number;
    recipientIds: string[];
  };
  /**
   * An organiser (or staff) acted on a programme (docs/product.md §16.6): identity writes it into the staff audit log,
   * once per auditId. subjectUserId: the organiser named.
   */
  'programme.organiser_action': {
    auditId: string;
    programmeId: string;
    programmeName: string;
    actorId: string;
    action: ProgrammeOrganiserAction;
    subjectUserId: string | null;
    at: string;
  };
  /**
   * An organiser published a programme's results (docs/product.md §17): the winners of each award with the members of
   * the winning team, and who completed the programme (members of a team that submitted in time). Identity gives the
   * badges (award and completion) and tells the teams; the showcase's awards panel shows the winners. Published once
   * per programme.
   */
  'programme.results_published': {
    programmeId: string;
    programmeName: string;
    publishedAt: string;
    awards: {
      awardId: string;
      name: string;
      nameDe: string | null;
      projectId: string;
      projectTitle: string;
      teamId: string;
      memberIds: string[];
    }[];
    completedMemberIds: string[];
  };
  /** A team's milestones changed (teams; docs/product.md §16.3): reached is every milestone reached now. */
  'team.milestones_changed': {
    teamId: string;
    teamName: string;
    programmeId: string | null;
    reached: TeamMilestone[];
    progress: number;
    changedAt: string;
  };
  /** A person started a brainstorm with Isla (brainstorm-ai). */
  'brainstorm.started': { userId: string; brainstormId: string };
  /** A person used the platform on a day (identity; at most once per person and day). */
  'user.active': { userId: string; activeOn: string };
}

/** What every meeting event carries; changedBy is who did it (null for the reminder). */
export interface MeetingEventPayload {
  meetingId: string;
  teamId: string;
  teamName: string;
  title: string;
  scheduledAt: string;
  duration: number;
  mentorId: string | null;
  attendeeIds: string[];
  changedBy: string | null;
}

/** The envelope every event travels in; `id` is the outbox row id and the JetStream message id. */
export interface EventEnvelope<N extends EventName = EventName> {
  id: string;
  name: N;
  occurredAt: string;
  payload: EventPayloads[N];
}

/** The JetStream stream that carries every domain event; subjects are `events.<name>`. */
export const EVENT_STREAM = 'EVENTS';
export const eventSubject = (name: EventName, prefix = '') => `${prefix}events.${name}`;

/** NATS request/reply patterns between services (not for events that must arrive). */
export const RPC = {
  resolveSession: 'identity.session.resolve',
} as const;
