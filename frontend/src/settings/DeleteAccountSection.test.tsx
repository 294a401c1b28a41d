import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { location, renderApp } from '../test/renderApp';

/**
 * The settings page of a signed-in person, whose account the server deletes when asked (`DeleteMyAccount`, or
 * `answer` instead); once deleted, `Me` says signed out.
 */
function handlers(answer?: MockHandler) {
  const account = { deleted: false };
  const base = signedInWithEmptyLists();
  const me = base.Me!;
  const all: Record<string, MockHandler> = {
    ...base,
    MySessions: () => ({ data: { mySessions: [] } }),
    Me: () => (account.deleted ? { data: { me: null } } : me()),
    DeleteMyAccount:
      answer ??
      (() => {
        account.deleted = true;
        return { data: { deleteMyAccount: true } };
      }),
  };
  return { handlers: all, account };
}

const openDialog = async (user: ReturnType<typeof renderApp>['user'], section: string, dialog: string) => {
  const region = within(await screen.findByRole('region', { name: section }));
  await user.click(region.getByRole('button', { name: section }));
  return within(await screen.findByRole('dialog', { name: dialog }));
};

describe('Delete my account (settings)', () => {
  it('explains what happens and waits for the password and the typed address before it can be confirmed', async () => {
    const { user, calls } = renderApp({ path: '/settings', handlers: handlers().handlers });
    const dialog = await openDialog(user, 'Delete my account', 'Delete your account?');
    expect(
      dialog.getByText('This cannot be undone. You may want to download your data first.'),
    ).toBeInTheDocument();
    expect(dialog.getByText(/^Deleted: your profile, your sessions/)).toBeInTheDocument();
    expect(dialog.getByText(/^Kept, showing you as “a deleted member”/)).toBeInTheDocument();

    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Your password'), 'my-secret');
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), '   ');
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), 'ada@example.com');
    expect(confirm).toBeEnabled();
    expect(dialog.getByLabelText('Your password')).toHaveAttribute('type', 'password');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.operationName === 'DeleteMyAccount')).toBe(false);
  });

  it('shows a wrong password or address at its field, in the server’s words, and stays signed in', async () => {
    const { handlers: refusing } = handlers(() =>
      gqlError('Your current password is not correct', {
        code: 'BAD_USER_INPUT',
        fields: {
          password: 'Your current password is not correct',
          confirmation: 'Please type the e-mail address of your account to confirm',
        },
      }),
    );
    const { user, calls } = renderApp({ path: '/settings', handlers: refusing });
    const dialog = await openDialog(user, 'Delete my account', 'Delete your account?');
    await user.type(dialog.getByLabelText('Your password'), 'not-it');
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), 'someone@example.com');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(await dialog.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(dialog.getByText('Please type the e-mail address of your account to confirm')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Type your e-mail address to confirm')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.find((call) => call.operationName === 'DeleteMyAccount')?.variables).toEqual({
      input: { password: 'not-it', confirmation: 'someone@example.com' },
    });
    expect(location()).toBe('/settings');
    expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('shows a refusal about no field (a rate limit) above the fields', async () => {
    const { handlers: limited } = handlers(() =>
      gqlError('Too many attempts. Please try again in 2 minutes.', { code: 'TOO_MANY_REQUESTS' }),
    );
    const { user } = renderApp({ path: '/settings', handlers: limited });
    const dialog = await openDialog(user, 'Delete my account', 'Delete your account?');
    await user.type(dialog.getByLabelText('Your password'), 'my-secret');
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), 'ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(
      within(await dialog.findByRole('alert')).getByText('Too many attempts. Please try again in 2 minutes.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('deletes the account: the landing page, signed out, with a notice', async () => {
    const { user, calls } = renderApp({ path: '/settings', handlers: handlers().handlers });
    const dialog = await openDialog(user, 'Delete my account', 'Delete your account?');
    await user.type(dialog.getByLabelText('Your password'), 'my-secret');
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), 'Ada@Example.com');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByRole('heading', { name: 'Solve real problems. Learn by building.' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Settings' })).not.toBeInTheDocument();
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Your account was deleted')).toBeInTheDocument();
    expect(
      within(toast).getByText('You are signed out. Thank you for being part of the programme.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.operationName === 'DeleteMyAccount')?.variables).toEqual({
      input: { password: 'my-secret', confirmation: 'Ada@Example.com' },
    });
    expect(screen.queryByText('You were signed out')).not.toBeInTheDocument();
  });

  it('lands on the landing page without "You were signed out" also when the socket’s signedOut comes first', async () => {
    const slow: { release?: () => void } = {};
    const { handlers: delayed, account } = handlers(
      () =>
        new Promise((resolve) => {
          slow.release = () => resolve({ data: { deleteMyAccount: true } });
        }),
    );
    const { user, socket } = renderApp({ path: '/settings', handlers: delayed });
    const dialog = await openDialog(user, 'Delete my account', 'Delete your account?');
    await user.type(dialog.getByLabelText('Your password'), 'my-secret');
    await user.type(dialog.getByLabelText('Type your e-mail address to confirm'), 'ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(slow.release).toBeDefined());
    expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();

    account.deleted = true;
    act(() => socket.emit('signedOut', {}));
    act(() => slow.release!());

    expect(
      await screen.findByRole('heading', { name: 'Solve real problems. Learn by building.' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/');
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Your account was deleted')).toBeInTheDocument();
    expect(screen.queryByText('You were signed out')).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    const { handlers: refusing } = handlers(() =>
      gqlError('Bitte gib zur Bestätigung die E-Mail-Adresse deines Kontos ein', {
        code: 'BAD_USER_INPUT',
        fields: { confirmation: 'Bitte gib zur Bestätigung die E-Mail-Adresse deines Kontos ein' },
      }),
    );
    const { user } = renderApp({ path: '/settings', handlers: refusing, browserLanguage: 'de-DE' });
    const dialog = await openDialog(user, 'Mein Konto löschen', 'Dein Konto löschen?');
    expect(dialog.getByText(/^Erhalten bleiben, mit dir als „ein gelöschtes Mitglied“/)).toBeInTheDocument();
    const confirm = dialog.getByRole('button', { name: 'Mein Konto löschen' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Dein Passwort'), 'mein-geheimnis');
    await user.type(
      dialog.getByLabelText('Gib zur Bestätigung deine E-Mail-Adresse ein'),
      'jemand@example.com',
    );
    await user.click(confirm);
    expect(
      await dialog.findByText('Bitte gib zur Bestätigung die E-Mail-Adresse deines Kontos ein'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
