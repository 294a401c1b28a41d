import { z } from 'zod';
import { msg, uuid } from './common.js';

/**
 * The notification inbox (docs/product.md "Notification inbox"): the kinds a person can turn off, in the app and by
 * e-mail, and the notification types each kind covers. Every other type is always delivered in the app and never
 * mailed.
 */
export const NOTIFICATION_KINDS = [
  'teamJoins',
  'invitations',
  'likes',
  'badges',
  'newChallenges',
  'chatMentions',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const channel = /* @__PURE__ */ z.boolean(msg('validation.invalid'));

const channels = /* @__PURE__ */ z
  .strictObject({ inApp: channel, email: channel }, msg('validation.unknownField'))
  .optional();

/** PUT /api/notifications/preferences and updateNotificationPreferences: some kinds, each with both switches. */
export const notificationPreferencesSchema = /* @__PURE__ */ z.strictObject(
  {
    teamJoins: channels,
    invitations: channels,
    likes: channels,
    badges: channels,
    newChallenges: channels,
    chatMentions: channels,
  } satisfies Record<NotificationKind, typeof channels>,
  msg('validation.unknownField'),
);
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

/** How many notifications one "mark as read" names at most. */
const NOTIFICATIONS_READ_MAX = 100;

/** POST /api/notifications/read and markNotificationsRead: the ids of notifications to mark read. */
export const markNotificationsReadSchema = /* @__PURE__ */ z.strictObject(
  {
    ids: z
      .array(uuid, msg('validation.invalid'))
      .min(1, msg('validation.invalid'))
      .max(NOTIFICATIONS_READ_MAX, msg('validation.list.max')),
  },
  msg('validation.unknownField'),
);
