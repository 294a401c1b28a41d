import type { SessionUser } from '../graphql/identity';
import { freshBrainstormHandlers } from '../isla/fakeBrainstormServer';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'u-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    role: 'student',
    skills: ['Python'],
    interests: ['AI/ML'],
    bio: 'I like engines',
    experience: 'beginner',
    yearsExperience: null,
    currentRole: null,
    company: null,
    isStaff: false,
    language: null,
    ...overrides,
  };
}

/** A GraphQL connection (a page of a list) as the server answers it. */
export function connection<T>(
  nodes: T[],
  { endCursor = null as string | null, totalCount = nodes.length } = {},
) {
  return {
    __typename: 'Connection',
    nodes,
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage: endCursor !== null },
    totalCount,
  };
}

/** The dashboard's reads, all empty. */
export const emptyDashboard = {
  RecommendedUsers: () => ({ data: { recommendedUsers: connection([]) } }),
  MyAchievements: () => ({ data: { myAchievements: connection([]) } }),
  Resources: () => ({ data: { resources: connection([]) } }),
  FeaturedProjects: () => ({ data: { featuredProjects: [] } }),
  UpcomingMeetings: () => ({ data: { myMeetings: connection([]) } }),
  // Programmes (docs/product.md §16): in none, and no announcement pinned.
  DashboardProgramme: () => ({ data: { myProgrammes: [] } }),
  PinnedAnnouncements: () => ({ data: { pinnedAnnouncements: [] } }),
  // The bell's unread count and its menu (docs/product.md "Notification inbox").
  UnreadNotificationCount: () => ({ data: { unreadNotificationCount: 0 } }),
  MyNotifications: () => ({ data: { myNotifications: connection([]) } }),
  NotificationPreferences: () => ({ data: { notificationPreferences: notificationPreferences() } }),
  // The always-open brainstorm panel: brainstorm-ai starts a fresh brainstorm.
  ...freshBrainstormHandlers,
};

/** The default notification preferences (docs/product.md "Notification inbox"), as the server gives them. */
export function notificationPreferences(
  overrides: Record<string, { inApp: boolean; email: boolean }> = {},
  newChallengesDelivery: 'daily' | 'each' = 'daily',
) {
  const channels = (inApp: boolean, email: boolean) => ({ __typename: 'NotificationChannels', inApp, email });
  const defaults: Record<string, ReturnType<typeof channels>> = {
    teamJoins: channels(true, true),
    invitations: channels(true, true),
    likes: channels(true, true),
    badges: channels(true, true),
    newChallenges: channels(true, false),
    chatMentions: channels(true, true),
    programmes: channels(true, true),
  };
  for (const [kind, value] of Object.entries(overrides)) defaults[kind] = channels(value.inApp, value.email);
  return { __typename: 'NotificationPreferences', ...defaults, newChallengesDelivery };
}
