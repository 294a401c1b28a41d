import type { ChallengePageData } from '../graphql/challengePage';
import type { PersonPageData } from '../graphql/personPage';
import type { ProjectPageData, ProjectPageFeedback } from '../graphql/projectPage';
import type {
  TeamPageData,
  TeamPageInvitation,
  TeamPageMember,
  TeamPagePastMeeting,
} from '../graphql/teamPage';
import { uuid } from './domainFixtures';

/** What the challenge, team, project and person pages read, as the server answers it (with __typename). */
export const person = (id: string, firstName: string, lastName = 'Test') => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  profileImageUrl: null,
});

export function makeChallengePage(overrides: Partial<ChallengePageData> = {}) {
  const id = overrides.id ?? uuid();
  return {
    __typename: 'Challenge',
    id,
    title: 'Reduce food waste',
    description: 'Cafeterias throw away a third of the food.',
    category: 'sustainability',
    difficulty: 'intermediate',
    status: 'active',
    tags: ['food', 'schools'],
    createdBy: 'u-2',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    editedAt: null,
    canEdit: false,
    hidden: false,
    hiddenReason: null,
    validatedInsights: [],
    author: person('u-2', 'Grace', 'Hopper'),
    teamCount: 0,
    teams: { __typename: 'TeamConnection', nodes: [], totalCount: 0 },
    ...overrides,
  };
}

export const pageTeamRow = (
  id: string,
  name: string,
  projects: Array<{ id: string; title: string }> = [],
) => ({
  __typename: 'Team',
  id,
  name,
  status: 'forming',
  progress: 40,
  memberCount: 2,
  maxMembers: 4,
  projects: projects.map((p) => ({ __typename: 'Project', ...p })),
});

export function makePageMember(userId: string, firstName: string, role = 'member'): TeamPageMember {
  return {
    __typename: 'TeamMember',
    userId,
    role,
    joinedAt: '2026-11-02T10:00:00.000Z',
    user: { ...person(userId, firstName), skills: ['Python'] },
  } as TeamPageMember;
}

export function makeInvitation(overrides: Partial<TeamPageInvitation> = {}): TeamPageInvitation {
  return {
    __typename: 'TeamInvitation',
    id: overrides.id ?? uuid(),
    invitedUserId: 'u-9',
    invitedUser: person('u-9', 'Linus'),
    status: 'pending',
    createdAt: '2026-11-04T10:00:00.000Z',
    expiresAt: '2026-11-18T10:00:00.000Z',
    answeredAt: null,
    ...overrides,
  } as TeamPageInvitation;
}

export function makeTeamPage(overrides: Partial<TeamPageData> = {}) {
  const id = overrides.id ?? uuid();
  return {
    __typename: 'Team',
    id,
    name: 'Waste Watchers',
    description: 'We weigh leftovers.',
    challengeId: null,
    leaderId: 'u-2',
    maxMembers: 4,
    status: 'forming',
    memberCount: 2,
    progress: 40,
    milestones: [
      { __typename: 'TeamMilestone', key: 'members', done: true },
      { __typename: 'TeamMilestone', key: 'challenge', done: false },
      { __typename: 'TeamMilestone', key: 'mentorMeeting', done: true },
      { __typename: 'TeamMilestone', key: 'project', done: false },
      { __typename: 'TeamMilestone', key: 'submitted', done: false },
    ],
    isMember: false,
    canManage: false,
    openSeats: 2,
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    editedAt: null,
    hidden: false,
    hiddenReason: null,
    members: [makePageMember('u-2', 'Grace', 'leader'), makePageMember('u-3', 'Alan')],
    invitations: [],
    challenge: null,
    projects: [],
    meetings: [],
    pastMeetings: [],
    mentorIds: [],
    mentors: [],
    mentoringRequests: [],
    ...overrides,
  };
}

export function makeProjectPage(overrides: Partial<ProjectPageData> = {}) {
  const id = overrides.id ?? uuid();
  return {
    __typename: 'Project',
    id,
    title: 'Leftover Scale',
    description: 'A scale that counts what is thrown away.',
    teamId: 't-1',
    challengeId: null,
    status: 'showcased',
    repositoryUrl: 'https://example.com/code',
    demoUrl: null,
    imageUrl: null,
    likes: 3,
    likedByMe: false,
    views: 10,
    tags: [],
    createdBy: 'u-2',
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    editedAt: null,
    canEdit: false,
    hidden: false,
    hiddenReason: null,
    canGiveFeedback: false,
    feedback: [],
    team: {
      __typename: 'Team',
      id: 't-1',
      name: 'Waste Watchers',
      challenge: { __typename: 'Challenge', id: 'c-1', title: 'Reduce food waste' },
      members: [{ __typename: 'TeamMember', userId: 'u-2', role: 'leader', user: person('u-2', 'Grace') }],
    },
    ...overrides,
  };
}

export function makePersonPage(overrides: Partial<NonNullable<PersonPageData['user']>> = {}) {
  return {
    __typename: 'User',
    id: 'u-2',
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
    role: 'mentor',
    skills: ['COBOL', 'Compilers'],
    interests: ['Education'],
    bio: 'I found a moth.',
    currentRole: null,
    company: null,
    mentorVerified: true,
    mentorAvailability: null,
    achievements: [],
    programmeBadges: [],
    teams: [],
    projects: [],
    ...overrides,
  };
}

/** A meeting as the team page lists it (upcoming by default; with notes for the past ones). */
export function makePageMeeting(overrides: Partial<TeamPagePastMeeting> = {}): TeamPagePastMeeting {
  return {
    __typename: 'Meeting',
    id: overrides.id ?? uuid(),
    title: 'Demo day',
    description: null,
    scheduledAt: '2026-12-01T15:00:00.000Z',
    duration: 45,
    meetingUrl: 'https://meet.example.com/demo',
    status: 'scheduled',
    mentorId: null,
    mentor: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    notes: null,
    ...overrides,
  } as TeamPagePastMeeting;
}

/** A mentor's feedback on a project as the project page reads it (scores: null unless team or mentor). */
export function makeFeedback(overrides: Partial<ProjectPageFeedback> = {}): ProjectPageFeedback {
  return {
    __typename: 'ProjectFeedback',
    id: overrides.id ?? uuid(),
    mentorId: 'u-7',
    mentor: person('u-7', 'Jonas', 'Berg'),
    notes: 'Talk to the cafeteria staff first.',
    scores: {
      __typename: 'FeedbackScores',
      problem: 3,
      solution: 2,
      prototype: 4,
      presentation: 1,
    },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  } as ProjectPageFeedback;
}
