import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Challenge } from '../graphql/challenges';
import type { Project, Resource } from '../graphql/showcase';
import type { Team, TeamMember } from '../graphql/teams';
import { connection, emptyDashboard, makeUser } from './fixtures';
import type { MockHandler } from './mockGraphQL';

export { connection };

type Typed<T> = T & { __typename: string };

let sequence = 0;
/** A valid uuid (the create schemas check ids), distinct per call unless a number is given. */
export const uuid = (n = ++sequence) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeChallenge(overrides: Partial<Challenge> = {}): Typed<Challenge> {
  const id = overrides.id ?? uuid();
  return {
    __typename: 'Challenge',
    id,
    title: `Challenge ${id.slice(-4)}`,
    description: 'A real problem worth solving.',
    category: 'technology',
    difficulty: 'beginner',
    status: 'active',
    tags: [],
    createdBy: 'someone-else',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    teamCount: 0,
    ...overrides,
  };
}

export function makeMember(
  userId: string,
  firstName: string,
  lastName = 'Test',
  role = 'member',
): Typed<TeamMember> {
  return {
    __typename: 'TeamMember',
    userId,
    role,
    joinedAt: '2026-11-02T10:00:00.000Z',
    user: {
      __typename: 'User',
      id: userId,
      firstName,
      lastName,
      profileImageUrl: null,
    } as TeamMember['user'],
  };
}

export function makeTeam(overrides: Partial<Team> = {}): Typed<Team> {
  const id = overrides.id ?? uuid();
  return {
    __typename: 'Team',
    id,
    name: `Team ${id.slice(-4)}`,
    description: 'We build things.',
    challengeId: null,
    challenge: null,
    leaderId: 'someone-else',
    maxMembers: 4,
    status: 'forming',
    memberCount: 1,
    progress: 0,
    members: [],
    isMember: false,
    mentors: [],
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}

export function makeResource(overrides: Partial<Resource> = {}): Typed<Resource> {
  const id = overrides.id ?? uuid();
  return {
    __typename: 'Resource',
    id,
    title: `Resource ${id.slice(-4)}`,
    description: 'Learn something useful.',
    type: 'article',
    url: `https://example.com/${id}`,
    provider: 'Example',
    difficulty: 'beginner',
    tags: [],
    duration: null,
    createdAt: '2026-11-04T10:00:00.000Z',
    hidden: false,
    hiddenReason: null,
    ...overrides,
  };
}

export function makeProject(overrides: Partial<Project> = {}): Typed<Project> {
  const id = overrides.id ?? uuid();
  const teamId = overrides.teamId ?? uuid();
  return {
    __typename: 'Project',
    id,
    title: `Project ${id.slice(-4)}`,
    description: 'A prototype that works.',
    teamId,
    team: { __typename: 'Team', id: teamId, name: 'Builders', members: [] } as unknown as Project['team'],
    challengeId: null,
    status: 'showcased',
    repositoryUrl: null,
    demoUrl: null,
    imageUrl: null,
    likes: 0,
    likedByMe: false,
    views: 0,
    tags: [],
    createdBy: 'someone-else',
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}

export const makeStats = (
  stats: Partial<{ projects: number; totalLikes: number; views: number; teams: number }> = {},
) => ({
  __typename: 'ShowcaseStats',
  projects: 0,
  totalLikes: 0,
  views: 0,
  teams: 0,
  ...stats,
});

/**
 * Answers a paged list as the server does: the rows `matches` lets through (the filters of the variables),
 * `first` of them after the cursor (here the index of the next row), with the total.
 */
export function pagedList<T>(
  field: string,
  rows: readonly T[],
  matches: (row: T, variables: Record<string, unknown>) => boolean = () => true,
): MockHandler {
  return (variables) => {
    const hits = rows.filter((row) => matches(row, variables));
    const start = typeof variables.after === 'string' ? Number(variables.after) : 0;
    const first = typeof variables.first === 'number' ? variables.first : 20;
    const nodes = hits.slice(start, start + first);
    const end = start + nodes.length;
    const endCursor = end < hits.length ? String(end) : null;
    return { data: { [field]: connection(nodes, { endCursor, totalCount: hits.length }) } };
  };
}

/** A signed-in user (Ada, u-1) and every list of the app empty. */
export const signedInWithEmptyLists = () => ({
  Me: () => ({ data: { me: makeUser() } }),
  ...emptyDashboard,
  Challenges: () => ({ data: { challenges: connection([]) } }),
  ChallengeChoices: () => ({ data: { challenges: connection([]) } }),
  MyTeamChallenges: () => ({ data: { myTeams: connection([]) } }),
  Teams: () => ({ data: { teams: connection([]) } }),
  MyTeams: () => ({ data: { myTeams: connection([]) } }),
  LearningResources: () => ({ data: { resources: connection([]) } }),
  Projects: () => ({ data: { projects: connection([]) } }),
  ShowcaseFeaturedProjects: () => ({ data: { featuredProjects: [] } }),
  ShowcaseStats: () => ({ data: { showcaseStats: makeStats() } }),
  ProgrammeTeamCount: () => ({ data: { teams: connection([]) } }),
  AchievementCatalogue: () => ({ data: { achievements: [] } }),
  // The person's programmes (Settings, the user menu): none.
  MyProgrammes: () => ({ data: { myProgrammes: [] } }),
});

/** With fake timers: lets pending promises (mocked GraphQL answers) settle without letting time pass. */
export async function settle(rounds = 10) {
  for (let i = 0; i < rounds; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** An answer that waits until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
