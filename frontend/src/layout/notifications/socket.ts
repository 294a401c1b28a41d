import { io } from 'socket.io-client';
import type { ConnectNotificationSocket } from './NotificationsProvider';

/**
 * socket.io to the page's own host at /ws (secure when the page is), with the session cookie. WebSocket only:
 * long-polling would need every request of a socket to reach the same gateway (sticky sessions); a WebSocket is
 * one connection, and rooms are shared between gateways through Redis.
 */
export const connectGatewaySocket: ConnectNotificationSocket = () => {
  const socket = io({ path: '/ws', withCredentials: true, transports: ['websocket'] });
  return {
    onAny: (listener) => socket.onAny(listener),
    offAny: (listener) => socket.offAny(listener),
    disconnect: () => socket.disconnect(),
    // While disconnected nothing is sent: the gateway forgets rooms anyway, and `onConnect` watches again.
    publish: (event, payload) => (socket.connected ? socket.emit(event, payload) : undefined),
    onConnect: (listener) => socket.on('connect', listener),
  };
};
