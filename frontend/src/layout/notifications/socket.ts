import { io } from 'socket.io-client';
import type { ConnectNotificationSocket } from './NotificationsProvider';

/** socket.io to the page's own host at /ws (secure when the page is), with the session cookie. */
export const connectGatewaySocket: ConnectNotificationSocket = () =>
  io({ path: '/ws', withCredentials: true });
