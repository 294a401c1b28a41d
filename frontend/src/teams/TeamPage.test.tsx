import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makeInvitation, makePageMeeting, makePageMember, makeTeamPage } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const ID = '00000000-0000-4000-8000-00000000t001';
const teamAnswer = { __typename: 'Team', id: ID, updatedAt: '2026-11-04T10:00:00.000Z' };

const renderTeam = (answer: MockHandler, handlers: Record<string, MockHandler> = {}) =>
  renderApp({
    path: `/teams/${ID}`,
    handlers: { ...signedInWithEmptyLists(), TeamPage: answer, ...handlers },
  });

/** The signed-in user (u-1, Ada) leads the team with Alan (u-3) in it. */
const ledTeam = (overrides = {}) =>
  makeTeamPage({
    id: ID,
    leaderId: 'u-1',
    isMember: true,
    canManage: true,
    members: [makePageMember('u-3', 'Alan'), makePageMember('u-1', 'Ada', 'leader')],
    ...overrides,
  });

describe('team page (/teams/:id)', () => {
  it('shows a skeleton while loading', async () => {
    renderTeam(() => new Promise(() => {}));
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown id', async () => {
    renderTeam(() => ({ data: { team: null } }));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows members (leader first, linked to their pages), open seats, challenge, projects and Join', async () => {
    const team = makeTeamPage({
      id: ID,
      challenge: {
        __typename: 'Challenge',
        id: 'c-1',
        title: 'Reduce food waste',
        status: 'archived',
      } as never,
      projects: [{ __typename: 'Project', id: 'p-1', title: 'Leftover Scale' }] as never,
      members: [makePageMember('u-3', 'Alan'), makePageMember('u-2', 'Grace', 'leader')],
    });
    const { user, calls } = renderTeam(() => ({ data: { team } }), {
      JoinTeamFromPage: () => ({ data: { joinTeam: teamAnswer } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Waste Watchers' })).toBeInTheDocument();
    const members = within(screen.getByRole('list', { name: 'Members' }));
    const links = members.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/Grace Test/);
    expect(links[0]).toHaveAttribute('href', '/people/u-2');
    expect(screen.getByText(/2 open seats/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reduce food waste' })).toHaveAttribute(
      'href',
      '/challenges/c-1',
    );
    expect(screen.getByText('This challenge is archived.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leftover Scale' })).toHaveAttribute('href', '/projects/p-1');
    expect(screen.queryByRole('button', { name: 'Edit team' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Team' }));
    await eventually(() => expect(calls.some((c) => c.operationName === 'JoinTeamFromPage')).toBe(true));
    expect(calls.find((c) => c.operationName === 'JoinTeamFromPage')?.variables).toEqual({ teamId: ID });
  });

  it('lists its milestones with the progress: each done, or what is missing', async () => {
    renderTeam(() => ({ data: { team: makeTeamPage({ id: ID }) } }));
    const list = within(await screen.findByRole('list', { name: 'Milestones: 2 of 5' }, { timeout: 5_000 }));
    expect(screen.getByText('Progress: 40%')).toBeInTheDocument();
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓At least two membersDone',
      '○Challenge chosenMissing: the team chooses a challenge',
      '✓First mentor meeting heldDone',
      '○Project createdMissing: the team creates its project',
      '○Project submittedMissing: the project is submitted',
    ]);
  });

  it('names the milestones in German', async () => {
    renderApp({
      path: `/teams/${ID}`,
      browserLanguage: 'de-DE',
      handlers: {
        ...signedInWithEmptyLists(),
        TeamPage: () => ({ data: { team: makeTeamPage({ id: ID }) } }),
      },
    });
    const list = within(
      await screen.findByRole('list', { name: 'Meilensteine: 2 von 5' }, { timeout: 5_000 }),
    );
    expect(list.getByText('Mindestens zwei Mitglieder')).toBeInTheDocument();
    expect(list.getByText('Challenge gewählt')).toBeInTheDocument();
    expect(list.getByText('Erstes Mentoring-Treffen')).toBeInTheDocument();
    expect(list.getByText('Projekt angelegt')).toBeInTheDocument();
    expect(list.getByText('Projekt eingereicht')).toBeInTheDocument();
    expect(list.getByText('Fehlt: das Projekt wird eingereicht')).toBeInTheDocument();
  });

  it('shows its members the coming meetings with their calendar links; the join link only near the time', async () => {
    const meeting = makePageMeeting({ id: 'm-1', scheduledAt: '2099-12-01T15:00:00.000Z' });
    renderTeam(() => ({ data: { team: ledTeam({ meetings: [meeting] as never }) } }));
    const list = within(await screen.findByRole('list', { name: 'Upcoming Meetings' }));
    expect(list.getByText('Demo day')).toBeInTheDocument();
    expect(list.getByText(/45 min/)).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Add to calendar: Demo day' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/meetings\/m-1\/calendar\.ics\?lang=en&tz=[\w%]+/),
    );
    // Far ahead: no join link yet (TeamMeetings.test.tsx checks the timing with a fixed clock).
    expect(list.queryByRole('link', { name: /Join Demo day/ })).not.toBeInTheDocument();
  });

  it('shows no meetings section to someone outside the team', async () => {
    renderTeam(() => ({ data: { team: makeTeamPage({ id: ID }) } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waste Watchers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Meetings' })).not.toBeInTheDocument();
  });

  it('lets a member leave after confirming', async () => {
    const { user, calls } = renderTeam(() => ({ data: { team: makeTeamPage({ id: ID, isMember: true }) } }), {
      LeaveTeam: () => ({ data: { leaveTeam: teamAnswer } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave team' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Leave team' }));
    await user.click(dialog.getByRole('button', { name: 'Leave team' }));
    await eventually(() => expect(calls.some((c) => c.operationName === 'LeaveTeam')).toBe(true));
    expect(await screen.findByText('You left Waste Watchers.')).toBeInTheDocument();
    // The page is read again after leaving.
    await eventually(() =>
      expect(calls.filter((c) => c.operationName === 'TeamPage').length).toBeGreaterThan(1),
    );
  });

  it('lets the leader remove a member and hand over the lead, not to or from themselves', async () => {
    const { user, calls } = renderTeam(() => ({ data: { team: ledTeam() } }), {
      RemoveTeamMember: () => ({ data: { removeTeamMember: teamAnswer } }),
      TransferTeamLead: () => ({ data: { transferTeamLead: teamAnswer } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Waste Watchers' });
    expect(screen.getByRole('link', { name: /Ada Test \(you\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ada Test' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Alan Test' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Alan Test' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'RemoveTeamMember')?.variables).toEqual({
        teamId: ID,
        userId: 'u-3',
      }),
    );
    expect(await screen.findByText('Alan Test is no longer in the team.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Hand the lead to Alan Test' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Hand the lead to Alan Test' }),
    );
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'TransferTeamLead')?.variables).toEqual({
        teamId: ID,
        userId: 'u-3',
      }),
    );
  });

  it('shows the server’s reason when an action is refused', async () => {
    const { user } = renderTeam(() => ({ data: { team: ledTeam() } }), {
      RemoveTeamMember: () => gqlError('Only the leader of this team can do that', { code: 'FORBIDDEN' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Alan Test' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Alan Test' }));
    expect(await screen.findByText('Only the leader of this team can do that')).toBeInTheDocument();
  });

  it('shows the leader every invitation with its state, and withdraws a pending one', async () => {
    const pending = makeInvitation({ id: 'i-1' });
    const declined = makeInvitation({
      id: 'i-2',
      status: 'declined',
      invitedUserId: 'u-8',
      invitedUser: {
        __typename: 'User',
        id: 'u-8',
        firstName: 'Edsger',
        lastName: 'Test',
        profileImageUrl: null,
      } as never,
    });
    const { user, calls } = renderTeam(
      () => ({ data: { team: ledTeam({ invitations: [pending, declined] }) } }),
      {
        WithdrawTeamInvitation: () => ({
          data: { withdrawTeamInvitation: { __typename: 'TeamInvitation', id: 'i-1', status: 'withdrawn' } },
        }),
      },
    );
    const list = within(await screen.findByRole('list', { name: 'Invitations' }));
    expect(list.getByText('Pending')).toBeInTheDocument();
    expect(list.getByText('Declined')).toBeInTheDocument();
    expect(
      list.queryByRole('button', { name: 'Withdraw the invitation of Edsger Test' }),
    ).not.toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Withdraw the invitation of Linus Test' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'WithdrawTeamInvitation')?.variables).toEqual({
        id: 'i-1',
      }),
    );
  });

  it('lets the leader change the status; back to forming only with open seats', async () => {
    const { user, calls } = renderTeam(
      () => ({ data: { team: ledTeam({ status: 'active', openSeats: 0, memberCount: 4 }) } }),
      { UpdateTeam: () => ({ data: { updateTeam: teamAnswer } }) },
    );
    expect(await screen.findByRole('button', { name: 'Back to forming' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'UpdateTeam')?.variables).toEqual({
        id: ID,
        input: { expectedUpdatedAt: '2026-11-03T10:00:00.000Z', status: 'completed' },
      }),
    );
  });

  it('lets the leader edit the team; a size below the member count shows the server’s message', async () => {
    const { user, calls } = renderTeam(() => ({ data: { team: ledTeam() } }), {
      UpdateTeam: () => gqlError('The team has more members than that', { code: 'CONFLICT' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit team' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit team' }));
    expect(dialog.getByRole('textbox', { name: 'Team Name' })).toHaveValue('Waste Watchers');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Maximum Members' }), '2');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('The team has more members than that')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpdateTeam')?.variables).toEqual({
      id: ID,
      input: {
        expectedUpdatedAt: '2026-11-03T10:00:00.000Z',
        name: 'Waste Watchers',
        description: 'We weigh leftovers.',
        maxMembers: 2,
        challengeId: '',
      },
    });
  });

  it('reads the team again when it changes live (a member left)', async () => {
    let members = [makePageMember('u-3', 'Alan'), makePageMember('u-1', 'Ada', 'leader')];
    const { socket } = renderTeam(() => ({ data: { team: ledTeam({ members }) } }));
    expect(await screen.findByRole('button', { name: 'Remove Alan Test' })).toBeInTheDocument();
    await eventually(() =>
      expect(socket.published).toContainEqual({ event: 'watch', payload: { type: 'team', id: ID } }),
    );
    members = [makePageMember('u-1', 'Ada', 'leader')];
    act(() => socket.emit('changed', { type: 'team', id: ID }));
    await eventually(() =>
      expect(screen.queryByRole('button', { name: 'Remove Alan Test' })).not.toBeInTheDocument(),
    );
  });

  it('speaks German', async () => {
    renderApp({
      path: `/teams/${ID}`,
      browserLanguage: 'de-DE',
      handlers: {
        ...signedInWithEmptyLists(),
        TeamPage: () => ({ data: { team: makeTeamPage({ id: ID, isMember: true }) } }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Team verlassen' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Mitglieder' })).toBeInTheDocument();
    expect(screen.getByText(/2 freie Plätze/)).toBeInTheDocument();
  });

  it('watches the team again after the socket reconnects', async () => {
    const { socket } = renderTeam(() => ({ data: { team: makeTeamPage({ id: ID }) } }));
    await screen.findByRole('heading', { level: 1, name: 'Waste Watchers' });
    const watches = () =>
      socket.published.filter((m) => m.event === 'watch' && (m.payload as { id: string }).id === ID).length;
    await eventually(() => expect(watches()).toBe(1));
    act(() => socket.reconnect());
    expect(watches()).toBe(2);
  });
});
