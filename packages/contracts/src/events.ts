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
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export interface EventPayloads {
  'user.registered': { userId: string; role: string; firstName: string };
  'challenge.created': { challengeId: string; title: string; createdBy: string };
  'team.created': { teamId: string; name: string; leaderId: string; challengeId: string | null };
  'team.member_joined': { teamId: string; teamName: string; userId: string; leaderId: string };
  'team.invitation_sent': { teamId: string; teamName: string; invitedUserId: string; invitedBy: string };
  'project.showcased': { projectId: string; title: string; teamId: string; createdBy: string };
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
