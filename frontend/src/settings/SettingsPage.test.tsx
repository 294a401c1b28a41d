import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';

interface TestSession {
  __typename: 'AccountSession';
  id: string;
  current: boolean;
  browser: string | null;
  network: string | null;
  createdAt: string;
  lastSeenAt: string;
}

const session = (overrides: Partial<TestSession> & { id: string }): TestSession => ({
  __typename: 'AccountSession',
  current: false,
  browser: 'Chrome on Android',
  network: '203.0.113.0/24',
  createdAt: '2026-11-20T12:00:00.000Z',
  lastSeenAt: '2026-11-26T12:00:00.000Z',
  ...overrides,
});

const THIS_BROWSER = session({
  id: 'pub-1',
  current: true,
  browser: 'Firefox on Linux',
  network: '198.51.100.0/24',
  createdAt: '2026-11-24T12:00:00.000Z',
});
const PHONE = session({ id: 'pub-2', browser: 'Chrome on Android', network: '203.0.113.0/24' });
const LAPTOP = session({
  id: 'pub-3',
  browser: 'Safari on macOS',
  network: '2001:db8:1::/48',
  createdAt: '2026-11-18T12:00:00.000Z',
  lastSeenAt: '2026-11-19T12:00:00.000Z',
});

/** The signed-in app with the sessions the server holds now (`sessions.list`, changed by the mutations). */
function settingsHandlers(overrides: Record<string, MockHandler> = {}) {
  const sessions = { list: [THIS_BROWSER, PHONE, LAPTOP] };
  const handlers: Record<string, MockHandler> = {
    ...signedInWithEmptyLists(),
    MySessions: () => ({ data: { mySessions: sessions.list } }),
    ChangePassword: () => {
      sessions.list = sessions.list.filter((s) => s.current);
      return { data: { changePassword: true } };
    },
    EndSession: ({ id }) => {
      sessions.list = sessions.list.filter((s) => s.id !== id);
      return { data: { endSession: true } };
    },
    EndOtherSessions: () => {
      const ended = sessions.list.filter((s) => !s.current).length;
      sessions.list = sessions.list.filter((s) => s.current);
      return { data: { endOtherSessions: ended } };
    },
    ...overrides,
  };
  return { handlers, sessions };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));
const passwordForm = () => within(screen.getByRole('region', { name: 'Change password' }));

describe('settings (/settings)', () => {
  it('lists the sessions, newest first: this browser marked, the others with Sign out', async () => {
    renderApp({ path: '/settings', handlers: settingsHandlers().handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const sessions = await region('Your sessions');
    const list = await sessions.findByRole('list', { name: 'Signed-in browsers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const current = within(items[0]!);
    expect(current.getByText('Firefox on Linux')).toBeInTheDocument();
    expect(current.getByText('This browser')).toBeInTheDocument();
    expect(current.getByText('Network 198.51.100.0/24')).toBeInTheDocument();
    expect(current.getByText(/^Signed in Nov 24, 2026/)).toBeInTheDocument();
    expect(current.getByText(/^Last seen Nov 26, 2026/)).toBeInTheDocument();
    expect(current.queryByRole('button')).not.toBeInTheDocument();

    const phone = within(items[1]!);
    expect(phone.getByText('Network 203.0.113.0/24')).toBeInTheDocument();
    expect(phone.queryByText('This browser')).not.toBeInTheDocument();
    const signOut = phone.getByRole('button', { name: 'Sign out Chrome on Android' });
    expect(signOut).toHaveTextContent('Sign out');
    expect(within(items[2]!).getByText('Network 2001:db8:1::/48')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/^Last seen Nov 19, 2026/)).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  });

  it('checks the new password in English before sending anything', async () => {
    const { user, calls } = renderApp({ path: '/settings', handlers: settingsHandlers().handlers });
    const form = await region('Change password');
    const submit = form.getByRole('button', { name: 'Change password' });

    await user.click(submit);
    expect(await form.findByText('Please enter your current password')).toBeInTheDocument();
    expect(form.getByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(form.getByLabelText('Current password'), 'old-secret');
    await user.type(form.getByLabelText('New password'), 'abc');
    await user.type(form.getByLabelText('Confirm new password'), 'abc');
    await user.click(submit);
    expect(await form.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.type(form.getByLabelText('New password'), 'defgh');
    await user.type(form.getByLabelText('Confirm new password'), 'xyz');
    await user.click(submit);
    expect(await form.findByText("Passwords don't match")).toBeInTheDocument();
    expect(form.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
    expect(calls.some((call) => call.operationName === 'ChangePassword')).toBe(false);
  });

  it('shows and hides each password with its own toggle', async () => {
    const { user } = renderApp({ path: '/settings', handlers: settingsHandlers().handlers });
    const form = await region('Change password');
    const field = form.getByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(form.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(form.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true');
    expect(form.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(form.getByRole('button', { name: 'Show current password' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Show confirmed password' })).toBeInTheDocument();
  });

  it('changes the password: sends the current and the new one, then lists only this browser', async () => {
    const { user, calls } = renderApp({ path: '/settings', handlers: settingsHandlers().handlers });
    const form = await region('Change password');
    await screen.findByRole('button', { name: 'Sign out Chrome on Android' });
    await user.type(form.getByLabelText('Current password'), 'old-secret');
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.type(form.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Password changed')).toBeInTheDocument();
    expect(within(toast).getByText('Your other sessions were signed out.')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'ChangePassword')?.variables).toEqual({
      input: { currentPassword: 'old-secret', newPassword: 'new-secret' },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign out Chrome on Android' })).not.toBeInTheDocument(),
    );
    expect(passwordForm().getByLabelText('Current password')).toHaveValue('');
    expect(passwordForm().getByLabelText('New password')).toHaveValue('');
  });

  it('shows a wrong current password at its field, in the server’s words', async () => {
    const { handlers } = settingsHandlers({
      ChangePassword: () =>
        gqlError('The request is not valid', {
          code: 'BAD_USER_INPUT',
          fields: { currentPassword: 'Your current password is not correct' },
        }),
    });
    const { user } = renderApp({ path: '/settings', handlers });
    const form = await region('Change password');
    await user.type(form.getByLabelText('Current password'), 'not-it');
    await user.type(form.getByLabelText('New password'), 'new-secret');
    await user.type(form.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(await screen.findByRole('alert')).getByText('Your password could not be changed.'),
    ).toBeInTheDocument();
  });

  it('signs out one other session', async () => {
    const { user, calls } = renderApp({ path: '/settings', handlers: settingsHandlers().handlers });
    await user.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Signed out Chrome on Android')).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'EndSession')?.variables).toEqual({ id: 'pub-2' });
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out Safari on macOS' })).toBeInTheDocument();
  });

  it('signs out everywhere else after asking', async () => {
    const { user, calls } = renderApp({ path: '/settings', handlers: settingsHandlers().handlers });
    const sessions = await region('Your sessions');
    await sessions.findByRole('button', { name: 'Sign out Chrome on Android' });
    await user.click(sessions.getByRole('button', { name: 'Sign out everywhere else' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else' });
    expect(
      within(dialog).getByText(
        'Every other browser you are signed in with is signed out. This browser stays signed in.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.operationName === 'EndOtherSessions')).toBe(false);

    await user.click(sessions.getByRole('button', { name: 'Sign out everywhere else' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out everywhere else' });
    await user.click(within(again).getByRole('button', { name: 'Sign out everywhere else' }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Signed out everywhere else')).toBeInTheDocument();
    expect(within(toast).getByText('2 sessions were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1));
    expect(sessions.getByText('You are signed in with this browser only.')).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('speaks German', async () => {
    const { user } = renderApp({
      path: '/settings',
      handlers: settingsHandlers().handlers,
      browserLanguage: 'de-DE',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    const sessions = await region('Deine Sitzungen');
    expect(await sessions.findByText('Dieser Browser')).toBeInTheDocument();
    expect(sessions.getByText('Netz 203.0.113.0/24')).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: 'Chrome on Android abmelden' })).toBeInTheDocument();
    expect(sessions.getByRole('button', { name: 'Überall sonst abmelden' })).toBeInTheDocument();

    const form = await region('Passwort ändern');
    await user.type(form.getByLabelText('Aktuelles Passwort'), 'old-secret');
    await user.type(form.getByLabelText('Neues Passwort'), 'new-secret');
    await user.type(form.getByLabelText('Neues Passwort bestätigen'), 'other-secret');
    await user.click(form.getByRole('button', { name: 'Passwort ändern' }));
    expect(await form.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
  });

  it('is where the user menu’s Settings leads (Profile leads to the person’s own page)', async () => {
    const { user } = renderApp({ path: '/', handlers: settingsHandlers().handlers });
    await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/people/u-1');
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    expect(location()).toBe('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});

describe('a session ended elsewhere', () => {
  it('shows the sign-in page when the gateway says `signedOut`', async () => {
    const signedIn = { now: true };
    const { handlers } = settingsHandlers();
    const me = handlers.Me!;
    const { socket } = renderApp({
      path: '/settings',
      handlers: { ...handlers, Me: (variables) => (signedIn.now ? me(variables) : { data: { me: null } }) },
    });
    await screen.findByRole('button', { name: 'Sign out Chrome on Android' });

    // The session was ended from another browser: the server no longer knows it.
    signedIn.now = false;
    act(() => socket.emit('signedOut', {}));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('You were signed out')).toBeInTheDocument();
  });
});
