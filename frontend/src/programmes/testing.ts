import { connection } from '../test/fixtures';
import { person } from '../test/pageFixtures';

/** Programmes as the programmes service answers them in tests (with __typename). */

export const PROGRAMME_ID = '00000000-0000-4000-8000-0000000000a1';
export const OTHER_PROGRAMME_ID = '00000000-0000-4000-8000-0000000000b2';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A programme in its Prototype phase, its submission deadline in three days. */
export function programmeDetails(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Programme',
    id: PROGRAMME_ID,
    name: 'Berlin Spring Cohort',
    description: 'Twelve weeks of real problems.',
    nameDe: 'Berliner Frühjahrskohorte',
    descriptionDe: null,
    timeZone: 'Europe/Berlin',
    phases: [
      { __typename: 'ProgrammePhaseWindow', key: 'identify', startsAt: at(-40), endsAt: at(-30) },
      { __typename: 'ProgrammePhaseWindow', key: 'collaborate', startsAt: at(-30), endsAt: at(-10) },
      { __typename: 'ProgrammePhaseWindow', key: 'prototype', startsAt: at(-10), endsAt: at(5) },
      { __typename: 'ProgrammePhaseWindow', key: 'showcase', startsAt: at(5), endsAt: at(20) },
    ],
    // A little more than three days ahead: 'in 3 days' while the test runs.
    submissionDeadline: new Date(Date.now() + 3 * DAY + 60 * 60 * 1000).toISOString(),
    judgingEndsAt: at(10),
    resultsAt: at(20),
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    currentPhase: 'prototype',
    submissionsOpen: true,
    nextDeadline: {
      __typename: 'ProgrammeDate',
      kind: 'submission',
      phase: null,
      at: new Date(Date.now() + 3 * DAY + 60 * 60 * 1000).toISOString(),
    },
    joinCode: 'BERLIN-26',
    viewerIsOrganiser: true,
    memberCount: 2,
    ...overrides,
  };
}

const milestones = (reached: string[]) =>
  ['members', 'challenge', 'mentorMeeting', 'project', 'submitted'].map((key) => ({
    __typename: 'ProgrammeMilestone',
    key,
    done: reached.includes(key),
  }));

export function cohortTeam(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ProgrammeTeam',
    id: 'team-1',
    name: 'Solar Sisters',
    progress: 60,
    projectId: 'project-1',
    projectTitle: 'Sun Tracker',
    milestones: milestones(['members', 'challenge', 'project']),
    members: [person('u-5', 'Grace', 'Hopper'), person('u-6', 'Katherine', 'Johnson')],
    mentors: [person('u-9', 'Margaret', 'Hamilton')],
    ...overrides,
  };
}

export function cohortMember(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ProgrammeMember',
    userId: 'u-5',
    joinedAt: '2026-10-02T10:00:00.000Z',
    isMentor: false,
    lastActiveOn: '2026-11-20',
    startedBrainstorm: true,
    user: person('u-5', 'Grace', 'Hopper'),
    team: cohortTeam(),
    ...overrides,
  };
}

export const memberPage = (nodes: unknown[]) => ({
  data: { programmeMembers: { ...connection(nodes), __typename: 'ProgrammeMemberConnection' } },
});

export function myProgramme(
  programme: { id: string; name: string; nameDe?: string | null },
  flags: { current?: boolean; member?: boolean; organiser?: boolean } = {},
) {
  return {
    __typename: 'MyProgramme',
    current: flags.current ?? false,
    member: flags.member ?? true,
    organiser: flags.organiser ?? false,
    programme: {
      __typename: 'Programme',
      nameDe: null,
      currentPhase: 'collaborate',
      submissionsOpen: true,
      ...programme,
    },
  };
}
