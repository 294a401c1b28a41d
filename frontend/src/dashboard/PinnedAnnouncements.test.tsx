import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler, type MockResult } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });

const announcement = (id: string, title: string, body: string, createdAt: string) => ({
  __typename: 'Announcement',
  id,
  programmeId: 'pr-1',
  title,
  body,
  createdAt,
});

const KICK_OFF = announcement(
  'a-1',
  'Kick-off on Monday',
  '<b>Bring your laptop</b>\nWe start at 9.',
  '2027-03-01T09:00:00.000Z',
);
const DEADLINE = announcement(
  'a-2',
  'Deadline moved',
  'Submissions close on Friday.',
  '2027-03-03T09:00:00.000Z',
);

const pinned =
  (...lists: ReturnType<typeof announcement>[][]): MockHandler =>
  () => ({ data: { pinnedAnnouncements: lists.length > 1 ? lists.shift()! : lists[0]! } });

const renderDashboard = (handlers: Record<string, MockHandler>) =>
  renderApp({ path: '/', handlers: { ...signedInWithEmptyLists(), ...handlers } });

const findAnnouncements = async () =>
  within(await screen.findByRole('region', { name: 'Announcements' }, { timeout: 5_000 }));

describe('announcements pinned on the dashboard', () => {
  it('shows them newest first, each body as plain text (markup shows as typed) with its date', async () => {
    renderDashboard({ PinnedAnnouncements: pinned([KICK_OFF, DEADLINE]) });
    const region = await findAnnouncements();
    const cards = region.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'announcement-a-2',
      'announcement-a-1',
    ]);
    const kickOff = within(region.getByRole('article', { name: 'Kick-off on Monday' }));
    expect(kickOff.getByText(/<b>Bring your laptop<\/b>/)).toBeInTheDocument();
    expect(region.getByRole('article', { name: 'Kick-off on Monday' }).querySelector('b')).toBeNull();
    expect(kickOff.getByText('Mar 1, 2027')).toHaveAttribute('dateTime', KICK_OFF.createdAt);
  });

  it('takes one off at once with Dismiss, before the server answers', async () => {
    const answer = deferred<MockResult>();
    const { user, calls } = renderDashboard({
      PinnedAnnouncements: pinned([KICK_OFF, DEADLINE]),
      DismissAnnouncement: () => answer.promise,
    });
    const region = await findAnnouncements();
    await user.click(region.getByRole('button', { name: 'Dismiss the announcement Kick-off on Monday' }));
    expect(screen.queryByRole('article', { name: 'Kick-off on Monday' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Deadline moved' })).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'DismissAnnouncement')?.variables).toEqual({
      id: 'a-1',
    });
    await act(async () => answer.resolve({ data: { dismissAnnouncement: true } }));
    expect(screen.queryByRole('article', { name: 'Kick-off on Monday' })).not.toBeInTheDocument();
  });

  it('brings it back and says so when it could not be dismissed', async () => {
    const { user } = renderDashboard({
      PinnedAnnouncements: pinned([KICK_OFF]),
      DismissAnnouncement: () => gqlError('Service unavailable', { code: 'SERVICE_UNAVAILABLE' }),
    });
    const region = await findAnnouncements();
    await user.click(region.getByRole('button', { name: /Dismiss/ }));
    expect(
      await screen.findByText('The announcement could not be dismissed.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kick-off on Monday' })).toBeInTheDocument();
  });

  it('shows a new one without a reload when its notification arrives', async () => {
    const { socket, calls } = renderDashboard({ PinnedAnnouncements: pinned([], [DEADLINE]) });
    await eventually(() =>
      expect(calls.filter((call) => call.operationName === 'PinnedAnnouncements')).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    act(() =>
      socket.emit('notification', {
        id: 'n-1',
        type: 'programme.announcement',
        createdAt: DEADLINE.createdAt,
        data: { announcementId: 'a-2', title: 'Deadline moved', programmeName: 'Spring Cohort 2027' },
      }),
    );
    const region = await findAnnouncements();
    expect(region.getByRole('article', { name: 'Deadline moved' })).toBeInTheDocument();
  });

  it('shows nothing without any', async () => {
    renderDashboard({ PinnedAnnouncements: pinned([]) });
    expect(await screen.findByText('Recent Achievements', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
