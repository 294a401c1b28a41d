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
  'programmes',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How new challenges reach a person (docs/product.md "Notification inbox"): one daily digest of those published since
 * the last one (the default), or one notice per challenge as it is published.
 */
export const NEW_CHALLENGE_DELIVERIES = ['daily', 'each'] as const;
export type NewChallengeDelivery = (typeof NEW_CHALLENGE_DELIVERIES)[number];

const channel = /* @__PURE__ */ z.boolean(msg('validation.invalid'));

const channels = /* @__PURE__ */ z
  .strictObject({ inApp: channel, email: channel }, msg('validation.unknownField'))
  .optional();

const kindChannels = {
  teamJoins: channels,
  invitations: channels,
  likes: channels,
  badges: channels,
  newChallenges: channels,
  chatMentions: channels,
  programmes: channels,
} satisfies Record<NotificationKind, typeof channels>;

/**
 * PUT /api/notifications/preferences and updateNotificationPreferences: some kinds, each with both switches, and how
 * new challenges arrive (newChallengesDelivery).
 */
export const notificationPreferencesSchema = /* @__PURE__ */ z.strictObject(
  {
    ...kindChannels,
    newChallengesDelivery: z.enum(NEW_CHALLENGE_DELIVERIES, msg('validation.invalid')).optional(),
  },
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
