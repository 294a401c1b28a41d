import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { gqlError } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';

function signedOutThenIn() {
  let signedIn = false;
  return {
    Me: () => ({ data: { me: signedIn ? makeUser() : null } }),
    Login: () => {
      signedIn = true;
      return { data: { login: makeUser() } };
    },
    ...emptyDashboard,
  };
}

describe('auth page', () => {
  it('shows the login validation messages in English', async () => {
    const { user, calls } = renderApp({ path: '/login', handlers: { Me: () => ({ data: { me: null } }) } });
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'Login')).toBe(false);
  });

  it('shows the login validation messages in German', async () => {
    localStorage.setItem('language', 'de');
    const { user } = renderApp({ path: '/login', handlers: { Me: () => ({ data: { me: null } }) } });
    await user.type(await screen.findByLabelText('E-Mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Passwort'), '123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens 6 Zeichen lang sein')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user } = renderApp({ path: '/login', handlers: { Me: () => ({ data: { me: null } }) } });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, welcomes the user and goes to the dashboard', async () => {
    const { user, calls } = renderApp({ path: '/login', handlers: signedOutThenIn() });
    await user.type(await screen.findByLabelText('Email'), '  Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(location()).toBe('/');
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Welcome back!')).toBeInTheDocument();
    expect(within(toast).getByText('You have successfully logged in.')).toBeInTheDocument();
    const login = calls.find((c) => c.operationName === 'Login');
    expect(login?.variables).toEqual({ input: { email: 'ada@example.com', password: 'secret123' } });
    expect(login?.headers['Accept-Language']).toBe('en');
    // The login's answer is the signed-in user: the session is not asked for again.
    expect(calls.filter((c) => c.operationName === 'Me').length).toBe(1);
  });

  it("takes the account's language over the browser's default after signing in (no choice saved here)", async () => {
    let signedIn = false;
    const german = makeUser({ language: 'de' });
    const { user, localeStore } = renderApp({
      path: '/login',
      browserLanguage: 'en-US',
      handlers: {
        Me: () => ({ data: { me: signedIn ? german : null } }),
        Login: () => {
          signedIn = true;
          return { data: { login: german } };
        },
        ...emptyDashboard,
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück, Ada' }),
    ).toBeInTheDocument();
    expect(localeStore.get()).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
  });

  it('reads "Signing in..." while the login is pending', async () => {
    const { user } = renderApp({
      path: '/login',
      handlers: { Me: () => ({ data: { me: null } }), Login: () => new Promise(() => {}) },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('shows the server message when the login fails', async () => {
    const { user } = renderApp({
      path: '/login',
      handlers: {
        Me: () => ({ data: { me: null } }),
        Login: () => gqlError('Invalid email or password', { code: 'UNAUTHENTICATED' }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login failed')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid email or password')).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('falls back to a generic message when the server sends none', async () => {
    const { user } = renderApp({
      path: '/login',
      handlers: {
        Me: () => ({ data: { me: null } }),
        Login: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please check your credentials and try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });
});
