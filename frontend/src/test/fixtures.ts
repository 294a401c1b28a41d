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
    ...overrides,
  };
}

/** The dashboard's reads, all empty. */
export const emptyDashboard = {
  RecommendedUsers: () => ({
    data: { recommendedUsers: { __typename: 'RecommendedUserConnection', nodes: [] } },
  }),
  MyAchievements: () => ({ data: { myAchievements: { __typename: 'AchievementConnection', nodes: [] } } }),
  Resources: () => ({ data: { resources: { __typename: 'ResourceConnection', nodes: [] } } }),
  FeaturedProjects: () => ({ data: { featuredProjects: [] } }),
};
