import { ERASURE_RPC, EVENT_STREAM, EVENTS, RPC, type EventName } from '@creators/contracts';

/**
 * What each part may do on NATS (docs/reliability.md "Trust boundaries"): the one home of the bus's permissions. The
 * NATS configuration (infra/nats, `npm start`, the fault suite, scale-check) is generated from it
 * (nats-permissions.ts, beside it), and a test compares it with what the code publishes and
 * consumes. Each part connects as its own NATS user (NATS_USER, NATS_PASSWORD) and reads replies only on its own
 * inbox prefix (`_INBOX_<user>`).
 */
export interface BusPart {
  /** The NATS user; null: the part never connects to NATS and gets no credentials. */
  user: string | null;
  /** The events it records in its outbox and publishes to `events.<name>`; nobody else may publish them. */
  publishes: readonly EventName[];
  /** Creates the event stream, or brings it up to date, at start (every part with an outbox does). */
  managesStream: boolean;
  /** Its durable consumers of the event stream (created, read and acknowledged by it alone). */
  consumers: readonly string[];
  /** Request/reply subjects it asks. */
  requests: readonly string[];
  /** Request/reply subjects it answers (it alone subscribes to them). */
  answers: readonly string[];
}

export const BUS_PARTS = {
  gateway: {
    user: 'gateway',
    publishes: [],
    managesStream: false,
    consumers: ['gateway-notifications', 'gateway-erasure'],
    requests: [RPC.resolveSession],
    answers: [],
  },
  identity: {
    user: 'identity',
    publishes: [
      EVENTS.userRegistered,
      EVENTS.achievementEarned,
      EVENTS.mentorAvailabilityUpdated,
      EVENTS.userSessionsEnded,
      EVENTS.reportsResolved,
      EVENTS.userSuspended,
      EVENTS.userSuspensionLifted,
      EVENTS.userErased,
      EVENTS.notificationCreated,
      EVENTS.notificationsRead,
      EVENTS.userActive,
    ],
    managesStream: true,
    consumers: [
      'identity-achievements',
      'identity-moderation',
      'identity-erasure',
      'identity-notifications',
      'identity-programmes',
      'identity-credentials',
    ],
    requests: [],
    answers: [RPC.resolveSession],
  },
  challenges: {
    user: 'challenges',
    publishes: [EVENTS.challengeCreated, EVENTS.challengeUpdated, EVENTS.contentModerated],
    managesStream: true,
    consumers: ['challenges-erasure', 'challenges-current-programmes'],
    requests: [ERASURE_RPC.challengesWithTeams],
    answers: [],
  },
  teams: {
    user: 'teams',
    publishes: [
      EVENTS.teamCreated,
      EVENTS.teamUpdated,
      EVENTS.teamMemberJoined,
      EVENTS.teamMemberLeft,
      EVENTS.teamMemberRemoved,
      EVENTS.teamLeadTransferred,
      EVENTS.teamInvitationSent,
      EVENTS.teamInvitationAnswered,
      EVENTS.teamInvitationWithdrawn,
      EVENTS.mentoringRequested,
      EVENTS.mentoringAnswered,
      EVENTS.mentoringEnded,
      EVENTS.meetingScheduled,
      EVENTS.meetingUpdated,
      EVENTS.meetingCancelled,
      EVENTS.meetingReminder,
      EVENTS.meetingHeld,
      EVENTS.contentModerated,
      EVENTS.teamChatMessagePosted,
      EVENTS.teamChatMessageChanged,
      EVENTS.teamChatMention,
      EVENTS.teamMilestonesChanged,
    ],
    managesStream: true,
    consumers: [
      'teams-showcased-projects',
      'teams-challenge-statuses',
      'teams-mentor-profiles',
      'teams-erasure',
      'teams-current-programmes',
    ],
    requests: [],
    answers: [ERASURE_RPC.challengesWithTeams],
  },
  showcase: {
    user: 'showcase',
    publishes: [
      EVENTS.projectShowcased,
      EVENTS.projectUpdated,
      EVENTS.projectRemoved,
      EVENTS.projectLiked,
      EVENTS.projectFeedbackGiven,
      EVENTS.contentModerated,
    ],
    managesStream: true,
    consumers: ['showcase-team-members', 'showcase-team-mentors', 'showcase-erasure', 'showcase-programmes'],
    requests: [],
    answers: [],
  },
  discussions: {
    user: 'discussions',
    publishes: [EVENTS.commentPosted, EVENTS.commentEdited, EVENTS.commentDeleted, EVENTS.contentModerated],
    managesStream: true,
    consumers: ['discussions-subjects', 'discussions-erasure'],
    requests: [],
    answers: [],
  },
  programmes: {
    user: 'programmes',
    publishes: [
      EVENTS.programmeUpdated,
      EVENTS.programmeMemberJoined,
      EVENTS.programmeCurrentChanged,
      EVENTS.programmeAnnouncementPosted,
      EVENTS.programmeDeadlineReminder,
      EVENTS.programmeOrganiserAction,
      EVENTS.programmeResultsPublished,
    ],
    managesStream: true,
    consumers: ['programmes-roster', 'programmes-erasure'],
    requests: [],
    answers: [],
  },
  'brainstorm-ai': {
    user: 'brainstorm-ai',
    publishes: [EVENTS.brainstormCompleted, EVENTS.brainstormStarted],
    managesStream: true,
    consumers: ['brainstorm-ai-published-challenges', 'brainstorm-ai-erasure'],
    requests: [],
    answers: [],
  },
  // Takes Isla's jobs from Redis (BullMQ) and writes nothing that others must hear of.
  'brainstorm-ai-worker': {
    user: null,
    publishes: [],
    managesStream: false,
    consumers: [],
    requests: [],
    answers: [],
  },
} as const satisfies Record<string, BusPart>;

export type BusPartName = keyof typeof BUS_PARTS;

/** The stream the permissions name (EVENT_STREAM); a part configured with another stream is refused by NATS. */
export const BUS_STREAM = EVENT_STREAM;

/** Where a NATS user's replies arrive: its own inbox prefix, which no other user may subscribe to. */
export const natsInboxPrefix = (user: string) => `_INBOX_${user}`;
