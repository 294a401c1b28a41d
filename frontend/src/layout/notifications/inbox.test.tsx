import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connection, notificationPreferences } from '../../test/fixtures';
import { signedInWithEmptyLists } from '../../test/domainFixtures';
import { location, renderApp } from '../../test/renderApp';

/** The inbox of docs/product.md "Notification inbox": stored notifications, the unread count, read state, settings. */
const stored = (id: string, read: boolean, teamName: string, createdAt: string) => ({
  __typename: 'Notification',
  id,
  type: 'team.member_joined',
  createdAt,
  read,
  data: { teamId: 't1', teamName, userId: 'm-1', leaderId: 'u-1', userName: 'Lena Berg' },
});
const badge = () => screen.getByTestId('notifications-dot').querySelector('.MuiBadge-badge')!;

function inboxHandlers(unread = 2) {
  return {
    ...signedInWithEmptyLists(),
    UnreadNotificationCount: () => ({ data: { unreadNotificationCount: unread } }),
    MyNotifications: (variables: Record<string, unknown>) => ({
      data: {
        myNotifications: variables.after
          ? connection([stored('n0', true, 'Oldest', '2026-11-20T09:00:00.000Z')])
          : connection(
              [
                stored('n2', false, 'Alpha', '2026-11-22T09:00:00.000Z'),
                stored('n1', true, 'Beta', '2026-11-21T09:00:00.000Z'),
              ],
              { endCursor: 'cursor-1', totalCount: 3 },
            ),
      },
    }),
    MarkAllNotificationsRead: () => ({ data: { markAllNotificationsRead: 0 } }),
    MarkNotificationsRead: () => ({ data: { markNotificationsRead: 1 } }),
  };
}

describe('the notification inbox', () => {
  it('shows the stored unread count after a reload, lists stored and live notifications, and marks all read', async () => {
    const { user, socket, calls } = renderApp({ path: '/resources', handlers: inboxHandlers() });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    expect(bell).toHaveAccessibleDescription('2 unread notifications');
    act(() => {
      socket.emit('notification', {
        id: 'live-1',
        type: 'team.chat_mention',
        createdAt: '2026-11-23T09:00:00.000Z',
        data: {
          teamId: 't9',
          teamName: 'River',
          messageId: 'm',
          authorId: 'a',
          authorName: 'Ann Lee',
          mentionedUserIds: ['u-1'],
          excerpt: 'see you at six',
        },
      });
    });
    expect(badge()).toHaveTextContent('3');

    await user.click(bell);
    const menu = within(screen.getByRole('menu', { name: 'Notifications' }));
    const mention = await menu.findByRole('menuitem', {
      name: /Ann Lee mentioned you in River: “see you at six”/,
    });
    expect(mention).toHaveAccessibleName(/Unread/);
    expect(
      await menu.findByRole('menuitem', { name: /Lena Berg joined your team Alpha/ }),
    ).toHaveAccessibleName(/Unread/);
    expect(menu.getByRole('menuitem', { name: /Lena Berg joined your team Beta/ })).not.toHaveAccessibleName(
      /Unread/,
    );
    await user.click(menu.getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(badge()).toHaveClass('MuiBadge-invisible'));
    expect(calls.some((call) => call.operationName === 'MarkAllNotificationsRead')).toBe(true);
    expect(menu.getByRole('menuitem', { name: /Ann Lee mentioned you/ })).not.toHaveAccessibleName(/Unread/);
    // The item is gone with the last unread one; focus stays in the menu, on 'See all notifications'.
    expect(menu.queryByRole('menuitem', { name: 'Mark all as read' })).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'See all notifications' })).toHaveFocus();
    await user.click(menu.getByRole('menuitem', { name: 'See all notifications' }));
    expect(location()).toBe('/notifications');
  });

  it('takes the count another device read (notificationsRead)', async () => {
    const { socket } = renderApp({ path: '/resources', handlers: inboxHandlers(4) });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(badge()).toHaveTextContent('4'));
    act(() => socket.emit('notificationsRead', { ids: ['n2'], unread: 3 }));
    expect(badge()).toHaveTextContent('3');
    act(() => socket.emit('notificationsRead', { ids: 'all', unread: 0 }));
    expect(badge()).toHaveClass('MuiBadge-invisible');
  });

  it('keeps a count another device read when a count asked before it answers after it', async () => {
    let answerLate: ((count: number) => void) | null = null;
    let asked = 0;
    const { socket } = renderApp({
      path: '/resources',
      handlers: {
        ...inboxHandlers(1),
        UnreadNotificationCount: () => {
          asked += 1;
          if (asked === 1) return { data: { unreadNotificationCount: 1 } };
          // The read after a reconnection, answered only after the other device's 'mark all as read'.
          return new Promise((resolve) => {
            answerLate = (count) => resolve({ data: { unreadNotificationCount: count } });
          });
        },
      },
    });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    act(() => socket.reconnect());
    await waitFor(() => expect(answerLate).not.toBeNull());
    act(() => socket.emit('notificationsRead', { ids: 'all', unread: 0 }));
    expect(badge()).toHaveClass('MuiBadge-invisible');
    await act(async () => answerLate!(1));
    expect(badge()).toHaveClass('MuiBadge-invisible');
  });

  it('the notifications page: newest first, unread ones marked, load more, opening one marks it read', async () => {
    const { user, calls } = renderApp({ path: '/notifications', handlers: inboxHandlers() });
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Lena Berg joined your team Alpha'),
      expect.stringContaining('Lena Berg joined your team Beta'),
    ]);
    expect(items[0]).toHaveAccessibleName(/Unread/);
    expect(items[1]).not.toHaveAccessibleName(/Unread/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('button', { name: /Oldest/ })).toBeInTheDocument();
    await user.click(items[0]!);
    await waitFor(() =>
      expect(calls.find((call) => call.operationName === 'MarkNotificationsRead')?.variables).toEqual({
        input: { ids: ['n2'] },
      }),
    );
    expect(location()).toBe('/teams/t1');
  });

  it('speaks German', async () => {
    const { user } = renderApp({
      path: '/notifications',
      handlers: inboxHandlers(),
      browserLanguage: 'de-DE',
    });
    expect(await screen.findByRole('heading', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(await screen.findByText('2 ungelesene Benachrichtigungen', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }));
    expect(
      await screen.findByText('Keine ungelesenen Benachrichtigungen', { selector: 'p' }),
    ).toBeInTheDocument();
  });
});

describe('notification settings', () => {
  it('a switch per kind, in the app and by email, saved at once', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/settings',
      handlers: {
        ...inboxHandlers(),
        UpdateNotificationPreferences: (variables) => {
          sent.push(variables.input);
          return {
            data: {
              updateNotificationPreferences: notificationPreferences({
                likes: { inApp: false, email: true },
              }),
            },
          };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const inApp = await within(section).findByRole('switch', { name: 'Likes of your projects: in the app' });
    expect(inApp).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'New challenges: by email' })).not.toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Mentions in team chats: by email' })).toBeChecked();
    await user.click(inApp);
    await waitFor(() => expect(sent).toEqual([{ likes: { inApp: false, email: true } }]));
    await waitFor(() => expect(inApp).not.toBeChecked());
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  });

  it('programme news has its switches; new challenges come in a daily digest unless one asks for each', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp({
      path: '/settings',
      handlers: {
        ...inboxHandlers(),
        UpdateNotificationPreferences: (variables) => {
          sent.push(variables.input);
          return { data: { updateNotificationPreferences: notificationPreferences({}, 'each') } };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByRole('switch', { name: 'Programme news: in the app' })).toBeChecked();
    expect(within(section).getByRole('switch', { name: 'Programme news: by email' })).toBeChecked();
    const choice = within(section).getByRole('radiogroup', { name: 'How new challenges reach you' });
    expect(choice).toHaveAccessibleDescription(/once a day when there is something new/);
    const daily = within(choice).getByRole('radio', { name: 'In one digest a day' });
    const each = within(choice).getByRole('radio', { name: 'One by one, as each is published' });
    expect(daily).toBeChecked();
    expect(each).not.toBeChecked();
    await user.click(each);
    await waitFor(() => expect(sent).toEqual([{ newChallengesDelivery: 'each' }]));
    await waitFor(() => expect(each).toBeChecked());
    expect(daily).not.toBeChecked();
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    renderApp({ path: '/settings', handlers: inboxHandlers(), browserLanguage: 'de-DE' });
    const section = await screen.findByRole('region', { name: 'Benachrichtigungen' });
    expect(
      await within(section).findByRole('switch', { name: 'Neue Challenges: per E-Mail' }),
    ).not.toBeChecked();
    expect(within(section).getByRole('columnheader', { name: 'In der App' })).toBeInTheDocument();
    expect(
      within(section).getByRole('switch', { name: 'Neuigkeiten aus dem Programm: in der App' }),
    ).toBeChecked();
    const choice = within(section).getByRole('radiogroup', { name: 'Wie dich neue Challenges erreichen' });
    expect(within(choice).getByRole('radio', { name: 'In einer Zusammenfassung am Tag' })).toBeChecked();
    expect(
      within(choice).getByRole('radio', { name: 'Einzeln, sobald eine veröffentlicht wird' }),
    ).not.toBeChecked();
  });
});
