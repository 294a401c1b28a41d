import { useQuery } from '@apollo/client/react';
import { MY_TEAM_CHAT_UNREAD_QUERY } from './teamChatGraphql';

/**
 * The signed-in person's unread chat messages per team and in all (docs/product.md §11.6), read again on every
 * live chat signal (NotificationsProvider) and after the chat is read.
 */
export function useTeamChatUnread(skip = false) {
  const { data } = useQuery(MY_TEAM_CHAT_UNREAD_QUERY, { skip, fetchPolicy: 'cache-and-network' });
  const rows = data?.myTeamChatUnread ?? [];
  const byTeam = new Map(rows.map((row) => [row.teamId, row.unread]));
  return { byTeam, total: rows.reduce((sum, row) => sum + row.unread, 0) };
}
