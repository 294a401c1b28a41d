import { useT } from '../../i18n/useT';
import { UnreadCount } from '../../ui/UnreadCount';
import { useTeamChatUnread } from './useTeamChatUnread';

/** The navigation's Teams: how many chat messages of all the person's teams they have not read (docs/product.md §11.6). */
export function TeamChatUnreadBadge() {
  const t = useT();
  const { total } = useTeamChatUnread();
  return <UnreadCount count={total} spoken={t('nav.teams.unread', { count: total })} gap={0.75} />;
}
