import type { IntlShape } from 'react-intl';
import type { AppNotification } from './NotificationsProvider';

export interface NotificationContent {
  title: string;
  description?: string;
}

type Handler = (payload: unknown, intl: IntlShape) => NotificationContent | null;

/**
 * How each socket event is shown in the notification menu, by event name. Events without a handler are
 * shown only if they carry a `title` (and optionally a `message`) of their own.
 */
export const notificationHandlers: Record<string, Handler> = {};

function generic(payload: unknown): NotificationContent | null {
  if (!payload || typeof payload !== 'object') return null;
  const { title, message } = payload as { title?: unknown; message?: unknown };
  if (typeof title !== 'string' || !title) return null;
  return { title, description: typeof message === 'string' ? message : undefined };
}

export function describeNotification(notification: AppNotification, intl: IntlShape): NotificationContent | null {
  const handler = notificationHandlers[notification.event];
  return handler ? handler(notification.payload, intl) : generic(notification.payload);
}
