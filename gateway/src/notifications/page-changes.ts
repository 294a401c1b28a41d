import { SOCKET_EVENTS, type EventEnvelope, type EventName } from '@creators/contracts';

/** The socket.io event that tells a page its content changed (docs/graphql-contract.md): refetch, no reload. */
export const PAGE_CHANGED_EVENT = SOCKET_EVENTS.changed;

/** The pages with their own address whose viewers are told of changes (docs/product.md, pages). */
export const WATCHED_TYPES = ['challenge', 'team', 'project'] as const;
export type WatchedType = (typeof WATCHED_TYPES)[number];

/** One page whose content an event changed. */
export interface PageChange {
  type: WatchedType;
  id: string;
}

/** The events that change what a page shows, and only those. */
export const PAGE_CHANGING_EVENTS = [
  'challenge.updated',
  'team.created',
  'team.updated',
  'team.member_joined',
  'team.member_left',
  'team.member_removed',
  'team.lead_transferred',
  'team.invitation_sent',
  'team.invitation_answered',
  'team.invitation_withdrawn',
  'project.showcased',
  'project.updated',
  'project.removed',
  'project.liked',
  'comment.posted',
  'comment.edited',
  'comment.deleted',
  'mentoring.requested',
  'mentoring.answered',
  'mentoring.ended',
  'meeting.scheduled',
  'meeting.updated',
  'meeting.cancelled',
  'meeting.held',
  'project.feedback_given',
  'content.moderated',
] as const satisfies readonly EventName[];

const ids = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isWatched = (value: unknown): value is WatchedType =>
  (WATCHED_TYPES as readonly unknown[]).includes(value);

/**
 * Which pages an event changes: the thing itself, and the page that lists it (a team on its challenge's page, a
 * project on its team's page, a comment on its subject's page). Nobody is told what changed: the page asks again, with the viewer's own rights.
 */
export function planPageChanges(event: EventEnvelope): PageChange[] {
  const payload = event.payload as Record<string, unknown>;
  const changes: PageChange[] = [];
  const add = (type: WatchedType, id: unknown) => {
    if (ids(id) && !changes.some((change) => change.type === type && change.id === id))
      changes.push({ type, id });
  };
  switch (event.name) {
    case 'challenge.updated':
      add('challenge', payload.challengeId);
      break;
    case 'team.created':
    case 'team.updated':
      add('team', payload.teamId);
      add('challenge', payload.challengeId);
      break;
    case 'team.member_joined':
    case 'team.member_left':
    case 'team.member_removed':
    case 'team.lead_transferred':
    case 'team.invitation_sent':
    case 'team.invitation_answered':
    case 'team.invitation_withdrawn':
    case 'mentoring.requested':
    case 'mentoring.answered':
    case 'mentoring.ended':
    case 'meeting.scheduled':
    case 'meeting.updated':
    case 'meeting.cancelled':
    case 'meeting.held':
      add('team', payload.teamId);
      break;
    case 'project.feedback_given':
      add('project', payload.projectId);
      break;
    case 'project.showcased':
    case 'project.updated':
    case 'project.removed':
      add('project', payload.projectId);
      add('team', payload.teamId);
      break;
    case 'project.liked':
      add('project', payload.projectId);
      break;
    case 'comment.posted':
    case 'comment.edited':
    case 'comment.deleted':
      if (payload.subjectType === 'challenge' || payload.subjectType === 'project')
        add(payload.subjectType, payload.subjectId);
      break;
    case 'content.moderated': {
      // Staff hid or restored it (docs/product.md §14): its open page asks again (and answers not found to whom
      // it is now gone), and so does the page it sits on (a comment's subject, a team's challenge, a project's
      // team). A resource has no page of its own.
      if (isWatched(payload.itemType)) add(payload.itemType, payload.itemId);
      const parent = payload.parent as { type?: unknown; id?: unknown } | null | undefined;
      if (parent && isWatched(parent.type)) add(parent.type, parent.id);
      break;
    }
    default:
      break;
  }
  return changes;
}
