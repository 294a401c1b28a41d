// Pages with their own addresses, changes seen live, who is in a team, invitations and discussion
// (docs/product.md §11), walked in a real browser in English and in German.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import {
  expectUnreadDot,
  gotoWithLiveSocket,
  markPage,
  openNotifications,
  pageStillMarked,
  readAllNotifications,
} from './support/live.js';
import { apiPost, newSignedInUser, uniqueTag, type SignedIn } from './support/users.js';

/** The texts the walk looks for, as each language shows them (docs/product.md §11). */
const TEXTS = {
  en: {
    locale: 'en-US',
    searchChallenges: 'Search challenges',
    teamsWorkingOnIt: 'Teams working on it',
    members: 'Members',
    editChallenge: 'Edit challenge',
    title: 'Title',
    save: 'Save changes',
    leaveTeam: 'Leave team',
    membersCount: (count: number, max: number) => `${count}/${max} members`,
    accept: (team: string) => `Accept the invitation to ${team}`,
    writeComment: 'Write a comment',
    postComment: 'Post comment',
    notifications: 'Notifications',
    commented: (name: string, title: string) => `${name} commented on ${title}`,
  },
  de: {
    locale: 'de-DE',
    searchChallenges: 'Challenges durchsuchen',
    teamsWorkingOnIt: 'Teams, die daran arbeiten',
    members: 'Mitglieder',
    editChallenge: 'Challenge bearbeiten',
    title: 'Titel',
    save: 'Änderungen speichern',
    leaveTeam: 'Team verlassen',
    membersCount: (count: number, max: number) => `${count}/${max} Mitglieder`,
    accept: (team: string) => `Einladung zu ${team} annehmen`,
    writeComment: 'Kommentar schreiben',
    postComment: 'Kommentar senden',
    notifications: 'Benachrichtigungen',
    commented: (name: string, title: string) => `Neuer Kommentar von ${name} zu ${title}`,
  },
} as const;

describe.each(['en', 'de'] as const)('pages, changes and membership in the browser (%s)', (lang) => {
  const text = TEXTS[lang];
  let browser: Browser;
  const users: SignedIn[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const user of users) await user.context.close().catch(() => undefined);
    await browser?.close();
  });

  const person = async (firstName: string, lastName: string) => {
    const user = await newSignedInUser(
      browser,
      { firstName, lastName },
      { locale: text.locale, audio: false },
    );
    users.push(user);
    return user;
  };

  it('walks from a card to a challenge, its team and a member, sees edits, leaves, invitations and comments live', async () => {
    const pages: Record<string, Page | undefined> = {};
    try {
      const author = await person('Alma', 'Author');
      const member = await person('Bruno', 'Member');
      const invited = await person('Cleo', 'Invited');
      Object.assign(pages, { author: author.page, member: member.page, invited: invited.page });
      const tag = uniqueTag();
      const challenge = await apiPost<{ id: string; title: string }>(author.context, '/api/challenges', {
        title: `Safer school crossings ${tag}`,
        description: 'Children cross a busy road to reach school every morning.',
        category: 'community',
      });
      const team = await apiPost<{ id: string; name: string }>(author.context, '/api/teams', {
        name: `Crossing guards ${tag}`,
        maxMembers: 4,
        challengeId: challenge.id,
      });
      await apiPost(member.context, `/api/teams/${team.id}/join`, {});

      // The member opens the challenge from its card, reads it, goes to its team and to the author's page.
      const page = member.page;
      await gotoWithLiveSocket(page, '/challenges');
      await page.getByRole('searchbox', { name: text.searchChallenges }).fill(tag);
      await page.getByRole('link', { name: challenge.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
      assert.equal(new URL(page.url()).pathname, `/challenges/${challenge.id}`);
      await expect(page.getByText('Children cross a busy road to reach school every morning.')).toBeVisible();
      await page
        .getByRole('list', { name: text.teamsWorkingOnIt })
        .getByRole('link', { name: team.name })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
      await page.getByRole('link', { name: 'Alma Author' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Alma Author' })).toBeVisible();
      assert.equal(new URL(page.url()).pathname, `/people/${author.user.id}`);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();

      // The author edits the challenge; the member's open page shows it without a reload.
      await markPage(page);
      await gotoWithLiveSocket(author.page, `/challenges/${challenge.id}`);
      await author.page.getByRole('button', { name: text.editChallenge }).click();
      const dialog = author.page.getByRole('dialog');
      const newTitle = `Safe crossings for every school ${tag}`;
      await dialog.getByRole('textbox', { name: text.title, exact: true }).fill(newTitle);
      await dialog.getByRole('button', { name: text.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
      assert.ok(await pageStillMarked(page), 'the member’s page was not reloaded');

      // The leader watches the team page; the member leaves; the leader's page follows.
      await gotoWithLiveSocket(author.page, `/teams/${team.id}`);
      await expect(author.page.getByText(text.membersCount(2, 4))).toBeVisible();
      await markPage(author.page);
      await gotoWithLiveSocket(page, `/teams/${team.id}`);
      await page.getByRole('button', { name: text.leaveTeam }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.leaveTeam }).click();
      await expect(author.page.getByText(text.membersCount(1, 4))).toBeVisible();
      assert.ok(await pageStillMarked(author.page), 'the leader’s page was not reloaded');

      // An invitation is accepted by the invited person on their dashboard.
      await apiPost(author.context, '/api/teams/invitations', { userId: invited.user.id, teamId: team.id });
      await gotoWithLiveSocket(invited.page, '/');
      await invited.page.getByRole('button', { name: text.accept(team.name) }).click();
      await expect(author.page.getByText(text.membersCount(2, 4))).toBeVisible();

      // A comment is written on the challenge; its author is told.
      await gotoWithLiveSocket(author.page, `/challenges/${challenge.id}`);
      await readAllNotifications(author.page, text.notifications);
      await gotoWithLiveSocket(invited.page, `/challenges/${challenge.id}`);
      const comment = `Could the <b>school</b> ask the town for a crossing guard? ${tag}`;
      await invited.page.getByRole('textbox', { name: text.writeComment }).fill(comment);
      await invited.page.getByRole('button', { name: text.postComment }).click();
      await expect(invited.page.getByText(comment, { exact: true })).toBeVisible();
      await expect(author.page.getByText(comment, { exact: true })).toBeVisible();
      await expectUnreadDot(author.page, text.notifications);
      const menu = await openNotifications(author.page, text.notifications);
      await expect(menu.getByText(text.commented('Cleo Invited', newTitle))).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, pages);
    }
  });
});
