import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection, signedInWithEmptyLists } from '../test/domainFixtures';
import type { MockHandler } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';

/** The fixed clock: five minutes before the first meeting (the tests run in UTC). */
const NOW = '2026-12-01T14:55:00.000Z';

const meeting = (id: string, title: string, scheduledAt: string, overrides = {}) => ({
  __typename: 'Meeting',
  id,
  title,
  scheduledAt,
  duration: 60,
  meetingUrl: `https://meet.example.com/${id}`,
  status: 'scheduled',
  team: { __typename: 'Team', id: 't-1', name: 'Waste Watchers' },
  ...overrides,
});

const renderDashboard = (handlers: Record<string, MockHandler>, browserLanguage?: string) =>
  renderApp({ path: '/', browserLanguage, handlers: { ...signedInWithEmptyLists(), ...handlers } });
const findCard = async (name: string) =>
  within(await screen.findByRole('region', { name }, { timeout: 5_000 }));

describe('upcoming meetings on the dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => vi.useRealTimers());

  it('says "No upcoming meetings" when there are none', async () => {
    renderDashboard({ UpcomingMeetings: () => ({ data: { myMeetings: connection([]) } }) });
    const card = await findCard('Upcoming Meetings');
    expect(await card.findByText('No upcoming meetings')).toBeInTheDocument();
  });

  it('lists the next three with team, title and local time, and the join link only near the start', async () => {
    const { calls } = renderDashboard({
      UpcomingMeetings: () => ({
        data: {
          myMeetings: connection([
            meeting('m-1', 'Weekly stand-up', '2026-12-01T15:00:00.000Z'),
            meeting('m-2', 'Gone', '2026-12-01T16:00:00.000Z', { status: 'cancelled' }),
            meeting('m-3', 'Prototype review', '2026-12-02T09:30:00.000Z'),
            meeting('m-4', 'Retro', '2026-12-03T09:30:00.000Z'),
            meeting('m-5', 'Demo day', '2026-12-04T09:30:00.000Z'),
            meeting('m-0', 'Kick-off', '2026-11-20T09:30:00.000Z'),
          ]),
        },
      }),
    });
    const card = await findCard('Upcoming Meetings');
    const list = within(await card.findByRole('list'));
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(list.getByText('Weekly stand-up')).toBeInTheDocument();
    expect(list.getByText('Prototype review')).toBeInTheDocument();
    expect(list.getByText('Retro')).toBeInTheDocument();
    expect(list.queryByText('Gone')).not.toBeInTheDocument();
    expect(list.queryByText('Demo day')).not.toBeInTheDocument();
    expect(list.getAllByRole('link', { name: 'Waste Watchers' })[0]).toHaveAttribute('href', '/teams/t-1');
    expect(list.getByText('Dec 1, 2026, 3:00 PM · 60 min')).toBeInTheDocument();
    expect(list.getByRole('link', { name: /Join Weekly stand-up/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/m-1',
    );
    expect(list.queryByRole('link', { name: /Join Prototype review/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'UpcomingMeetings')?.variables).toEqual({ first: 6 });
  });

  it('speaks German', async () => {
    renderDashboard(
      {
        UpcomingMeetings: () => ({
          data: { myMeetings: connection([meeting('m-1', 'Weekly stand-up', '2026-12-01T15:00:00.000Z')]) },
        }),
      },
      'de-DE',
    );
    const card = await findCard('Anstehende Meetings');
    expect(await card.findByText('01.12.2026, 15:00 · 60 Min.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Weekly stand-up beitreten/ })).toBeInTheDocument();
  });
});
