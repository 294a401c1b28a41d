import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makePageMeeting, makePageMember, makeTeamPage, person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const ID = '00000000-0000-4000-8000-00000000t001';
const MENTOR = '00000000-0000-4000-8000-0000000000m7';
/** The fixed clock of these tests: five minutes before the first meeting starts (the tests run in UTC). */
const NOW = '2026-12-01T14:55:00.000Z';

const mentor = { ...person(MENTOR, 'Jonas', 'Berg') };

/** The signed-in user (u-1, Ada) is a member of a team mentored by Jonas. */
const memberTeam = (overrides = {}) =>
  makeTeamPage({
    id: ID,
    isMember: true,
    members: [makePageMember('u-2', 'Grace', 'leader'), makePageMember('u-1', 'Ada')],
    mentorIds: [MENTOR],
    mentors: [mentor] as never,
    ...overrides,
  });

const renderTeam = (
  answer: MockHandler,
  handlers: Record<string, MockHandler> = {},
  browserLanguage?: string,
) =>
  renderApp({
    path: `/teams/${ID}`,
    browserLanguage,
    handlers: { ...signedInWithEmptyLists(), TeamPage: answer, ...handlers },
  });

const meetingAnswer = (id: string) => ({
  __typename: 'Meeting',
  id,
  scheduledAt: '2026-12-03T16:00:00.000Z',
  duration: 60,
  notes: null,
  status: 'scheduled',
  updatedAt: '2026-12-01T14:56:00.000Z',
});

describe('team page: mentors and meetings', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the coming meetings in local time with the join link only near their start, and the past ones with notes', async () => {
    const soon = makePageMeeting({ id: 'm-1', mentorId: MENTOR, mentor: mentor as never });
    const later = makePageMeeting({
      id: 'm-2',
      title: 'Retro',
      scheduledAt: '2026-12-02T09:30:00.000Z',
      duration: 30,
      meetingUrl: 'https://meet.example.com/retro',
    });
    const cancelled = makePageMeeting({ id: 'm-3', title: 'Gone', status: 'cancelled' });
    const past = makePageMeeting({
      id: 'm-0',
      title: 'Kick-off',
      scheduledAt: '2026-11-24T15:00:00.000Z',
      status: 'held',
      notes: 'Interview three cafeterias.',
    });
    renderTeam(() => ({
      data: {
        team: memberTeam({ meetings: [soon, later, cancelled] as never, pastMeetings: [past] as never }),
      },
    }));
    const list = within(await screen.findByRole('list', { name: 'Upcoming Meetings' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.queryByText('Gone')).not.toBeInTheDocument();
    expect(list.getByText('Dec 1, 2026, 3:00 PM, 45 min').parentElement).toHaveTextContent(
      'Dec 1, 2026, 3:00 PM, 45 min · With Jonas Berg',
    );
    expect(list.getByText('Dec 2, 2026, 9:30 AM, 30 min')).toHaveAttribute(
      'datetime',
      '2026-12-02T09:30:00.000Z',
    );
    // 5 minutes before the start: the link to join; the next day's meeting has none yet.
    expect(list.getByRole('link', { name: /Join Demo day/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/demo',
    );
    expect(list.queryByRole('link', { name: /Join Retro/ })).not.toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Add to calendar: Retro' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/meetings\/m-2\/calendar\.ics\?lang=en&tz=[\w%]+/),
    );
    expect(list.getByRole('button', { name: 'Reschedule: Retro' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Cancel meeting: Retro' })).toBeInTheDocument();

    const pastList = within(screen.getByRole('list', { name: 'Past meetings' }));
    expect(pastList.getByText('Kick-off')).toBeInTheDocument();
    expect(pastList.getByText('Interview three cafeterias.')).toBeInTheDocument();
    expect(pastList.getByRole('button', { name: 'Edit notes: Kick-off' })).toBeInTheDocument();
  });

  it('shows the link entered when scheduling on the meeting card, opening in a new tab, also long before it starts', async () => {
    const later = makePageMeeting({
      id: 'm-2',
      title: 'Retro',
      scheduledAt: '2026-12-02T09:30:00.000Z',
      meetingUrl: 'https://meet.example.com/retro',
    });
    const noLink = makePageMeeting({
      id: 'm-4',
      title: 'Sketching',
      scheduledAt: '2026-12-04T09:30:00.000Z',
      meetingUrl: null,
    });
    renderTeam(() => ({ data: { team: memberTeam({ meetings: [later, noLink] as never }) } }));
    const list = within(await screen.findByRole('list', { name: 'Upcoming Meetings' }));
    const link = list.getByRole('link', { name: 'Meeting link of Retro (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/retro');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveTextContent('meet.example.com/retro');
    expect(list.queryByRole('link', { name: /Meeting link of Sketching/ })).not.toBeInTheDocument();
  });

  it('shows the join link until the meeting ends, not before 10 minutes ahead', async () => {
    vi.setSystemTime(new Date('2026-12-01T14:49:00.000Z'));
    const { unmount } = renderTeam(() => ({
      data: { team: memberTeam({ meetings: [makePageMeeting()] as never }) },
    }));
    const list = within(await screen.findByRole('list', { name: 'Upcoming Meetings' }));
    expect(list.queryByRole('link', { name: /Join Demo day/ })).not.toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2026-12-01T15:40:00.000Z'));
    renderTeam(() => ({ data: { team: memberTeam({ meetings: [makePageMeeting()] as never }) } }));
    const ongoing = within(await screen.findByRole('list', { name: 'Upcoming Meetings' }));
    expect(ongoing.getByRole('link', { name: /Join Demo day/ })).toBeInTheDocument();
  });

  it('validates the schedule dialog with the rules’ messages and schedules a meeting without a mentor', async () => {
    const { user, calls } = renderTeam(() => ({ data: { team: memberTeam() } }), {
      ScheduleTeamMeeting: () => ({ data: { scheduleMeeting: meetingAnswer('m-9') } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule meeting' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Schedule meeting' }));
    expect(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue(60);
    expect(dialog.getByRole('combobox', { name: 'Mentor' })).toHaveDisplayValue('None');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }), '5');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText('A meeting title has 2 to 120 characters')).toBeInTheDocument();
    expect(dialog.getByText('Please choose a time')).toBeInTheDocument();
    expect(dialog.getByText('A meeting lasts between 15 and 240 minutes')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'ScheduleTeamMeeting')).toBe(false);

    // A time already past is refused before it is sent.
    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '2026-11-30T10:00' } });
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Weekly stand-up');
    await user.clear(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }));
    await user.type(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }), '30');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText(/Please choose a time in the future/)).toBeInTheDocument();

    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '2026-12-03T16:00' } });
    await user.type(
      dialog.getByRole('textbox', { name: 'Meeting link' }),
      'https://meet.example.com/standup',
    );
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'ScheduleTeamMeeting')?.variables).toEqual({
        teamId: ID,
        input: {
          title: 'Weekly stand-up',
          scheduledAt: '2026-12-03T16:00:00.000Z',
          duration: 30,
          meetingUrl: 'https://meet.example.com/standup',
        },
      }),
    );
    expect(await screen.findByText('Meeting scheduled!')).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a mentor’s free slots in local time and sends the chosen one', async () => {
    const slots = [
      { __typename: 'FreeSlot', startsAt: '2026-12-03T16:00:00.000Z', endsAt: '2026-12-03T18:00:00.000Z' },
      { __typename: 'FreeSlot', startsAt: '2026-12-04T09:00:00.000Z', endsAt: '2026-12-04T09:30:00.000Z' },
    ];
    const { user, calls } = renderTeam(() => ({ data: { team: memberTeam() } }), {
      TeamMentorFreeSlots: () => ({ data: { mentorFreeSlots: slots } }),
      ScheduleTeamMeeting: () => ({ data: { scheduleMeeting: meetingAnswer('m-9') } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule meeting' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Schedule meeting' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Prototype review');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Mentor' }), 'Jonas Berg');
    const time = await dialog.findByRole('combobox', { name: 'Time' });
    await eventually(() => expect(within(time).getAllByRole('option')).toHaveLength(3));
    expect(calls.find((c) => c.operationName === 'TeamMentorFreeSlots')?.variables).toEqual({
      mentorId: MENTOR,
      teamId: ID,
    });
    expect(within(time).getByRole('option', { name: 'Thu, Dec 3, 4:00 PM – 6:00 PM' })).toBeInTheDocument();

    // 60 minutes do not fit into the half hour of the second slot.
    await user.selectOptions(time, 'Fri, Dec 4, 9:00 AM – 9:30 AM');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText(/does not fit into this free time/)).toBeInTheDocument();

    await user.selectOptions(time, 'Thu, Dec 3, 4:00 PM – 6:00 PM');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'ScheduleTeamMeeting')?.variables).toEqual({
        teamId: ID,
        input: {
          title: 'Prototype review',
          scheduledAt: '2026-12-03T16:00:00.000Z',
          duration: 60,
          mentorId: MENTOR,
        },
      }),
    );
  });

  it('shows the server’s reason when the slot was taken meanwhile', async () => {
    const { user } = renderTeam(() => ({ data: { team: memberTeam() } }), {
      TeamMentorFreeSlots: () => ({
        data: {
          mentorFreeSlots: [
            {
              __typename: 'FreeSlot',
              startsAt: '2026-12-03T16:00:00.000Z',
              endsAt: '2026-12-03T18:00:00.000Z',
            },
          ],
        },
      }),
      ScheduleTeamMeeting: () =>
        gqlError('The mentor already has a meeting at this time. Please choose another slot.', {
          code: 'CONFLICT',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule meeting' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Schedule meeting' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Prototype review');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Mentor' }), 'Jonas Berg');
    const time = await dialog.findByRole('combobox', { name: 'Time' });
    await eventually(() => expect(within(time).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(time, 'Thu, Dec 3, 4:00 PM – 6:00 PM');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    expect(await dialog.findByText(/already has a meeting at this time/)).toBeInTheDocument();
  });

  it('cancels a meeting after confirming', async () => {
    const { user, calls } = renderTeam(
      () => ({ data: { team: memberTeam({ meetings: [makePageMeeting({ id: 'm-1' })] as never }) } }),
      {
        CancelTeamMeeting: () => ({
          data: { cancelMeeting: { __typename: 'Meeting', id: 'm-1', status: 'cancelled', updatedAt: NOW } },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel meeting: Demo day' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel meeting' }));
    expect(
      dialog.getByText('Cancel "Demo day" on Dec 1, 2026, 3:00 PM? Everyone in it is told.'),
    ).toBeInTheDocument();
    // Keeping it sends nothing.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.operationName === 'CancelTeamMeeting')).toBe(false);
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Cancel meeting: Demo day' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel meeting' })).getByRole('button', {
        name: 'Cancel meeting',
      }),
    );
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'CancelTeamMeeting')?.variables).toEqual({
        meetingId: 'm-1',
      }),
    );
    expect(await screen.findByText('The meeting "Demo day" was cancelled.')).toBeInTheDocument();
  });

  it('reschedules a meeting and edits the notes of a past one, with the version loaded', async () => {
    const past = makePageMeeting({ id: 'm-0', title: 'Kick-off', scheduledAt: '2026-11-24T15:00:00.000Z' });
    const { user, calls } = renderTeam(
      () => ({
        data: {
          team: memberTeam({
            meetings: [makePageMeeting({ id: 'm-1' })] as never,
            pastMeetings: [past] as never,
          }),
        },
      }),
      {
        UpdateTeamMeeting: (variables) => ({
          data: { updateMeeting: meetingAnswer(variables.meetingId as string) },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Reschedule: Demo day' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Reschedule' }));
    expect(dialog.getByLabelText(/^Time/)).toHaveValue('2026-12-01T15:00');
    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '2026-12-02T17:00' } });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'UpdateTeamMeeting')?.variables).toEqual({
        meetingId: 'm-1',
        input: {
          expectedUpdatedAt: '2026-11-20T10:00:00.000Z',
          scheduledAt: '2026-12-02T17:00:00.000Z',
          duration: 45,
        },
      }),
    );
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit notes: Kick-off' }));
    dialog = within(screen.getByRole('dialog', { name: 'Edit notes' }));
    await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Next: a paper prototype.');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await eventually(() =>
      expect(calls.filter((c) => c.operationName === 'UpdateTeamMeeting')[1]?.variables).toEqual({
        meetingId: 'm-0',
        input: { expectedUpdatedAt: '2026-11-20T10:00:00.000Z', notes: 'Next: a paper prototype.' },
      }),
    );
  });

  it('shows the mentors; the leader ends a mentoring and a member withdraws a pending request', async () => {
    const request = {
      __typename: 'MentoringRequest',
      id: 'r-1',
      mentorId: 'u-8',
      mentor: person('u-8', 'Edsger'),
      topics: ['Python'],
      status: 'pending',
      createdAt: '2026-11-30T10:00:00.000Z',
      expiresAt: '2026-12-07T10:00:00.000Z',
    };
    const answered = { ...request, id: 'r-0', status: 'declined' };
    const team = memberTeam({
      leaderId: 'u-1',
      canManage: true,
      members: [makePageMember('u-1', 'Ada', 'leader')],
      mentoringRequests: [request, answered] as never,
    });
    const { user, calls } = renderTeam(() => ({ data: { team } }), {
      EndTeamMentoring: () => ({ data: { endMentoring: { __typename: 'Team', id: ID, mentorIds: [] } } }),
      WithdrawTeamMentoringRequest: () => ({
        data: {
          withdrawMentoringRequest: { __typename: 'MentoringRequest', id: 'r-1', status: 'withdrawn' },
        },
      }),
    });
    const mentors = within(await screen.findByRole('list', { name: 'Mentors' }));
    expect(mentors.getByRole('link', { name: /Jonas Berg/ })).toHaveAttribute('href', `/people/${MENTOR}`);
    const requests = within(screen.getByRole('list', { name: 'Mentoring requests' }));
    expect(requests.getAllByRole('listitem')).toHaveLength(1);
    expect(requests.getByText(/Topics: Python/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a mentor' })).toHaveAttribute('href', '/mentors');

    await user.click(requests.getByRole('button', { name: 'Withdraw the request to Edsger Test' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'WithdrawTeamMentoringRequest')?.variables).toEqual({
        requestId: 'r-1',
      }),
    );

    await user.click(mentors.getByRole('button', { name: 'End mentoring with Jonas Berg' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'End mentoring' })).getByRole('button', {
        name: 'End mentoring',
      }),
    );
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'EndTeamMentoring')?.variables).toEqual({
        teamId: ID,
        mentorId: MENTOR,
      }),
    );
  });

  it('lets a mentor of the team see and schedule its meetings; outsiders see the mentors only', async () => {
    const mentored = makeTeamPage({
      id: ID,
      mentorIds: ['u-1'],
      mentors: [person('u-1', 'Ada', 'Lovelace')] as never,
      meetings: [makePageMeeting()] as never,
    });
    const { unmount } = renderTeam(() => ({ data: { team: mentored } }));
    expect(await screen.findByRole('list', { name: 'Upcoming Meetings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule meeting' })).toBeInTheDocument();
    // The mentor themself may step down.
    expect(screen.getByRole('button', { name: 'End mentoring with Ada Lovelace' })).toBeInTheDocument();
    unmount();

    renderTeam(() => ({
      data: { team: makeTeamPage({ id: ID, mentors: [mentor] as never, mentorIds: [MENTOR] }) },
    }));
    expect(await screen.findByRole('list', { name: 'Mentors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule meeting' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /End mentoring/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Past meetings' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderTeam(
      () => ({
        data: {
          team: memberTeam({
            meetings: [makePageMeeting({ mentorId: MENTOR, mentor: mentor as never })] as never,
          }),
        },
      }),
      {},
      'de-DE',
    );
    const list = within(await screen.findByRole('list', { name: 'Anstehende Meetings' }));
    expect(list.getByText('01.12.2026, 15:00, 45 Min.').parentElement).toHaveTextContent(
      '01.12.2026, 15:00, 45 Min. · Mit Jonas Berg',
    );
    expect(list.getByRole('link', { name: /Demo day beitreten/ })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Zum Kalender hinzufügen: Demo day' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mentoren' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vergangene Meetings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meeting planen' })).toBeInTheDocument();
  });
});
