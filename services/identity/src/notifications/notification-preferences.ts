import {
  NEW_CHALLENGE_DELIVERIES,
  NOTIFICATION_KINDS,
  type NewChallengeDelivery,
  type NotificationKind,
} from '@creators/contracts';

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
  newChallenges: ['challenge.published', 'challenge.digest'],
  chatMentions: ['team.chat_mention'],
  programmes: ['programme.announcement', 'programme.deadline_reminder', 'programme.results_published'],
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
export type NotificationPreferences = Record<NotificationKind, NotificationChannels> & {
  /** New challenges one by one as they are published ('each'), or in one daily digest ('daily'). */
  newChallengesDelivery: NewChallengeDelivery;
};

/**
 * Defaults: everything in the app; by e-mail everything but new challenges (one a day would be noise); new
 * challenges in one daily digest rather than one notice each.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  teamJoins: { inApp: true, email: true },
  invitations: { inApp: true, email: true },
  likes: { inApp: true, email: true },
  badges: { inApp: true, email: true },
  newChallenges: { inApp: true, email: false },
  chatMentions: { inApp: true, email: true },
  programmes: { inApp: true, email: true },
  newChallengesDelivery: 'daily',
};

const isDelivery = (value: unknown): value is NewChallengeDelivery =>
  typeof value === 'string' && (NEW_CHALLENGE_DELIVERIES as readonly string[]).includes(value);

/** Stored preferences (possibly partial or from an older version) over the defaults. */
export function resolveNotificationPreferences(stored: unknown): NotificationPreferences {
  const given = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const kinds = Object.fromEntries(
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
  ) as Record<NotificationKind, NotificationChannels>;
  const delivery = given.newChallengesDelivery;
  return {
    ...kinds,
    newChallengesDelivery: isDelivery(delivery)
      ? delivery
      : DEFAULT_NOTIFICATION_PREFERENCES.newChallengesDelivery,
  };
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

/**
 * How a new challenge reaches a person: 'each' (a challenge.published notice now), 'daily' (in the next daily
 * digest), or null when they want new challenges neither in the app nor by e-mail.
 */
export function newChallengeDeliveryOf(preferences: NotificationPreferences): NewChallengeDelivery | null {
  const { inApp, email } = preferences.newChallenges;
  return inApp || email ? preferences.newChallengesDelivery : null;
}
