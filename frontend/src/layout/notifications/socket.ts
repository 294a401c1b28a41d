import { io } from 'socket.io-client';
import type { ConnectNotificationSocket } from './NotificationsProvider';

/**
 * socket.io to the page's own host at /ws (secure when the page is), with the session cookie. WebSocket only:
 * long-polling would need every request of a socket to reach the same gateway (sticky sessions); a WebSocket is
 * one connection, and rooms are shared between gateways through Redis.
 */
export const connectGatewaySocket: ConnectNotificationSocket = () =>
  io({ path: '/ws', withCredentials: true, transports: ['websocket'] });
