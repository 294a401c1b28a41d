import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** A live message pushed by the gateway over socket.io (/ws). */
export interface AppNotification {
  id: string;
  /** The socket.io event name, e.g. 'team.member_joined'. */
  event: string;
  payload: unknown;
  receivedAt: number;
  read: boolean;
}

/** The part of a socket.io client the store needs; tests pass a fake. */
export interface NotificationSocket {
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  disconnect(): unknown;
}

export type ConnectNotificationSocket = () => NotificationSocket | null;

interface NotificationsContextValue {
  notifications: AppNotification[];
  receive(event: string, payload: unknown): void;
  markAllRead(): void;
}

const MAX_KEPT = 50;
const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/**
 * Connects to the gateway's socket on page load (SPEC 4) and keeps every received message in a store.
 * What a message looks like in the menu is decided by the handlers in ./handlers.
 */
export function NotificationsProvider({ connect, children }: { connect: ConnectNotificationSocket; children: ReactNode }) {
  const [notifications, setNotifications] = useState<AppNotification[]>([]);

  const receive = useCallback((event: string, payload: unknown) => {
    const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setNotifications((current) => [{ id, event, payload, receivedAt: Date.now(), read: false }, ...current].slice(0, MAX_KEPT));
  }, []);

  const markAllRead = useCallback(() => {
    setNotifications((current) => (current.some((n) => !n.read) ? current.map((n) => ({ ...n, read: true })) : current));
  }, []);

  useEffect(() => {
    const socket = connect();
    if (!socket) return;
    socket.onAny((event, payload) => {
      console.debug('[ws]', event, payload);
      receive(event, payload);
    });
    return () => {
      socket.disconnect();
    };
  }, [connect, receive]);

  const value = useMemo(() => ({ notifications, receive, markAllRead }), [notifications, receive, markAllRead]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used inside NotificationsProvider');
  return value;
}
