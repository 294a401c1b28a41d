import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { apiPost, newSignedInUser, signInViaApi, uniqueTag, type SignedIn } from './support/users.js';

/** The words a person looks for, in each language (the pages' own messages). */
const WORDS = {
  en: {
    locale: 'en-US',
    bell: 'Notifications',
    unread: (count: number) =>
      count === 0
        ? 'No unread notifications'
        : count === 1
          ? '1 unread notification'
          : `${count} unread notifications`,
    joined: (name: string, team: string) => `${name} joined your team ${team}`,
    invited: (team: string) => `You were invited to ${team}`,
    markAll: 'Mark all as read',
    seeAll: 'See all notifications',
    list: 'Your notifications',
    settings: 'Notifications',
    joinsInApp: 'Someone joins your team: in the app',
    saved: 'Notification settings saved',
  },
  de: {
    locale: 'de-DE',
    bell: 'Benachrichtigungen',
    unread: (count: number) =>
      count === 0
        ? 'Keine ungelesenen Benachrichtigungen'
        : count === 1
          ? '1 ungelesene Benachrichtigung'
          : `${count} ungelesene Benachrichtigungen`,
    joined: (name: string, team: string) => `${name} ist deinem Team ${team} beigetreten`,
    invited: (team: string) => `Du wurdest zu ${team} eingeladen`,
    markAll: 'Alle als gelesen markieren',
    seeAll: 'Alle Benachrichtigungen ansehen',
    list: 'Deine Benachrichtigungen',
    settings: 'Benachrichtigungen',
    joinsInApp: 'Jemand tritt deinem Team bei: in der App',
    saved: 'Benachrichtigungseinstellungen gespeichert',
  },
} as const;
type Language = keyof typeof WORDS;

/** The bell of the page's header, and the count it shows (its description says it in words). */
const bell = (page: Page, lang: Language) =>
  page.getByRole('banner').getByRole('button', { name: WORDS[lang].bell, exact: true });

async function expectUnread(page: Page, lang: Language, count: number) {
  // Read from the DOM: while the bell's menu is open the rest of the page is hidden from the accessibility tree.
  await page.waitForFunction(
    ([name, text]) => {
      const buttons = [...document.querySelectorAll('header button')].filter(
        (b) => b.getAttribute('aria-label') === name,
      );
      const described = buttons[0]?.getAttribute('aria-describedby');
      const description = described ? document.getElementById(described)?.textContent : null;
      if (buttons.length === 0) return false;
      return text === null ? !described : description === text;
    },
    [WORDS[lang].bell, count === 0 ? null : WORDS[lang].unread(count)] as const,
    { timeout: 20_000 },
  );
}

describe('the notification inbox in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'de'] as const satisfies readonly Language[]) {
    it(`(${lang}) a join is stored, survives a reload, "mark all as read" clears the count on another device live, and a kind turned off stops`, async () => {
      const w = WORDS[lang];
      const tag = uniqueTag();
      const people: SignedIn[] = [];
      const pages: Record<string, Page> = {};
      try {
        const leader = await newSignedInUser(
          browser,
          { firstName: 'Lea', lastName: `Leader${tag}` },
          { locale: w.locale, audio: false },
        );
        people.push(leader);
        pages.leader = leader.page;
        const joiner = await newSignedInUser(
          browser,
          { firstName: 'Jo', lastName: `Joiner${tag}` },
          { audio: false },
        );
        people.push(joiner);
        const teamName = `Inbox Crew ${tag}`;
        const team = await apiPost<{ id: string }>(leader.context, '/api/teams', {
          name: teamName,
          description: 'We try out the notification inbox together.',
        });
        // The leader's second device: another browser signed in to the same account.
        const { context: second, page: secondPage } = await newPage(browser, w.locale);
        people.push({ context: second, page: secondPage, user: leader.user });
        pages.second = secondPage;
        await second.addInitScript(() => window.localStorage.setItem('isla.audio', 'off'));
        await signInViaApi(second, leader.user);

        const { page } = leader;
        await page.goto('/');
        await secondPage.goto('/');
        await expectUnread(page, lang, 0);

        // Someone joins: the leader hears it live, and it is still there after a reload.
        await apiPost(joiner.context, `/api/teams/${team.id}/join`, {});
        await expectUnread(page, lang, 1);
        await page.reload();
        await expectUnread(page, lang, 1);
        await expectUnread(secondPage, lang, 1);
        await bell(page, lang).click();
        const menu = page.getByRole('menu', { name: w.bell });
        await expect(
          menu.getByRole('menuitem', { name: w.joined(joiner.user.fullName, teamName) }),
        ).toBeVisible();

        // "Mark all as read" here: the other device's count clears without a reload.
        await menu.getByRole('menuitem', { name: w.markAll }).click();
        await expectUnread(page, lang, 0);
        await expectUnread(secondPage, lang, 0);
        await menu.getByRole('menuitem', { name: w.seeAll }).click();
        await page.waitForURL('**/notifications');
        await expect(
          page.getByRole('list', { name: w.list }).getByText(w.joined(joiner.user.fullName, teamName)),
        ).toBeVisible();

        // Team joins turned off in the app: the next join is neither shown nor stored; an invitation still is.
        await page.goto('/settings');
        const section = page.getByRole('region', { name: w.settings });
        const joins = section.getByRole('switch', { name: w.joinsInApp });
        await waitFor(() => joins.isChecked(), 'team joins on in the app by default');
        await joins.click();
        await expect(page.getByText(w.saved).first()).toBeVisible();
        await waitFor(async () => !(await joins.isChecked()), 'team joins off in the app');
        const another = await newSignedInUser(
          browser,
          { firstName: 'Max', lastName: `Another${tag}` },
          { audio: false },
        );
        people.push(another);
        await apiPost(another.context, `/api/teams/${team.id}/join`, {});
        // An invitation after it (invitations stay on): once it is there, the join would have been too.
        const otherTeamName = `Other Crew ${tag}`;
        const otherTeam = await apiPost<{ id: string }>(another.context, '/api/teams', {
          name: otherTeamName,
          description: 'A second team that invites the leader.',
        });
        await apiPost(another.context, '/api/teams/invitations', {
          userId: leader.user.id,
          teamId: otherTeam.id,
        });
        await expectUnread(secondPage, lang, 1);
        await page.goto('/notifications');
        const list = page.getByRole('list', { name: w.list });
        await expect(list.getByText(w.invited(otherTeamName))).toBeVisible();
        await expect(list.getByText(w.joined(another.user.fullName, teamName))).toHaveCount(0);
        const stored = await leader.context.request.get('/api/notifications?unread=true');
        assert.equal(stored.status(), 200, await stored.text());
        const unread = (await stored.json()) as Array<{ type: string }>;
        assert.deepEqual(
          unread.map((n) => n.type),
          ['team.invitation_sent'],
        );
        const count = await leader.context.request.get('/api/notifications/unread-count');
        assert.deepEqual(await count.json(), { unread: 1 });
      } catch (error) {
        throw await explainFailure(error, pages);
      } finally {
        for (const person of people) await person.context.close();
      }
    });
  }
});
