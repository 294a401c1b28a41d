import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../ui/useRelogin';
import {
  connection,
  deferred,
  makeChallenge,
  makeMember,
  makeTeam,
  pagedList,
  settle,
  signedInWithEmptyLists,
} from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';

/** Lists answer after a debounce and a round trip: generous on a busy machine. */
const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const discover = () => within(screen.getByRole('region', { name: 'Discover Teams' }));
const teamCard = (name: string) => within(screen.getByRole('article', { name }));
const findTeamCard = async (name: string) => within(await screen.findByRole('article', { name }));
const unauthenticated = () => gqlError('Unauthorized', { code: 'UNAUTHENTICATED' });
/** The teams list as the server answers it: search on name or description, status, paged. */
const teamsHandler = (teams: ReturnType<typeof makeTeam>[]) =>
  pagedList('teams', teams, (team, v) => {
    const needle = ((v.search as string) ?? '').toLowerCase();
    return (
      (!v.status || team.status === v.status) &&
      (!needle || `${team.name} ${team.description ?? ''}`.toLowerCase().includes(needle))
    );
  });
/** The teams page, signed in, listing `teams` (other lists empty unless `handlers` answer them). */
const renderTeams = (
  teams: ReturnType<typeof makeTeam>[],
  handlers: Record<string, MockHandler> = {},
  path = '/teams',
) =>
  renderApp({
    path,
    handlers: { ...signedInWithEmptyLists(), Teams: teamsHandler(teams), ...handlers },
  });

describe('teams page', () => {
  it('shows 6 skeleton cards while loading', async () => {
    renderApp({
      path: '/teams',
      handlers: { ...signedInWithEmptyLists(), Teams: () => new Promise(() => {}) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('shows "No teams found" with "Create First Team", and no My Teams section without teams', async () => {
    const { user } = renderApp({ path: '/teams', handlers: signedInWithEmptyLists() });
    expect(await screen.findByText('No teams found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Teams' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create First Team' }));
    expect(screen.getByRole('dialog', { name: 'Create a New Team' })).toBeInTheDocument();
  });

  it('searches name or description and filters by status', async () => {
    const { user } = renderTeams([
      makeTeam({ name: 'Waste Watchers', description: 'Fewer bins overflowing', status: 'forming' }),
      makeTeam({ name: 'Study Circle', description: 'Quiet rooms for EXAMS', status: 'active' }),
      makeTeam({ name: 'Done Deal', description: null, status: 'completed' }),
    ]);
    await screen.findByRole('article', { name: 'Waste Watchers' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Teams', 'Forming', 'Active', 'Completed']);
    const names = () =>
      discover()
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')!.textContent);

    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'exams');
    await eventually(() => expect(names()).toEqual(['Study Circle']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search teams' }));
    await user.selectOptions(status, 'completed');
    await eventually(() => expect(names()).toEqual(['Done Deal']));
    expect(teamCard('Done Deal').getByText('No description provided')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'waste');
    await eventually(() => expect(discover().getByText('No teams found')).toBeInTheDocument());
    expect(discover().getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('shows real member counts and progress, and the action each team allows', async () => {
    renderTeams([
      makeTeam({ name: 'Mine', isMember: true, memberCount: 2, progress: 40 }),
      makeTeam({ name: 'Open', status: 'forming', memberCount: 2, maxMembers: 4 }),
      makeTeam({ name: 'Full', status: 'forming', memberCount: 3, maxMembers: 3 }),
      makeTeam({ name: 'Busy', status: 'active', memberCount: 1 }),
    ]);
    await screen.findByRole('article', { name: 'Mine' });
    expect(teamCard('Mine').getByText('2/4 members')).toBeInTheDocument();
    expect(teamCard('Mine').getByText('40%')).toBeInTheDocument();
    expect(teamCard('Mine').getByRole('progressbar', { name: 'Progress of Mine' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(teamCard('Mine').getByRole('button', { name: 'Already Member' })).toBeDisabled();
    expect(teamCard('Open').getByRole('button', { name: 'Join Team' })).toBeEnabled();
    expect(teamCard('Full').getByText('3/3 members')).toBeInTheDocument();
    expect(teamCard('Full').getByRole('button', { name: 'Contact Team' })).toBeEnabled();
    expect(teamCard('Busy').getByRole('button', { name: 'Contact Team' })).toBeEnabled();
    expect(teamCard('Busy').getByText('Active')).toBeInTheDocument();
  });

  it('shows who is on a team that takes no new members (Contact Team)', async () => {
    const { user } = renderTeams([
      makeTeam({
        name: 'Busy',
        status: 'active',
        leaderId: 'l-1',
        memberCount: 2,
        members: [makeMember('l-1', 'Lena', 'Lead', 'leader'), makeMember('m-2', 'Max')],
      }),
    ]);
    await user.click((await findTeamCard('Busy')).getByRole('button', { name: 'Contact Team' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Busy' }));
    expect(dialog.getByText(/not taking new members/)).toBeInTheDocument();
    expect(dialog.getByText('Lena Lead')).toBeInTheDocument();
    expect(dialog.getByText(/^Leader · Joined/)).toBeInTheDocument();
    expect(dialog.getByText('Max Test')).toBeInTheDocument();
  });

  it('shows the mentors of a mentored team on its card, and nothing about mentors otherwise', async () => {
    renderTeams([
      makeTeam({
        name: 'Mentored',
        mentors: [
          { __typename: 'User', id: 'm-7', firstName: 'Jonas', lastName: 'Berg', profileImageUrl: null },
          { __typename: 'User', id: 'm-8', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null },
        ] as never,
      }),
      makeTeam({ name: 'On their own' }),
    ]);
    expect(
      (await findTeamCard('Mentored')).getByText('Mentored by Jonas Berg, Grace Hopper'),
    ).toBeInTheDocument();
    expect(teamCard('On their own').queryByText(/Mentored by/)).not.toBeInTheDocument();
  });

  it('lists my teams with Team of N, the chat with its unread messages and the members button', async () => {
    const mine = makeTeam({
      name: 'Waste Watchers',
      description: null,
      memberCount: 3,
      isMember: true,
      leaderId: 'u-1',
      members: [makeMember('u-1', 'Ada', 'Lovelace', 'leader')],
    });
    const { user } = renderTeams([mine], {
      MyTeams: () => ({ data: { myTeams: connection([mine]) } }),
      MyTeamChatUnread: () => ({
        data: { myTeamChatUnread: [{ __typename: 'TeamChatUnread', teamId: mine.id, unread: 2 }] },
      }),
    });
    const section = within(await screen.findByRole('region', { name: 'My Teams' }));
    const card = within(section.getByRole('article', { name: 'Waste Watchers' }));
    expect(card.getByText('Team of 3')).toBeInTheDocument();
    expect(card.getByText('No description provided')).toBeInTheDocument();
    expect(card.getByText('Created Nov 3, 2026')).toBeInTheDocument();
    expect(card.getByText('You lead this team')).toBeInTheDocument();
    // docs/product.md §11.6: the Chat button opens the team's chat, with the messages not read yet.
    const chat = await card.findByRole('link', { name: /^Chat\W+2 unread messages$/ });
    expect(chat).toHaveAttribute('href', `/teams/${mine.id}/chat`);
    await user.click(card.getByRole('button', { name: 'Show the members of Waste Watchers' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Waste Watchers' })).getByText('Ada Lovelace'),
    ).toBeInTheDocument();
  });

  it('joins a forming team: "Joining...", then the toast, Already Member and fresh lists', async () => {
    let team = makeTeam({ name: 'Open', memberCount: 1 });
    const answer = deferred<{ data: unknown }>();
    const { user, calls } = renderApp({
      path: '/teams',
      handlers: {
        ...signedInWithEmptyLists(),
        Teams: () => ({ data: { teams: connection([team]) } }),
        JoinTeam: () => answer.promise as never,
      },
    });
    await user.click((await findTeamCard('Open')).getByRole('button', { name: 'Join Team' }));
    expect(teamCard('Open').getByRole('button', { name: 'Joining...' })).toBeDisabled();
    expect(calls.find((c) => c.operationName === 'JoinTeam')?.variables).toEqual({ teamId: team.id });
    const reads = calls.filter((c) => c.operationName === 'MyTeams').length;
    team = { ...team, isMember: true, memberCount: 2 };
    answer.resolve({ data: { joinTeam: team } });
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Joined team!')).toBeInTheDocument();
    expect(within(toast).getByText('You have successfully joined the team.')).toBeInTheDocument();
    expect(teamCard('Open').getByRole('button', { name: 'Already Member' })).toBeDisabled();
    expect(teamCard('Open').getByText('2/4 members')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'MyTeams').length).toBeGreaterThan(reads),
    );
  });

  it.each([
    [
      'the server message of a conflict',
      gqlError('This team is already full', { code: 'CONFLICT' }),
      'This team is already full',
    ],
    [
      '"Failed to join team." otherwise',
      gqlError('boom', { code: 'INTERNAL_SERVER_ERROR' }),
      'Failed to join team.',
    ],
  ])('shows %s when joining fails', async (_, result, message) => {
    const { user } = renderTeams([makeTeam({ name: 'Open' })], { JoinTeam: () => result });
    await user.click((await findTeamCard('Open')).getByRole('button', { name: 'Join Team' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(teamCard('Open').getByRole('button', { name: 'Join Team' })).toBeEnabled();
  });

  it('on a signed-out join says so and goes to /api/login after 500 ms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    renderTeams([makeTeam({ name: 'Open' })], { JoinTeam: unauthenticated });
    const join = (await findTeamCard('Open')).getByRole('button', { name: 'Join Team' });
    vi.useFakeTimers();
    fireEvent.click(join);
    await settle();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Unauthorized')).toBeInTheDocument();
    expect(within(alert).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it('validates the create form, offers 2 to 6 members (default 4) and the challenges, and creates the team', async () => {
    const challenge = makeChallenge({ title: 'Smart Bins' });
    const { user, calls } = renderApp({
      path: '/teams',
      handlers: {
        ...signedInWithEmptyLists(),
        ChallengeChoices: () => ({ data: { challenges: connection([challenge]) } }),
        CreateTeam: () => ({ data: { createTeam: makeTeam({ name: 'Bin Team', isMember: true }) } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Team' }));
    const size = dialog.getByRole('combobox', { name: 'Maximum Members' });
    expect(size).toHaveValue('4');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2 members', '3 members', '4 members', '5 members', '6 members']);
    await user.click(dialog.getByRole('button', { name: 'Create Team' }));
    expect(await dialog.findByText('Team name must be between 2 and 80 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'CreateTeam')).toBe(false);

    await user.type(dialog.getByRole('textbox', { name: 'Team Name' }), 'Bin Team');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'We empty bins');
    await user.selectOptions(size, '6');
    await dialog.findByRole('option', { name: 'Smart Bins' });
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Challenge (optional)' }), challenge.id);
    const reads = calls.filter((c) => c.operationName === 'Teams').length;
    await user.click(dialog.getByRole('button', { name: 'Create Team' }));
    expect(within(await screen.findByRole('status')).getByText('Team created!')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'CreateTeam')?.variables).toEqual({
      input: {
        name: 'Bin Team',
        description: 'We empty bins',
        maxMembers: 6,
        status: 'forming',
        challengeId: challenge.id,
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create a New Team' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'Teams').length).toBeGreaterThan(reads),
    );
  });

  it('puts focus on the main content when the dialog closes and its opener, the empty list, is gone', async () => {
    const teams: ReturnType<typeof makeTeam>[] = [];
    const { user } = renderTeams(teams, {
      CreateTeam: () => {
        teams.push(makeTeam({ name: 'Bin Team', isMember: true }));
        return { data: { createTeam: teams[0] } };
      },
    });
    const opener = await screen.findByRole('button', { name: 'Create First Team' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Team' }));
    await user.type(dialog.getByRole('textbox', { name: 'Team Name' }), 'Bin Team');
    await user.click(dialog.getByRole('button', { name: 'Create Team' }));
    await eventually(() => expect(discover().getByRole('article', { name: 'Bin Team' })).toBeInTheDocument());
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).not.toBeInTheDocument();
    await eventually(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('says "Failed to create team." when the create fails', async () => {
    const { user } = renderApp({
      path: '/teams',
      handlers: { ...signedInWithEmptyLists(), CreateTeam: () => gqlError('boom') },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Team' }));
    await user.type(dialog.getByRole('textbox', { name: 'Team Name' }), 'Bin Team');
    await user.click(dialog.getByRole('button', { name: 'Create Team' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create team.');
    expect(
      within(screen.getByRole('region', { name: 'Notifications (F8)', hidden: true })).getByText('Error'),
    ).toBeInTheDocument();
  });

  it('on a signed-out create says so and goes to /api/login after 500 ms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp({
      path: '/teams',
      handlers: { ...signedInWithEmptyLists(), CreateTeam: unauthenticated },
    });
    await user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Create a New Team' }));
    await user.type(dialog.getByRole('textbox', { name: 'Team Name' }), 'Bin Team');
    vi.useFakeTimers();
    fireEvent.click(dialog.getByRole('button', { name: 'Create Team' }));
    await settle();
    expect(dialog.getByRole('alert')).toHaveTextContent('You are logged out. Logging in again...');
    expect(
      within(screen.getByRole('region', { name: 'Notifications (F8)', hidden: true })).getByText(
        'Unauthorized',
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('shows the teams when another service could not resolve a part, and a retry when the list fails', async () => {
    let fail = true;
    const team = makeTeam({ name: 'Partial', members: [{ ...makeMember('m-1', 'Lena'), user: null }] });
    const { user } = renderApp({
      path: '/teams',
      handlers: {
        ...signedInWithEmptyLists(),
        Teams: () =>
          fail
            ? gqlError('Service unavailable')
            : {
                data: { teams: connection([team]) },
                errors: [{ message: 'identity is down', path: ['teams', 'nodes', 0, 'members', 0, 'user'] }],
              },
      },
    });
    expect(await screen.findByText('This list could not be loaded. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Partial' })).toBeInTheDocument();
  });

  it('speaks German', async () => {
    localStorage.setItem('language', 'de');
    renderTeams([
      makeTeam({ name: 'Offen', memberCount: 2 }),
      makeTeam({ name: 'Voll', status: 'active' }),
      makeTeam({ name: 'Meins', isMember: true }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Teams entdecken' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Team erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Teams durchsuchen' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alle Teams', 'In Gründung', 'Aktiv', 'Abgeschlossen']);
    expect(teamCard('Offen').getByText('2/4 Mitglieder')).toBeInTheDocument();
    expect(teamCard('Offen').getByRole('button', { name: 'Team beitreten' })).toBeInTheDocument();
    expect(teamCard('Voll').getByRole('button', { name: 'Team kontaktieren' })).toBeInTheDocument();
    expect(teamCard('Meins').getByRole('button', { name: 'Bereits Mitglied' })).toBeDisabled();
    expect(teamCard('Meins').getByText('Fortschritt')).toBeInTheDocument();
  });
});

describe('teams page: paging and the URL', () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    makeTeam({ name: `Team number ${i + 1}`, status: i % 2 ? 'active' : 'forming' }),
  );
  const names = () =>
    discover()
      .getAllByRole('article')
      .map((a) => a.querySelector('h3')!.textContent);

  it('shows 20 teams, then the rest with Load more', async () => {
    const { user } = renderTeams(many);
    await findTeamCard('Team number 1');
    expect(names()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(names()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the search and status in the URL and opens with them', async () => {
    renderTeams(many, {}, '/teams?search=number%202&status=active');
    await eventually(() =>
      expect(names()).toEqual(['Team number 2', 'Team number 20', 'Team number 22', 'Team number 24']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search teams' })).toHaveValue('number 2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  });
});
