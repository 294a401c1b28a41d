import { SOCKET_EVENTS } from '@creators/contracts/realtime';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { endSessionHere } from '../../auth/endSessionHere';
import { isLeaving } from '../../auth/signedOutPath';
import { ME_QUERY } from '../../graphql/identity';
import { ACHIEVEMENT_CATALOGUE_QUERY } from '../../graphql/achievementBadges';
import { MY_TEAMS_QUERY } from '../../graphql/teams';
import { refetchActive } from '../../graphql/writeFailures';
import { TEAM_CHAT_LISTS } from '../../teams/chat/teamChatGraphql';
import {
  MARK_ALL_NOTIFICATIONS_READ_MUTATION,
  MARK_NOTIFICATIONS_READ_MUTATION,
  UNREAD_NOTIFICATION_COUNT_QUERY,
  type InboxNotification,
} from '../../graphql/notifications';
import { useToast } from '../../ui/toast/ToastProvider';

/** A live message pushed by the gateway over socket.io (/ws). */
export interface AppNotification {
  id: string;
  /** The notification type (e.g. 'team.member_joined'), or the socket.io event name of any other message. */
  event: string;
  /** The notification's data (the event payload), or the message of any other event. */
  payload: unknown;
  receivedAt: number;
  read: boolean;
  /** True for a gateway notification (`{ id, type, createdAt, data }`), rendered by its type's handler. */
  typed?: boolean;
}

/** The part of a socket.io client the store needs; tests pass a fake. */
export interface NotificationSocket {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  offAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  disconnect(): unknown;
  /** Sends a message to the gateway (`watch` / `unwatch`); absent on sockets that only listen. */
  publish?(event: string, payload: unknown): unknown;
  /** Called on every (re)connection: the gateway forgets a socket's rooms when it drops. */
  onConnect?(listener: () => void): unknown;
}

/** What a page shows that changes live (docs/product.md: a change shows without a reload). */
export type WatchedType = 'challenge' | 'team' | 'project';

/** The gateway's live message that a watched challenge, team or project changed. */
export const CHANGED_EVENT = SOCKET_EVENTS.changed;

/**
 * The gateway's live message that this page's session was ended elsewhere (another browser signed it out, or the
 * password was changed); the gateway closes the socket right after it.
 */
export const SIGNED_OUT_EVENT = SOCKET_EVENTS.signedOut;

export type ConnectNotificationSocket = () => NotificationSocket | null;

interface NotificationsContextValue {
  notifications: AppNotification[];
  receive(event: string, payload: unknown): void;
  /** The unread count of the inbox (docs/product.md "Notification inbox"): from the server, then kept live. */
  unread: number;
  /** Marks every notification read, here and (through the server) on the person's other devices. */
  markAllRead(): void;
  /** Marks some notifications read (opening one). */
  markRead(ids: readonly string[]): void;
  /** Whether a notification counts as read here (its stored state, or read since it was loaded). */
  isRead(notification: { id: string; read: boolean; receivedAt: number }): boolean;
  /**
   * Asks the gateway for `changed` messages about one challenge, team or project (`watch`), calls `onChanged` on
   * each, and returns the function that stops (`unwatch` once nobody on the page watches it any more).
   */
  watch(type: WatchedType, id: string, onChanged: () => void): () => void;
}

/** The socket.io event of the gateway's notifications (docs/graphql-contract.md). */
export const NOTIFICATION_EVENT = SOCKET_EVENTS.notification;
/** The person read notifications on another device: `{ ids: string[] | 'all', unread }`. */
export const NOTIFICATIONS_READ_EVENT = SOCKET_EVENTS.notificationsRead;

/** A stored notification (the inbox) as the menu and the notifications page show it. */
export function fromInbox(node: InboxNotification): AppNotification {
  const created = Date.parse(node.createdAt);
  return {
    id: node.id,
    event: node.type,
    payload: node.data,
    receivedAt: Number.isNaN(created) ? 0 : created,
    read: node.read,
    typed: true,
  };
}

/** Stored and live notifications together, each once, newest first. */
export function mergeNotifications(stored: readonly AppNotification[], live: readonly AppNotification[]) {
  const byId = new Map<string, AppNotification>();
  for (const n of [...live.filter((item) => item.typed), ...stored]) if (!byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => b.receivedAt - a.receivedAt);
}

/** The envelope of a notification: `{ id, type, createdAt, data }`. */
interface NotificationEnvelope {
  id: string;
  type: string;
  createdAt?: string;
  data: unknown;
}

function isEnvelope(payload: unknown): payload is NotificationEnvelope {
  if (!payload || typeof payload !== 'object') return false;
  const { id, type } = payload as Partial<NotificationEnvelope>;
  return typeof id === 'string' && typeof type === 'string';
}

/** What a meeting's change makes stale: the team page, the dashboard's card, the mentor's teams. */
const MEETING_LISTS = ['TeamPage', 'UpcomingMeetings', 'MyMentoredTeams'] as const;

/** The lists on screen that a notification makes stale (only those that are mounted are read again). */
export const REFETCH_ON_NOTIFICATION: Record<string, readonly string[]> = {
  'team.member_joined': ['Teams', 'Challenges'],
  'team.invitation_sent': ['MyTeams', 'Teams', 'MyInvitations'],
  'team.invitation_withdrawn': ['MyInvitations'],
  'team.member_left': ['MyTeams', 'Teams'],
  'team.member_removed': ['MyTeams', 'Teams'],
  'team.lead_transferred': ['MyTeams', 'Teams'],
  'team.invitation_answered': ['MyTeams', 'Teams'],
  'project.liked': ['Projects', 'ShowcaseFeaturedProjects', 'FeaturedProjects', 'ShowcaseStats'],
  'achievement.earned': ['MyAchievements'],
  'challenge.published': ['Challenges'],
  'challenge.digest': ['Challenges'],
  // Mentoring (docs/product.md §12); the team's and the project's open pages also refresh on their `changed`.
  'mentoring.requested': ['IncomingMentoringRequests'],
  'mentoring.answered': ['Teams', 'TeamPage', 'MentoringTeamChoices'],
  'mentoring.ended': ['MyTeams', 'Teams', 'TeamPage', 'MyMentoredTeams'],
  'meeting.scheduled': MEETING_LISTS,
  'meeting.updated': MEETING_LISTS,
  'meeting.cancelled': MEETING_LISTS,
  'meeting.reminder': ['UpcomingMeetings'],
  'project.feedback_given': ['ProjectPage'],
};

const MAX_KEPT = 50;
/** Ids for socket messages that carry none of their own (they are only ever compared within this page). */
let untypedSequence = 0;
const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/**
 * Connects to the gateway's socket on page load (product.md §4.5) and keeps every received message in a store.
 * Gateway notifications (event 'notification') are unwrapped, kept once per id, and refresh the lists they
 * concern. What a message looks like in the menu is decided by the handlers in ./handlers.
 */
export function NotificationsProvider({
  connect,
  children,
}: {
  connect: ConnectNotificationSocket;
  children: ReactNode;
}) {
  const client = useApolloClient();
  const intl = useIntl();
  const { toast } = useToast();
  const [notifications, setNotifications] = useState<AppNotification[]>([]);
  const [unread, setUnread] = useState(0);
  /** How many times the count changed live (an event, a read here): a read asked before a change is older than it. */
  const liveChanges = useRef(0);
  const counted = useRef(new Set<string>());
  // Read here or on another device since the notifications were loaded: by id, and "everything until then".
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [allReadUntil, setAllReadUntil] = useState<number | null>(null);
  const clientRef = useRef(client);
  // The session was ended elsewhere: say so, and show the sign-in page as after a sign-out.
  const signedOut = useRef(() => {});
  useEffect(() => {
    clientRef.current = client;
    signedOut.current = () => {
      // Ended here on purpose (the account was deleted): that page says what happened.
      if (isLeaving()) return endSessionHere(client);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'notifications.signedOut.title' }),
        description: intl.formatMessage({ id: 'notifications.signedOut.description' }),
      });
      endSessionHere(client);
    };
  });

  const receive = useCallback((event: string, payload: unknown) => {
    let item: AppNotification;
    if (event === NOTIFICATION_EVENT && isEnvelope(payload)) {
      const created = payload.createdAt ? Date.parse(payload.createdAt) : NaN;
      item = {
        id: payload.id,
        event: payload.type,
        payload: payload.data,
        receivedAt: Number.isNaN(created) ? Date.now() : created,
        read: false,
        typed: true,
      };
      onNotification(clientRef.current, payload.type);
    } else {
      item = {
        id: `${Date.now()}-${(untypedSequence += 1)}`,
        event,
        payload,
        receivedAt: Date.now(),
        read: false,
      };
    }
    // An event delivered twice (reconnect) is kept once, and counted once.
    if (item.typed && !counted.current.has(item.id)) {
      counted.current.add(item.id);
      liveChanges.current += 1;
      setUnread((count) => count + 1);
    }
    setNotifications((current) =>
      current.some((n) => n.id === item.id) ? current : [item, ...current].slice(0, MAX_KEPT),
    );
  }, []);

  // The watched subjects ('type:id') with their pages' callbacks, watched again after each reconnection.
  const socketRef = useRef<NotificationSocket | null>(null);
  const watched = useRef(new Map<string, Set<() => void>>());
  const watch = useCallback((type: WatchedType, id: string, onChanged: () => void) => {
    const key = `${type}:${id}`;
    let callbacks = watched.current.get(key);
    if (!callbacks) {
      callbacks = new Set();
      watched.current.set(key, callbacks);
      socketRef.current?.publish?.('watch', { type, id });
    }
    callbacks.add(onChanged);
    return () => {
      const current = watched.current.get(key);
      if (!current) return;
      current.delete(onChanged);
      if (current.size === 0) {
        watched.current.delete(key);
        socketRef.current?.publish?.('unwatch', { type, id });
      }
    };
  }, []);

  const readHere = useCallback((ids: readonly string[] | 'all', count: number) => {
    liveChanges.current += 1;
    setUnread(Math.max(0, count));
    if (ids === 'all') {
      setAllReadUntil(Date.now());
      setNotifications((current) =>
        current.some((n) => !n.read) ? current.map((n) => ({ ...n, read: true })) : current,
      );
    } else if (ids.length > 0) {
      setReadIds((current) => new Set([...current, ...ids]));
    }
  }, []);

  const [markAllMutation] = useMutation(MARK_ALL_NOTIFICATIONS_READ_MUTATION);
  const [markReadMutation] = useMutation(MARK_NOTIFICATIONS_READ_MUTATION);
  const markAllRead = useCallback(() => {
    readHere('all', 0);
    markAllMutation()
      .then(({ data }) => {
        if (data) readHere('all', data.markAllNotificationsRead);
      })
      .catch(() => undefined);
  }, [markAllMutation, readHere]);
  const markRead = useCallback(
    (ids: readonly string[]) => {
      if (ids.length === 0) return;
      // At once here (the caller names unread ones); the server's count follows.
      liveChanges.current += 1;
      setUnread((count) => Math.max(0, count - ids.length));
      setReadIds((current) => new Set([...current, ...ids]));
      markReadMutation({ variables: { input: { ids: [...ids] } } })
        .then(({ data }) => {
          if (data) readHere([...ids], data.markNotificationsRead);
        })
        .catch(() => undefined);
    },
    [markReadMutation, readHere],
  );
  const isRead = useCallback(
    (n: { id: string; read: boolean; receivedAt: number }) =>
      n.read || readIds.has(n.id) || (allReadUntil !== null && n.receivedAt <= allReadUntil),
    [readIds, allReadUntil],
  );

  // The gateway puts a socket in its user's room when it connects, so a sign-in or sign-out reconnects it.
  // Read from the cache only: the session query itself is the app's (useSession), not this provider's.
  const { data: session } = useQuery(ME_QUERY, { fetchPolicy: 'cache-only' });
  const known = session !== undefined;
  const userId = session?.me?.id ?? null;
  // The unread count as stored, right after a (re)load and after each reconnection (events may have been missed).
  const countQuery = useQuery(UNREAD_NOTIFICATION_COUNT_QUERY, {
    skip: !userId,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const storedCount = countQuery.data?.unreadNotificationCount;
  // The first answer from the server sets the count (React's "adjust state when a value changes", during render);
  // later reads are refetchCount's.
  const [shownStored, setShownStored] = useState<number | undefined>(undefined);
  if (storedCount !== shownStored) {
    setShownStored(storedCount);
    if (typeof storedCount === 'number' && shownStored === undefined) setUnread(storedCount);
  }
  const refetchCount = useRef(() => {});
  const { refetch } = countQuery;
  useEffect(() => {
    refetchCount.current = () => {
      if (!userId) return;
      // A live change after the read was asked is newer than its answer (read on another device meanwhile).
      const asked = liveChanges.current;
      refetch()
        .then(({ data }) => {
          if (data && liveChanges.current === asked) setUnread(data.unreadNotificationCount);
        })
        .catch(() => undefined);
    };
  }, [userId, refetch]);
  useEffect(() => {
    // Connect once the session is known, so the page does not open a socket only to replace it.
    if (!known) return;
    const socket = connect();
    if (!socket) return;
    const listener = (event: string, payload: unknown) => {
      console.debug('[ws]', event, payload);
      if (event === SIGNED_OUT_EVENT) {
        signedOut.current();
        return;
      }
      // A team chat changed (docs/product.md §11.6): its messages and the unread counts are read again.
      if (event === SOCKET_EVENTS.teamChat) {
        void refetchActive(clientRef.current, TEAM_CHAT_LISTS);
        return;
      }
      // Read on another device (or this one): the count as the server has it now.
      if (event === NOTIFICATIONS_READ_EVENT) {
        const { ids, unread: count } = (payload ?? {}) as { ids?: unknown; unread?: unknown };
        if (typeof count === 'number')
          readHere(
            ids === 'all' ? 'all' : Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [],
            count,
          );
        return;
      }
      // A watched subject changed: its page reads it again; not a notification for the menu.
      if (event === CHANGED_EVENT) {
        const { type, id } = (payload ?? {}) as { type?: unknown; id?: unknown };
        const callbacks = watched.current.get(`${String(type)}:${String(id)}`);
        for (const callback of callbacks ?? []) callback();
        return;
      }
      receive(event, payload);
    };
    socket.onAny(listener);
    socketRef.current = socket;
    let connections = 0;
    const rewatch = () => {
      // A reconnection may have missed notifications: the count is read again.
      if ((connections += 1) > 1) refetchCount.current();
      for (const key of watched.current.keys()) {
        const [type, id] = key.split(':');
        socket.publish?.('watch', { type, id });
      }
    };
    socket.onConnect?.(rewatch);
    rewatch();
    return () => {
      if (socketRef.current === socket) socketRef.current = null;
      socket.offAny(listener);
      socket.disconnect();
    };
  }, [connect, receive, readHere, known, userId]);

  const value = useMemo(
    () => ({ notifications, receive, unread, markAllRead, markRead, isRead, watch }),
    [notifications, receive, unread, markAllRead, markRead, isRead, watch],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/**
 * Refreshes what a notification changed; also what its text needs: the joiner's name (my teams, read always, which
 * also refreshes them where they are on screen) and the badge's key.
 */
function onNotification(client: ReturnType<typeof useApolloClient>, type: string) {
  const names = REFETCH_ON_NOTIFICATION[type];
  if (names) void refetchActive(client, names);
  // The names of the members and mentors of the person's teams (a joiner, a mentor who answered).
  if (type === 'team.member_joined' || type === 'mentoring.answered')
    client.query({ query: MY_TEAMS_QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);
  if (type === 'achievement.earned')
    client.query({ query: ACHIEVEMENT_CATALOGUE_QUERY, fetchPolicy: 'cache-first' }).catch(() => undefined);
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside NotificationsProvider');
  return value;
}
