import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, makeTeam, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makePageMember, makePersonPage, makeTeamPage } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const sent = {
  __typename: 'TeamInvitation',
  id: 'i-1',
  status: 'pending',
  teamId: TEAM,
  invitedUserId: 'u-2',
};
const person = (id: string, firstName: string, lastName: string) => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  profileImageUrl: null,
  role: 'student',
});
/** Ada (u-1, the signed-in user) leads a forming team with open seats. */
const adasTeam = makeTeam({ id: TEAM, name: 'Waste Watchers', leaderId: 'u-1', isMember: true });

function renderTeamPage(handlers: Record<string, MockHandler> = {}) {
  const team = makeTeamPage({
    id: TEAM,
    leaderId: 'u-1',
    isMember: true,
    canManage: true,
    members: [makePageMember('u-1', 'Ada', 'leader')],
    memberCount: 1,
    openSeats: 3,
  });
  return renderApp({
    path: `/teams/${TEAM}`,
    handlers: { ...signedInWithEmptyLists(), TeamPage: () => ({ data: { team } }), ...handlers },
  });
}

describe('inviting to a team (docs/product.md §11.3)', () => {
  it('the leader finds a person by name on the team page and invites them', async () => {
    const { user, calls } = renderTeamPage({
      PeopleToInvite: ({ search }) => ({
        data: {
          people: String(search).toLowerCase().startsWith('gr') ? [person('u-2', 'Grace', 'Hopper')] : [],
        },
      }),
      InviteToTeam: () => ({ data: { inviteToTeam: sent } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone to Waste Watchers' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gr');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Invite Grace Hopper' }, { timeout: 3000 }),
    );
    expect(await screen.findByText('Invitation sent!')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'InviteToTeam')?.variables).toEqual({
      input: { teamId: TEAM, userId: 'u-2' },
    });
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason in the dialog (already invited), in German too", async () => {
    window.localStorage.setItem('language', 'de');
    const { user } = renderTeamPage({
      PeopleToInvite: () => ({ data: { people: [person('u-2', 'Grace', 'Hopper')] } }),
      InviteToTeam: () => gqlError('Diese Person ist schon zu diesem Team eingeladen', { code: 'CONFLICT' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jemanden zu Waste Watchers einladen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Grace');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Grace Hopper einladen' }, { timeout: 3000 }),
    );
    expect(
      await within(dialog).findByText('Diese Person ist schon zu diesem Team eingeladen'),
    ).toBeInTheDocument();
    window.localStorage.removeItem('language');
  });

  it('offers no Invite for a full team', async () => {
    const team = makeTeamPage({ id: TEAM, leaderId: 'u-1', isMember: true, canManage: true, openSeats: 0 });
    renderApp({
      path: `/teams/${TEAM}`,
      handlers: { ...signedInWithEmptyLists(), TeamPage: () => ({ data: { team } }) },
    });
    expect(await screen.findByRole('button', { name: 'Edit team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });

  it("invites from a person's page to one of the leader's open teams", async () => {
    const { user, calls } = renderApp({
      path: '/people/u-2',
      handlers: {
        ...signedInWithEmptyLists(),
        MyTeams: () => ({ data: { myTeams: connection([adasTeam]) } }),
        MentoringTeamChoices: () => ({ data: { myTeams: connection([]) } }),
        PersonPage: () => ({ data: { user: makePersonPage(), challenges: connection([]) } }),
        InviteToTeam: () => ({ data: { inviteToTeam: sent } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to team: Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Grace Hopper to a team' });
    expect(within(dialog).getByRole('combobox', { name: 'Team' })).toHaveTextContent('Waste Watchers');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The team invitation has been sent successfully.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'InviteToTeam')?.variables).toEqual({
      input: { teamId: TEAM, userId: 'u-2' },
    });
  });

  it("offers no invitation to someone who leads no open team, and none on one's own page", async () => {
    renderApp({
      path: '/people/u-1',
      handlers: {
        ...signedInWithEmptyLists(),
        MyTeams: () => ({ data: { myTeams: connection([adasTeam]) } }),
        PersonPage: () => ({
          data: {
            user: makePersonPage({ id: 'u-1', firstName: 'Ada', lastName: 'Lovelace' }),
            challenges: connection([]),
          },
        }),
      },
    });
    const edit = await screen.findByRole('link', { name: 'Edit profile' });
    expect(edit).toHaveAttribute('href', '/profile-setup');
    expect(screen.queryByRole('button', { name: /Invite to team/ })).not.toBeInTheDocument();
  });

  it('invites a recommended person from the dashboard', async () => {
    const { user, calls } = renderApp({
      path: '/',
      handlers: {
        ...signedInWithEmptyLists(),
        MyTeams: () => ({ data: { myTeams: connection([adasTeam]) } }),
        RecommendedUsers: () => ({
          data: {
            recommendedUsers: connection([
              {
                __typename: 'RecommendedUser',
                id: 'u-2',
                firstName: 'Grace',
                lastName: 'Hopper',
                role: 'student',
                experience: 'beginner',
                profileImageUrl: null,
                sharedSkills: ['Python'],
                sharedInterests: [],
              },
            ]),
          },
        }),
        InviteToTeam: () => ({ data: { inviteToTeam: sent } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to team: Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Grace Hopper to a team' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent!')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'InviteToTeam')).toBe(true);
  });
});
