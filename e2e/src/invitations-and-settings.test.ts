// docs/product.md §11.3 (a leader invites from a person's page; the invited person accepts on the dashboard),
// §2.6 (Profile opens one's own page with 'Edit profile') and §13.6 (Settings' language, saved to the account).
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { apiPost, newSignedInUser, uniqueTag, type SignedIn } from './support/users.js';

const WORDS = {
  en: {
    locale: 'en-US',
    inviteToTeam: (name: string) => `Invite to team: ${name}`,
    inviteDialog: (name: string) => `Invite ${name} to a team`,
    team: 'Team',
    send: 'Send invitation',
    sent: 'Invitation sent!',
    accept: (team: string) => `Accept the invitation to ${team}`,
    welcome: (team: string) => `Welcome to ${team}!`,
    members: 'Members',
    account: 'Account',
    profile: 'Profile',
    editProfile: 'Edit profile',
    profileTitle: 'Complete Your Profile',
    settings: 'Settings',
    language: 'Language',
    // The other language, as the Settings page names it, and that page's title in it.
    other: 'Deutsch',
    otherLang: 'de',
    otherSettingsTitle: 'Einstellungen',
  },
  de: {
    locale: 'de-DE',
    inviteToTeam: (name: string) => `In ein Team einladen: ${name}`,
    inviteDialog: (name: string) => `${name} in ein Team einladen`,
    team: 'Team',
    send: 'Einladung senden',
    sent: 'Einladung gesendet!',
    accept: (team: string) => `Einladung zu ${team} annehmen`,
    welcome: (team: string) => `Willkommen bei ${team}!`,
    members: 'Mitglieder',
    account: 'Konto',
    profile: 'Profil',
    editProfile: 'Profil bearbeiten',
    profileTitle: 'Vervollständige dein Profil',
    settings: 'Einstellungen',
    language: 'Sprache',
    other: 'English',
    otherLang: 'en',
    otherSettingsTitle: 'Settings',
  },
} as const;
type Language = keyof typeof WORDS;

describe('invitations and settings in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'de'] as const satisfies readonly Language[]) {
    it(`(${lang}) a leader invites from a person's page and the invited person accepts`, async () => {
      const w = WORDS[lang];
      const tag = uniqueTag();
      const people: SignedIn[] = [];
      try {
        const leader = await newSignedInUser(
          browser,
          { firstName: 'Lena', lastName: `Leader${tag}` },
          { locale: w.locale, audio: false },
        );
        people.push(leader);
        const invitee = await newSignedInUser(
          browser,
          { firstName: 'Ines', lastName: `Invitee${tag}` },
          { locale: w.locale, audio: false },
        );
        people.push(invitee);
        const teamName = `Bike Menders ${tag}`;
        const team = await apiPost<{ id: string }>(leader.context, '/api/teams', {
          name: teamName,
          description: 'We repair bikes for the class.',
        });

        // The leader opens the person's page and invites them to the team.
        const { page } = leader;
        await page.goto(`/people/${invitee.user.id}`);
        await page.getByRole('button', { name: w.inviteToTeam(invitee.user.fullName) }).click();
        const dialog = page.getByRole('dialog', { name: w.inviteDialog(invitee.user.fullName) });
        await expect(dialog.getByRole('combobox', { name: w.team })).toHaveText(teamName);
        await dialog.getByRole('button', { name: w.send }).click();
        await expect(page.getByText(w.sent, { exact: true })).toBeVisible();

        // The invited person accepts on the dashboard and is a member.
        await invitee.page.goto('/');
        await invitee.page.getByRole('button', { name: w.accept(teamName) }).click();
        await expect(invitee.page.getByText(w.welcome(teamName), { exact: true })).toBeVisible();
        await invitee.page.goto(`/teams/${team.id}`);
        await expect(
          invitee.page.getByRole('list', { name: w.members }).getByText(invitee.user.fullName),
        ).toBeVisible();
      } catch (error) {
        throw await explainFailure(
          error,
          Object.fromEntries(people.map((person) => [person.user.firstName, person.page])),
        );
      } finally {
        for (const person of people) await person.context.close();
      }
    });

    it(`(${lang}) Profile opens one's own page with Edit profile; Settings' language switches and stays`, async () => {
      const w = WORDS[lang];
      const people: SignedIn[] = [];
      try {
        const person = await newSignedInUser(
          browser,
          { firstName: 'Pia', lastName: `Person${uniqueTag()}` },
          { locale: w.locale, audio: false },
        );
        people.push(person);
        const { page } = person;
        await page.goto('/');
        await page.getByRole('button', { name: person.user.fullName }).click();
        await page.getByRole('menu', { name: w.account }).getByRole('menuitem', { name: w.profile }).click();
        await waitFor(async () => new URL(page.url()).pathname === `/people/${person.user.id}`, 'own page');
        await expect(page.getByRole('heading', { level: 1, name: person.user.fullName })).toBeVisible();
        await page.getByRole('link', { name: w.editProfile }).click();
        await expect(page.getByRole('heading', { level: 1, name: w.profileTitle })).toBeVisible();

        await page.getByRole('button', { name: person.user.fullName }).click();
        await page.getByRole('menu', { name: w.account }).getByRole('menuitem', { name: w.settings }).click();
        const section = page.getByRole('region', { name: w.language });
        await section.getByRole('radio', { name: w.other }).check();
        await expect(page.getByRole('heading', { level: 1, name: w.otherSettingsTitle })).toBeVisible();
        await waitFor(
          async () => (await page.evaluate(() => document.documentElement.lang)) === w.otherLang,
          'the document language',
        );

        // Saved to the account: after a reload with this browser's own choice forgotten, it is still there.
        await page.evaluate(() => window.localStorage.removeItem('language'));
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: w.otherSettingsTitle })).toBeVisible();
        const me = await person.context.request.post('/graphql', {
          data: { query: '{ me { language } }' },
        });
        assert.equal(
          ((await me.json()) as { data: { me: { language: string } } }).data.me.language,
          w.otherLang,
        );
      } catch (error) {
        throw await explainFailure(
          error,
          Object.fromEntries(people.map((person) => [person.user.firstName, person.page])),
        );
      } finally {
        for (const person of people) await person.context.close();
      }
    });
  }
});
