import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@creators/texts';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';

const signedOut: Record<string, MockHandler> = {
  Me: () => ({ data: { me: null } }),
  AccountFeatures: () => ({ data: { accountFeatures: { passwordReset: true } } }),
};
const TOKEN = 'abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123_';

describe('"Forgot your password?" on the sign-in page', () => {
  it('leads to /forgot-password where mail is sent', async () => {
    const { user } = renderApp({ path: '/login', handlers: signedOut });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(location()).toBe('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('is not offered without mail', async () => {
    renderApp({
      path: '/login',
      handlers: {
        ...signedOut,
        AccountFeatures: () => ({ data: { accountFeatures: { passwordReset: false } } }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
  });
});

describe('/forgot-password', () => {
  it('checks the address, sends it and confirms without saying whether an account has it', async () => {
    const { user, calls } = renderApp({
      path: '/forgot-password',
      handlers: { ...signedOut, RequestPasswordReset: () => ({ data: { requestPasswordReset: true } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'RequestPasswordReset')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '  Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'If an account exists for this address, we sent a link to reset its password. It is valid for 30 minutes.',
    );
    const request = calls.find((c) => c.operationName === 'RequestPasswordReset');
    expect(request?.variables).toEqual({ input: { email: 'ada@example.com' } });
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(location()).toBe('/login');
  });

  it('speaks German and shows the server’s refusal (too many links)', async () => {
    localStorage.setItem('language', 'de');
    const waitMessage =
      'Du hast zu viele Links zum Zurücksetzen angefordert. Bitte versuche es in 12 Minuten erneut.';
    const { user } = renderApp({
      path: '/forgot-password',
      handlers: {
        ...signedOut,
        RequestPasswordReset: () => gqlError(waitMessage, { code: 'TOO_MANY_REQUESTS' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }));
    expect(await screen.findByText(waitMessage)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeInTheDocument();
  });

  it('says so when this installation sends no mail', async () => {
    renderApp({
      path: '/forgot-password',
      handlers: {
        ...signedOut,
        AccountFeatures: () => ({ data: { accountFeatures: { passwordReset: false } } }),
      },
    });
    expect(await screen.findByText(MESSAGES.en['error.reset.unavailable'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('checks the new password by the registration rules and its confirmation', async () => {
    const { user, calls } = renderApp({ path: `/reset-password?token=${TOKEN}`, handlers: signedOut });
    await user.type(await screen.findByLabelText('New password'), '123');
    await user.type(screen.getByLabelText('Confirm new password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'ResetPassword')).toBe(false);
  });

  it('sets the new password with the token, tells the person and goes to the sign-in page', async () => {
    const { user, calls } = renderApp({
      path: `/reset-password?token=${TOKEN}`,
      handlers: { ...signedOut, ResetPassword: () => ({ data: { resetPassword: true } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    const toast = screen.getByRole('status');
    expect(within(toast).getByText('Password changed')).toBeInTheDocument();
    expect(within(toast).getByText('Please sign in with your new password.')).toBeInTheDocument();
    const reset = calls.find((c) => c.operationName === 'ResetPassword');
    expect(reset?.variables).toEqual({ input: { token: TOKEN, password: 'a-new-password' } });
  });

  it('shows an expired or used link in German, with the way to a new one', async () => {
    localStorage.setItem('language', 'de');
    const message = MESSAGES.de['error.reset.invalid'];
    const { user } = renderApp({
      path: `/reset-password?token=${TOKEN}`,
      handlers: {
        ...signedOut,
        ResetPassword: () => gqlError(message, { code: 'BAD_USER_INPUT', fields: { token: message } }),
      },
    });
    await user.type(await screen.findByLabelText('Neues Passwort'), 'ein-neues-passwort');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'ein-neues-passwort');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Neues Passwort')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Neuen Link anfordern' }));
    expect(location()).toBe('/forgot-password');
  });

  it('says a link without a token does not work', async () => {
    renderApp({ path: '/reset-password', handlers: signedOut });
    expect(await screen.findByText(MESSAGES.en['error.reset.invalid'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
