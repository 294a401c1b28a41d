import { DEFAULT_AWARDS, DEFAULT_RUBRIC } from '@creators/contracts';
import { person } from '../test/pageFixtures';
import { PROGRAMME_ID } from '../programmes/testing';

/** Judging as the programmes service answers it in tests (with __typename). */

export const PROJECT_ID = '00000000-0000-4000-8000-0000000000c1';
export const OTHER_PROJECT_ID = '00000000-0000-4000-8000-0000000000c2';

export const rubric = () =>
  DEFAULT_RUBRIC.map((criterion) => ({ __typename: 'JudgingCriterion', ...criterion }));

export function award(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ProgrammeAward',
    key: 'overall',
    name: 'Overall Winner',
    nameDe: 'Gesamtsieg',
    kind: 'overall',
    criterion: null,
    winner: null,
    ...overrides,
  };
}

/** The default awards, without winners. */
export const awards = () => DEFAULT_AWARDS.map((definition) => award({ ...definition }));

export const winner = (projectId: string, projectTitle: string, teamName: string) => ({
  __typename: 'AwardWinner',
  projectId,
  projectTitle,
  teamId: `team-${projectId}`,
  teamName,
});

export function queueItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'JudgingQueueItem',
    programmeId: PROGRAMME_ID,
    programmeName: 'Berlin Spring Cohort',
    judgingEndsAt: '2027-03-10T17:00:00.000Z',
    projectId: PROJECT_ID,
    projectTitle: 'Sun Tracker',
    teamName: 'Solar Sisters',
    assignedAt: '2027-03-01T10:00:00.000Z',
    scoredAt: null,
    project: {
      __typename: 'Project',
      id: PROJECT_ID,
      description: 'A tracker that turns panels to the sun.',
      demoUrl: 'https://demo.example.org/sun',
    },
    rubric: rubric(),
    ...overrides,
  };
}

export function judgingProject(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'JudgingProject',
    projectId: PROJECT_ID,
    projectTitle: 'Sun Tracker',
    teamId: 'team-1',
    teamName: 'Solar Sisters',
    judgeIds: ['u-7'],
    flagged: false,
    ...overrides,
  };
}

export function judging(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Judging',
    programmeId: PROGRAMME_ID,
    rubric: rubric(),
    awards: DEFAULT_AWARDS.map((definition) => ({ __typename: 'ProgrammeAward', ...definition })),
    judgesPerProject: 2,
    assignedAt: null,
    publishedAt: null,
    judgeIds: ['u-7', 'u-8'],
    judges: [person('u-7', 'Alan', 'Turing'), person('u-8', 'Barbara', 'Liskov')],
    projects: [],
    ...overrides,
  };
}

export function rankedProject(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ProjectResult',
    rank: 1,
    projectId: PROJECT_ID,
    projectTitle: 'Sun Tracker',
    teamId: 'team-1',
    teamName: 'Solar Sisters',
    normalised: 0.71,
    raw: 4.25,
    spread: 0.5,
    judgeCount: 2,
    underJudged: false,
    votes: 3,
    ...overrides,
  };
}

export function results(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ProgrammeResults',
    programmeId: PROGRAMME_ID,
    publishedAt: '2027-03-20T10:00:00.000Z',
    ranking: [rankedProject()],
    awards: awards(),
    ...overrides,
  };
}

/** A programme as the results page reads it. */
export const resultsProgramme = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Programme',
  id: PROGRAMME_ID,
  name: 'Berlin Spring Cohort',
  nameDe: 'Berliner Frühjahrskohorte',
  timeZone: 'Europe/Berlin',
  resultsAt: '2027-03-20T10:00:00.000Z',
  viewerIsOrganiser: false,
  ...overrides,
});
