import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { makeUser } from '../test/fixtures';
import { gqlError } from '../test/mockGraphQL';
import { renderApp } from '../test/renderApp';

const saved = (language: string) => ({
  data: { setLanguage: { __typename: 'User', id: 'u-1', language } },
});

afterEach(() => window.localStorage.removeItem('language'));

describe("Settings' language (docs/product.md §13.6)", () => {
  it('switches the interface, keeps it in the browser and saves it to the account', async () => {
    const { user, calls } = renderApp({
      path: '/settings',
      handlers: {
        ...signedInWithEmptyLists(),
        MySessions: () => ({ data: { mySessions: [] } }),
        SetLanguage: ({ language }) => saved(String(language)),
      },
    });
    const section = await screen.findByRole('region', { name: 'Language' });
    expect(within(section).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(await screen.findByText('Sprache gespeichert')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'SetLanguage')?.variables).toEqual({ language: 'de' });
    expect(window.localStorage.getItem('language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Creators-Programm');
  });

  it('says so when the account could not keep it', async () => {
    const { user } = renderApp({
      path: '/settings',
      handlers: {
        ...signedInWithEmptyLists(),
        MySessions: () => ({ data: { mySessions: [] } }),
        SetLanguage: () => gqlError('down'),
      },
    });
    const section = await screen.findByRole('region', { name: 'Language' });
    await user.click(within(section).getByRole('radio', { name: 'Deutsch' }));
    expect(
      await screen.findByText(/konnte aber nicht in deinem Konto gespeichert werden/),
    ).toBeInTheDocument();
  });

  it("the header's switcher saves the choice to the account too", async () => {
    const { user, calls } = renderApp({
      path: '/',
      handlers: { ...signedInWithEmptyLists(), SetLanguage: ({ language }) => saved(String(language)) },
    });
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'SetLanguage')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Deutsch' })).toBeInTheDocument();
  });

  it('a language chosen on another device applies here when the session loads', async () => {
    renderApp({
      path: '/',
      handlers: { ...signedInWithEmptyLists(), Me: () => ({ data: { me: makeUser({ language: 'de' }) } }) },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.localStorage.getItem('language')).toBe('de');
  });
});
