import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../isla/testing';
import { makeRequest } from '../../mentoring/testing';
import { connection, signedInWithEmptyLists } from '../../test/domainFixtures';
import { makeUser } from '../../test/fixtures';
import type { MockHandler } from '../../test/mockGraphQL';
import { renderApp } from '../../test/renderApp';
import { MentorFeedbackOwed } from './MentorFeedbackOwed';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const findRegion = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 5_000 }));

const mentor = makeUser({ id: 'm-1', role: 'mentor', firstName: 'Grace', lastName: 'Hopper' });
const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
const milestone = (key: string, done: boolean) => ({ __typename: 'TeamMilestone', key, done });

const mentoredTeam = {
  __typename: 'Team',
  id: 't-9',
  name: 'Leftover Lab',
  status: 'active',
  progress: 60,
  memberCount: 3,
  milestones: [
    milestone('members', true),
    milestone('challenge', true),
    milestone('mentorMeeting', true),
    milestone('project', false),
    milestone('submitted', false),
  ],
  meetings: [
    {
      __typename: 'Meeting',
      id: 'mt-1',
      title: 'Kick-off',
      scheduledAt: '2027-03-02T15:00:00.000Z',
      duration: 60,
      status: 'scheduled',
    },
  ],
};

function mentorHandlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...signedInWithEmptyLists(),
    Me: () => ({ data: { me: mentor } }),
    MentorDashboardTeams: () => ({ data: { myMentoredTeams: [mentoredTeam] } }),
    MentorDashboardRequests: () => ({
      data: { incomingMentoringRequests: connection([makeRequest('r-1')]) },
    }),
    ProjectsAwaitingMyFeedback: () => ({
      data: {
        projectsAwaitingMyFeedback: connection([
          {
            __typename: 'Project',
            id: 'p-7',
            title: 'Leftover Scale',
            team: { __typename: 'Team', id: 't-9', name: 'Leftover Lab' },
          },
        ]),
      },
    }),
    DashboardProgramme: () => ({
      data: {
        myProgrammes: [
          {
            __typename: 'MyProgramme',
            current: true,
            member: true,
            organiser: false,
            programme: {
              __typename: 'Programme',
              id: 'pr-1',
              name: 'Spring Cohort 2027',
              nameDe: null,
              timeZone: 'Europe/Berlin',
              currentPhase: 'prototype',
              submissionsOpen: true,
              submissionDeadline: inTwoDays,
              nextDeadline: { __typename: 'ProgrammeDate', kind: 'submission', phase: null, at: inTwoDays },
            },
          },
        ],
      },
    }),
    ...overrides,
  };
}

describe("a mentor's dashboard at /", () => {
  it('shows the teams they mentor, a waiting request, the programme’s next date and Isla’s brainstorm', async () => {
    const { calls } = renderApp({ path: '/', handlers: mentorHandlers() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace' }, { timeout: 5_000 }),
    ).toBeInTheDocument();

    const teams = await findRegion('Teams you mentor');
    expect(await teams.findByRole('link', { name: 'Leftover Lab' })).toHaveAttribute('href', '/teams/t-9');
    expect(teams.getByText('3 of 5')).toBeInTheDocument();
    const marks = within(teams.getByRole('list', { name: 'Milestones of Leftover Lab: 3 of 5' }));
    expect(marks.getAllByRole('listitem')).toHaveLength(5);
    expect(marks.getByText('Project created: missing')).toBeInTheDocument();
    expect(teams.getByText('Next meeting: Kick-off, Mar 2, 2027, 3:00 PM')).toBeInTheDocument();

    const requests = await findRegion('Requests waiting for you');
    expect(await requests.findByRole('link', { name: 'Waste Watchers' })).toHaveAttribute(
      'href',
      '/teams/t-1',
    );
    expect(requests.getByText('From Alan Turing')).toBeInTheDocument();
    expect(requests.getByText('We need help with our React front end.')).toBeInTheDocument();
    expect(
      requests.getByRole('link', { name: 'Answer the request of Waste Watchers on the Mentoring page' }),
    ).toHaveAttribute('href', '/mentoring');
    expect(calls.find((call) => call.operationName === 'MentorDashboardRequests')?.variables).toEqual({
      first: 5,
    });

    expect(
      await screen.findByText('Submission deadline in 2 days', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Prototype' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Challenge Brainstorm with Isla' })).toBeInTheDocument();
    // Their upcoming meetings, as on a student's dashboard.
    expect(
      await screen.findByRole('heading', { name: 'Upcoming Meetings' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.operationName === 'UpcomingMeetings')).toBe(true);
    const owed = await findRegion('Feedback to give');
    expect(await owed.findByRole('link', { name: 'Leftover Scale' })).toHaveAttribute(
      'href',
      '/projects/p-7',
    );
    expect(owed.getByText('by Leftover Lab')).toBeInTheDocument();
    // Not the student's: no 'Your Progress', no recommendations.
    expect(screen.queryByRole('region', { name: 'Recommended Team Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Progress' })).not.toBeInTheDocument();
  });

  it('says when nothing waits, and reads the requests again when one arrives', async () => {
    let answers = 0;
    const { socket } = renderApp({
      path: '/',
      handlers: mentorHandlers({
        MentorDashboardTeams: () => ({ data: { myMentoredTeams: [] } }),
        MentorDashboardRequests: () => ({
          data: {
            incomingMentoringRequests: connection((answers += 1) === 1 ? [] : [makeRequest('r-2')]),
          },
        }),
        DashboardProgramme: () => ({ data: { myProgrammes: [] } }),
      }),
    });
    expect(
      (await findRegion('Teams you mentor')).getByText('You do not mentor a team yet'),
    ).toBeInTheDocument();
    const requests = await findRegion('Requests waiting for you');
    expect(await requests.findByText('No requests waiting for you')).toBeInTheDocument();
    // Without a programme, no banner.
    expect(screen.queryByText(/Current phase/)).not.toBeInTheDocument();

    act(() =>
      socket.emit('notification', {
        id: 'n-1',
        type: 'mentoring.requested',
        createdAt: new Date().toISOString(),
        data: { teamId: 't-1', teamName: 'Waste Watchers' },
      }),
    );
    await eventually(() => expect(requests.getByText('From Alan Turing')).toBeInTheDocument());
  });

  it('keeps the student dashboard for students', async () => {
    renderApp({ path: '/', handlers: mentorHandlers({ Me: () => ({ data: { me: makeUser() } }) }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await findRegion('Recommended Team Members')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Teams you mentor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requests waiting for you' })).not.toBeInTheDocument();
  });
});

describe("'Feedback to give' (MentorFeedbackOwed)", () => {
  const renderOwed = (projects?: { id: string; title: string; teamName: string }[], locale?: 'de') =>
    renderWithProviders(
      <MemoryRouter>
        <MentorFeedbackOwed projects={projects} />
      </MemoryRouter>,
      { locale },
    );

  it('renders nothing until it is given data', () => {
    renderOwed(undefined);
    expect(screen.queryByRole('region', { name: 'Feedback to give' })).not.toBeInTheDocument();
    expect(screen.queryByText('No projects waiting for your feedback')).not.toBeInTheDocument();
  });

  it('lists the projects waiting for feedback, each linking to its page', async () => {
    renderOwed([{ id: 'p-1', title: 'Leftover Scale', teamName: 'Leftover Lab' }]);
    const section = await findRegion('Feedback to give');
    expect(section.getByRole('link', { name: 'Leftover Scale' })).toHaveAttribute('href', '/projects/p-1');
    expect(section.getByText('by Leftover Lab')).toBeInTheDocument();
  });

  it('says when none waits, in English and German', async () => {
    const { unmount } = renderOwed([]);
    expect(
      (await findRegion('Feedback to give')).getByText('No projects waiting for your feedback'),
    ).toBeInTheDocument();
    unmount();
    renderOwed([], 'de');
    expect(
      (await findRegion('Offenes Feedback')).getByText('Keine Projekte warten auf dein Feedback'),
    ).toBeInTheDocument();
  });
});
