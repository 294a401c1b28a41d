import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { person } from '../test/pageFixtures';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });

const invitation = {
  __typename: 'TeamInvitation',
  id: 'i-1',
  status: 'pending',
  createdAt: '2026-11-04T10:00:00.000Z',
  expiresAt: '2026-11-18T10:00:00.000Z',
  team: { __typename: 'Team', id: 't-1', name: 'Waste Watchers' },
  inviter: person('u-2', 'Grace', 'Hopper'),
};

const renderDashboard = (handlers: Record<string, MockHandler>) =>
  renderApp({ path: '/', handlers: { ...signedInWithEmptyLists(), ...handlers } });

describe('team invitations on the dashboard', () => {
  it('shows nothing without pending invitations', async () => {
    renderDashboard({ MyInvitations: () => ({ data: { myInvitations: connection([]) } }) });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Team invitations' })).not.toBeInTheDocument();
  });

  it('accepts an invitation (joining the team)', async () => {
    let pending = [invitation];
    const { user, calls } = renderDashboard({
      MyInvitations: () => ({ data: { myInvitations: connection(pending) } }),
      AcceptTeamInvitation: () => {
        pending = [];
        return { data: { acceptTeamInvitation: { __typename: 'Team', id: 't-1', name: 'Waste Watchers' } } };
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Team invitations' }));
    expect(card.getByText(/Grace Hopper invited you to/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Waste Watchers' })).toHaveAttribute('href', '/teams/t-1');
    await user.click(card.getByRole('button', { name: 'Accept the invitation to Waste Watchers' }));
    expect(await screen.findByText('Welcome to Waste Watchers!')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'AcceptTeamInvitation')?.variables).toEqual({ id: 'i-1' });
    await eventually(() =>
      expect(screen.queryByRole('region', { name: 'Team invitations' })).not.toBeInTheDocument(),
    );
  });

  it('shows why accepting failed (a full team)', async () => {
    const { user } = renderDashboard({
      MyInvitations: () => ({ data: { myInvitations: connection([invitation]) } }),
      AcceptTeamInvitation: () => gqlError('This team is full', { code: 'CONFLICT' }),
    });
    const card = within(await screen.findByRole('region', { name: 'Team invitations' }));
    await user.click(card.getByRole('button', { name: 'Accept the invitation to Waste Watchers' }));
    expect(await screen.findByText('This team is full')).toBeInTheDocument();
  });

  it('declines an invitation', async () => {
    const { user, calls } = renderDashboard({
      MyInvitations: () => ({ data: { myInvitations: connection([invitation]) } }),
      DeclineTeamInvitation: () => ({
        data: { declineTeamInvitation: { __typename: 'TeamInvitation', id: 'i-1', status: 'declined' } },
      }),
    });
    const card = within(await screen.findByRole('region', { name: 'Team invitations' }));
    await user.click(card.getByRole('button', { name: 'Decline the invitation to Waste Watchers' }));
    expect(await screen.findByText('You declined the invitation to Waste Watchers.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'DeclineTeamInvitation')?.variables).toEqual({ id: 'i-1' });
  });
});
