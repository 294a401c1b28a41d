import type { SessionUser } from '../graphql/identity';

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
};
