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

/** Which notification types belong to a kind. */
export const NOTIFICATION_KIND_TYPES: Readonly<Record<NotificationKind, readonly string[]>> = {
  teamJoins: ['team.member_joined'],
  invitations: ['team.invitation_sent'],
  likes: ['project.liked'],
  badges: ['achievement.earned'],
  newChallenges: ['challenge.published'],
  chatMentions: ['team.chat_mention'],
};

/** The kind a notification type belongs to, or null when it is always delivered (and never mailed). */
export function notificationKindOf(type: string): NotificationKind | null {
  for (const kind of NOTIFICATION_KINDS) if (NOTIFICATION_KIND_TYPES[kind].includes(type)) return kind;
  return null;
}

export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
}
export type NotificationPreferences = Record<NotificationKind, NotificationChannels>;

/** Defaults: everything in the app; by e-mail everything but new challenges (one a day would be noise). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  teamJoins: { inApp: true, email: true },
  invitations: { inApp: true, email: true },
  likes: { inApp: true, email: true },
  badges: { inApp: true, email: true },
  newChallenges: { inApp: true, email: false },
  chatMentions: { inApp: true, email: true },
};

/** Stored preferences (possibly partial or from an older version) over the defaults. */
export function resolveNotificationPreferences(stored: unknown): NotificationPreferences {
  const given = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const value =
        given[kind] && typeof given[kind] === 'object' ? (given[kind] as Record<string, unknown>) : {};
      const fallback = DEFAULT_NOTIFICATION_PREFERENCES[kind];
      return [
        kind,
        {
          inApp: typeof value.inApp === 'boolean' ? value.inApp : fallback.inApp,
          email: typeof value.email === 'boolean' ? value.email : fallback.email,
        },
      ];
    }),
  ) as NotificationPreferences;
}

/** Whether a person with these preferences gets a notification of this type in the app / by e-mail. */
export function wantsInApp(preferences: NotificationPreferences, type: string): boolean {
  const kind = notificationKindOf(type);
  return kind === null || preferences[kind].inApp;
}
export function wantsEmail(preferences: NotificationPreferences, type: string): boolean {
  const kind = notificationKindOf(type);
  return kind !== null && preferences[kind].email;
}

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
export const NOTIFICATIONS_READ_MAX = 100;

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
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;
