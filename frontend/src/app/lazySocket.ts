import type {
  ConnectNotificationSocket,
  NotificationSocket,
} from '../layout/notifications/NotificationsProvider';

type Listener = Parameters<NotificationSocket['onAny']>[0];

/**
 * The gateway's socket with socket.io-client loaded on first use rather than with the page's first JavaScript:
 * connecting answers at once with a socket that passes listeners on to the real one once it is there.
 */
export const connectGatewaySocketLazily: ConnectNotificationSocket = () => {
  const listeners = new Set<Listener>();
  const connectListeners = new Set<() => void>();
  let socket: NotificationSocket | null = null;
  let closed = false;
  void import('../layout/notifications/socket').then(({ connectGatewaySocket }) => {
    if (closed) return;
    socket = connectGatewaySocket();
    for (const listener of listeners) socket?.onAny(listener);
    for (const listener of connectListeners) socket?.onConnect?.(listener);
  });
  return {
    onAny(listener) {
      listeners.add(listener);
      socket?.onAny(listener);
    },
    offAny(listener) {
      listeners.delete(listener);
      socket?.offAny(listener);
    },
    publish(event, payload) {
      // Before the real socket is there nothing is connected: its first connection watches again.
      socket?.publish?.(event, payload);
    },
    onConnect(listener) {
      connectListeners.add(listener);
      socket?.onConnect?.(listener);
    },
    disconnect() {
      closed = true;
      socket?.disconnect();
    },
  };
};
