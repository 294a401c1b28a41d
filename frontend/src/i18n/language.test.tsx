import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { de } from './de';
import { en } from './en';
import { createLocaleStore } from './localeStore';
// The contracts' validation messages, which the signed-in screens load right after their first paint.
import { MESSAGES as messages } from '@creators/texts';
import { deSignedIn } from './deSignedIn';
import { enSignedIn } from './enSignedIn';

const signedOut = { Me: () => ({ data: { me: null } }) };

describe('language', () => {
  it('defaults to German for a German browser and to English otherwise (product.md §1)', () => {
    expect(createLocaleStore(localStorage, 'de-AT').get()).toBe('de');
    expect(createLocaleStore(localStorage, 'fr-FR').get()).toBe('en');
    localStorage.setItem('language', 'fr');
    expect(createLocaleStore(localStorage, 'de-DE').get()).toBe('de');
    localStorage.setItem('language', 'en');
    expect(createLocaleStore(localStorage, 'de-DE').get()).toBe('en');
  });

  it('switches the texts, the document language and the stored choice', async () => {
    const { user } = renderApp({ path: '/login', handlers: signedOut });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));

    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als Student registrieren' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('starts in the stored language and sends it with every request', async () => {
    localStorage.setItem('language', 'de');
    const { calls } = renderApp({
      path: '/',
      handlers: { Me: () => ({ data: { me: makeUser() } }), ...emptyDashboard },
    });
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück, Ada' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Ressourcen' })).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.headers['Accept-Language'] === 'de')).toBe(true);
  });

  it('sends the new language after a switch', async () => {
    const { user, calls } = renderApp({
      path: '/login',
      handlers: { ...signedOut, Login: () => new Promise(() => {}) },
    });
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await user.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('button', { name: 'Anmeldung läuft...' })).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'Login')?.headers['Accept-Language']).toBe('de');
  });

  it('has a German text for every English one, and translates the validation keys', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(deSignedIn).sort()).toEqual(Object.keys(enSignedIn).sort());
    for (const [id, text] of Object.entries({ ...de, ...deSignedIn })) expect(text.trim(), id).not.toBe('');
    expect(messages.de['validation.confirmPassword.mismatch']).toBe('Die Passwörter stimmen nicht überein');
    expect(messages.en['validation.confirmPassword.mismatch']).toBe("Passwords don't match");
  });
});
