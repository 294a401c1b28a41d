import { NOTIFICATION_KINDS, type NotificationKind } from '@creators/contracts';

/**
 * What a person chose to get of each kind of notification, in the app and by e-mail (docs/product.md "Notification
 * inbox"), over the defaults.
 */
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
