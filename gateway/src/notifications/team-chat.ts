import { SOCKET_EVENTS, type EventEnvelope, type EventName } from '@creators/contracts';
import { isUuid } from '@creators/platform';

/** The events of a team's chat that its readers hear of live (docs/product.md §11.6). */
export const TEAM_CHAT_EVENTS = [
  'team.chat_message_posted',
  'team.chat_message_changed',
] as const satisfies readonly EventName[];

const CHANGES = ['edited', 'deleted', 'hidden', 'restored'] as const;

/** What the sockets of a chat's readers are sent (SOCKET_EVENTS.teamChat): they fetch the message again. */
export interface TeamChatSignal {
  teamId: string;
  messageId: string;
  change: 'posted' | (typeof CHANGES)[number];
}

export interface TeamChatPlan {
  readerIds: string[];
  signal: TeamChatSignal;
}

/**
 * The readers to tell of a chat event and what: the readers named by the event (members and mentors when it was
 * written), so someone who left or was removed before is told nothing more. Null for any other event or a payload
 * that does not fit.
 */
export function planTeamChat(event: EventEnvelope): TeamChatPlan | null {
  if (event.name !== 'team.chat_message_posted' && event.name !== 'team.chat_message_changed') return null;
  const payload = event.payload as Partial<EventEnvelope<'team.chat_message_changed'>['payload']>;
  if (!isUuid(payload.teamId) || !isUuid(payload.messageId) || !Array.isArray(payload.readerIds)) return null;
  const change =
    event.name === 'team.chat_message_posted'
      ? ('posted' as const)
      : CHANGES.find((known) => known === payload.change);
  if (!change) return null;
  const readerIds = [...new Set(payload.readerIds.filter(isUuid))];
  return { readerIds, signal: { teamId: payload.teamId, messageId: payload.messageId, change } };
}

/** Sends a chat event to its readers' sockets on every gateway (a second copy only makes them fetch again). */
export function sendTeamChat(
  sender: { notifyUsers(userIds: readonly string[], event: string, payload: unknown): void },
  event: EventEnvelope,
): void {
  const plan = planTeamChat(event);
  if (plan) sender.notifyUsers(plan.readerIds, SOCKET_EVENTS.teamChat, plan.signal);
}
