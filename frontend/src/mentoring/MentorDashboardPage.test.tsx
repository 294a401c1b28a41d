import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import { makeUser } from '../test/fixtures';
import type { MockHandler } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';
import { makeAvailability, makeRequest, slot } from './testing';

const mentor = makeUser({
  id: 'm-1',
  role: 'mentor',
  firstName: 'Grace',
  lastName: 'Hopper',
  skills: ['React'],
});
const section = (name: string) => within(screen.getByRole('region', { name }));
const findSection = async (name: string) => within(await screen.findByRole('region', { name }));

const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();

function dashboardHandlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...signedInWithEmptyLists(),
    Me: () => ({ data: { me: mentor } }),
    IncomingMentoringRequests: () => ({
      data: {
        incomingMentoringRequests: connection([
          makeRequest('r-1'),
          makeRequest('r-2', {
            teamId: 't-2',
            team: { __typename: 'Team', id: 't-2', name: 'Study Circle' },
            topics: ['Leadership'],
            message: 'How do we split the work?',
          }),
        ]),
      },
    }),
    MyMentoredTeams: () => ({
      data: {
        myMentoredTeams: [
          {
            __typename: 'Team',
            id: 't-9',
            name: 'Leftover Lab',
            status: 'active',
            progress: 60,
            memberCount: 3,
            meetings: [
              {
                __typename: 'Meeting',
                id: 'mt-1',
                title: 'Kick-off',
                scheduledAt: inAnHour,
                duration: 60,
                status: 'scheduled',
              },
            ],
          },
          {
            __typename: 'Team',
            id: 't-8',
            name: 'Quiet Rooms',
            status: 'forming',
            progress: 10,
            memberCount: 2,
            meetings: [],
          },
        ],
      },
    }),
    ProjectsAwaitingMyFeedback: () => ({
      data: {
        projectsAwaitingMyFeedback: connection([
          {
            __typename: 'Project',
            id: 'p-1',
            title: 'Leftover Scale',
            team: { __typename: 'Team', id: 't-9', name: 'Leftover Lab' },
          },
        ]),
      },
    }),
    MyMentorAvailability: () => ({
      data: {
        me: {
          __typename: 'User',
          id: 'm-1',
          mentorAvailability: makeAvailability({
            slots: [slot(1, '16:00', '18:00')],
            timeZone: 'Europe/Berlin',
            maxTeams: 2,
            languages: ['en'],
          }),
        },
      },
    }),
    MyMentorVerification: () => ({
      data: { me: { __typename: 'User', id: 'm-1', mentorVerified: true } },
    }),
    ...overrides,
  };
}

describe('mentor dashboard (/mentoring)', () => {
  it('says "Mentor, not yet verified" and why until staff verify the mentor (docs/product.md §14)', async () => {
    renderApp({
      path: '/mentoring',
      handlers: dashboardHandlers({
        MyMentorVerification: () => ({
          data: { me: { __typename: 'User', id: 'm-1', mentorVerified: false } },
        }),
      }),
    });
    const notice = within(await screen.findByRole('alert'));
    expect(notice.getByText('Mentor, not yet verified')).toBeInTheDocument();
    expect(
      notice.getByText(
        /Staff will verify your mentor account before teams can find you in the mentors directory/,
      ),
    ).toBeInTheDocument();
    // The availability can be set already.
    expect(await findSection('Availability')).toBeTruthy();
  });

  it('says nothing about verification once staff verified the mentor', async () => {
    renderApp({ path: '/mentoring', handlers: dashboardHandlers() });
    await screen.findByRole('article', { name: 'Waste Watchers' });
    expect(screen.queryByText('Mentor, not yet verified')).not.toBeInTheDocument();
  });

  it('is not there for someone who is not a mentor: no nav entry, the not-found page', async () => {
    renderApp({ path: '/mentoring', handlers: signedInWithEmptyLists() });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Mentors' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Mentoring' })).not.toBeInTheDocument();
  });

  it('is in a mentor’s navigation (the small-screen menu too)', async () => {
    const { user } = renderApp({ path: '/', handlers: dashboardHandlers() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Mentoring' })).toHaveAttribute('href', '/mentoring');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const mobile = document.getElementById('mobile-navigation')!;
    await user.click(within(mobile).getByRole('link', { name: 'Mentoring' }));
    expect(location()).toBe('/mentoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentoring' })).toBeInTheDocument();
  });

  it('shows open requests, my teams and the projects waiting for feedback', async () => {
    renderApp({ path: '/mentoring', handlers: dashboardHandlers() });
    const request = within(await screen.findByRole('article', { name: 'Waste Watchers' }));
    expect(request.getByRole('link', { name: 'Waste Watchers' })).toHaveAttribute('href', '/teams/t-1');
    expect(request.getByRole('link', { name: /Alan Turing/ })).toHaveAttribute('href', '/people/u-3');
    expect(request.getByText('We need help with our React front end.')).toBeInTheDocument();
    expect(within(request.getByRole('list', { name: 'Topics' })).getByText('React')).toBeInTheDocument();
    expect(request.getByText(/^Expires Nov 8, 2026/)).toBeInTheDocument();
    expect(request.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(request.getByRole('button', { name: 'Decline' })).toBeEnabled();

    const teams = section('My teams');
    expect(await teams.findByRole('link', { name: 'Leftover Lab' })).toHaveAttribute('href', '/teams/t-9');
    expect(teams.getByRole('progressbar', { name: 'Progress of Leftover Lab' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(teams.getByText(/^Next meeting: Kick-off,/)).toBeInTheDocument();
    expect(teams.getByText('No meeting planned')).toBeInTheDocument();

    const feedback = section('Projects waiting for feedback');
    expect(await feedback.findByRole('link', { name: 'Leftover Scale' })).toHaveAttribute(
      'href',
      '/projects/p-1',
    );
    expect(feedback.getByText('by Leftover Lab')).toBeInTheDocument();
  });

  it('accepts a request with a note and declines another without', async () => {
    const answers: Array<Record<string, unknown>> = [];
    const { user, calls } = renderApp({
      path: '/mentoring',
      handlers: dashboardHandlers({
        AnswerMentoringRequest: (variables) => {
          answers.push(variables);
          const input = variables.input as { accept: boolean; note?: string };
          return {
            data: {
              answerMentoringRequest: {
                __typename: 'MentoringRequest',
                id: variables.requestId,
                status: input.accept ? 'accepted' : 'declined',
                note: input.note ?? null,
                answeredAt: '2026-11-02T10:00:00.000Z',
              },
            },
          };
        },
      }),
    });
    const first = within(await screen.findByRole('article', { name: 'Waste Watchers' }));
    await user.type(first.getByRole('textbox', { name: 'Note' }), 'See you on Monday!');
    const reads = calls.filter((c) => c.operationName === 'MyMentoredTeams').length;
    await user.click(first.getByRole('button', { name: 'Accept' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Request accepted')).toBeInTheDocument();
    expect(within(toast).getByText('You now mentor Waste Watchers.')).toBeInTheDocument();
    expect(answers[0]).toEqual({ requestId: 'r-1', input: { accept: true, note: 'See you on Monday!' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'MyMentoredTeams').length).toBeGreaterThan(reads),
    );

    await user.click(
      within(screen.getByRole('article', { name: 'Study Circle' })).getByRole('button', { name: 'Decline' }),
    );
    await screen.findByText('Request declined');
    expect(answers[1]).toEqual({ requestId: 'r-2', input: { accept: false } });
  });

  it('says when there is nothing to answer', async () => {
    renderApp({
      path: '/mentoring',
      handlers: dashboardHandlers({
        IncomingMentoringRequests: () => ({ data: { incomingMentoringRequests: connection([]) } }),
        MyMentoredTeams: () => ({ data: { myMentoredTeams: [] } }),
        ProjectsAwaitingMyFeedback: () => ({ data: { projectsAwaitingMyFeedback: connection([]) } }),
      }),
    });
    expect(await screen.findByText('No open requests')).toBeInTheDocument();
    expect(await screen.findByText('You do not mentor a team yet')).toBeInTheDocument();
    expect(await screen.findByText('No project is waiting for your feedback')).toBeInTheDocument();
  });

  it('saves the availability: slots, time zone, capacity, pause and languages', async () => {
    let saved: Record<string, unknown> | undefined;
    const { user } = renderApp({
      path: '/mentoring',
      handlers: dashboardHandlers({
        SetMentorAvailability: (variables) => {
          saved = variables.input as Record<string, unknown>;
          return {
            data: {
              setMentorAvailability: {
                ...makeAvailability(saved),
                slots: (saved.slots as Array<{ day: number; start: string; end: string }>).map((s) =>
                  slot(s.day, s.start, s.end),
                ),
                updatedAt: '2026-11-02T10:00:00.000Z',
              },
            },
          };
        },
      }),
    });
    const form = await findSection('Availability');
    expect(await form.findByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
    expect(form.getByRole('combobox', { name: 'Maximum teams at a time' })).toHaveValue('2');
    expect(form.getByRole('combobox', { name: 'Day' })).toHaveValue('1');
    expect(form.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Deutsch' })).not.toBeChecked();

    await user.click(form.getByRole('button', { name: 'Add time slot' }));
    const days = form.getAllByRole('combobox', { name: 'Day' });
    expect(days).toHaveLength(2);
    await user.selectOptions(days[1]!, '4');
    await user.selectOptions(form.getByRole('combobox', { name: 'Maximum teams at a time' }), '4');
    await user.click(form.getByRole('checkbox', { name: 'Deutsch' }));
    await user.type(form.getByLabelText('Not available until'), '2026-12-24');
    await user.click(form.getByRole('button', { name: 'Save availability' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Availability saved')).toBeInTheDocument();
    expect(saved).toEqual({
      slots: [
        { day: 1, start: '16:00', end: '18:00' },
        { day: 4, start: '16:00', end: '18:00' },
      ],
      timeZone: 'Europe/Berlin',
      maxTeams: 4,
      // Midnight in Berlin.
      notAvailableUntil: '2026-12-23T23:00:00.000Z',
      languages: ['en', 'de'],
    });
  });

  it('refuses overlapping slots with the contract’s message, and removes a slot', async () => {
    const { user, calls } = renderApp({ path: '/mentoring', handlers: dashboardHandlers() });
    const form = await findSection('Availability');
    await user.click(await form.findByRole('button', { name: 'Add time slot' }));
    await user.click(form.getByRole('button', { name: 'Save availability' }));
    expect(
      await form.findByText('Two time slots on the same day overlap: please join or move them'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'SetMentorAvailability')).toBe(false);
    await user.click(form.getByRole('button', { name: 'Remove time slot 2' }));
    expect(form.getAllByRole('combobox', { name: 'Day' })).toHaveLength(1);
  });

  it('speaks German', async () => {
    renderApp({ path: '/mentoring', browserLanguage: 'de-DE', handlers: dashboardHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentoring' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Offene Anfragen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projekte, die auf Feedback warten' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Verfügbarkeit speichern' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'Annehmen' })).length).toBe(2);
  });
});
