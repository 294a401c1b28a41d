import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import {
  expectNoUnreadDot,
  expectUnreadDot,
  markAllRead,
  gotoWithLiveSocket,
  markPage,
  notificationsButton,
  openNotifications,
  pageStillMarked,
  readAllNotifications,
} from './support/live.js';
import { newSignedInUser, uniqueTag, type SignedIn } from './support/users.js';

/** The card of a team under Discover Teams, after narrowing the list to it by search. */
async function discoverCard(page: Page, name: string, search = name) {
  await page.getByRole('searchbox', { name: 'Search teams' }).fill(search);
  const list = page.getByRole('list', { name: 'Teams' });
  await expect(list.getByRole('article')).toHaveCount(1);
  return list.getByRole('article', { name, exact: true });
}

describe('teams in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a leader sees a newcomer join live; a full team can no longer be joined; member counts are real', async () => {
    const users: SignedIn[] = [];
    try {
      const a = await newSignedInUser(browser, { firstName: 'Alma', lastName: 'Leader' });
      users.push(a);
      const b = await newSignedInUser(browser, { firstName: 'Bruno', lastName: 'Joiner' });
      users.push(b);
      const c = await newSignedInUser(browser, { firstName: 'Cleo', lastName: 'Late' });
      users.push(c);
      const teamName = `Bike Repair Crew ${uniqueTag()}`;

      // A creates a team of at most 2.
      await gotoWithLiveSocket(a.page, '/teams');
      await a.page.getByRole('button', { name: 'Create Team', exact: true }).first().click();
      const dialog = a.page.getByRole('dialog', { name: 'Create a New Team' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Team Name', exact: true }).fill(teamName);
      await dialog
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('We fix the bikes of our classmates every Friday.');
      const maxMembers = dialog.getByRole('combobox', { name: 'Maximum Members', exact: true });
      await expect(maxMembers).toHaveValue('4');
      await maxMembers.selectOption({ label: '2 members' });
      await dialog.getByRole('button', { name: 'Create Team', exact: true }).click();
      await expect(a.page.getByText('Team created!', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      const aMine = a.page
        .getByRole('region', { name: 'My Teams' })
        .getByRole('article', { name: teamName, exact: true });
      await expect(aMine.getByText('Team of 1', { exact: true })).toBeVisible();
      await expect(aMine.getByText('You lead this team', { exact: true })).toBeVisible();
      const aCard = await discoverCard(a.page, teamName);
      await expect(aCard.getByText('Forming', { exact: true })).toBeVisible();
      await expect(aCard.getByText('1/2 members', { exact: true })).toBeVisible();
      await expect(aCard.getByRole('button', { name: 'Already Member' })).toBeDisabled();
      // Whatever news A had before is read, so that the next is the join's.
      await readAllNotifications(a.page);
      await markPage(a.page);

      // B joins from another browser.
      await gotoWithLiveSocket(b.page, '/teams');
      const bCard = await discoverCard(b.page, teamName);
      await expect(bCard.getByText('1/2 members', { exact: true })).toBeVisible();
      await bCard.getByRole('button', { name: 'Join Team' }).click();
      await expect(b.page.getByText('Joined team!', { exact: true })).toBeVisible();
      await expect(b.page.getByText('You have successfully joined the team.', { exact: true })).toBeVisible();
      await expect(bCard.getByRole('button', { name: 'Already Member' })).toBeDisabled();
      await expect(bCard.getByText('2/2 members', { exact: true })).toBeVisible();
      await expect(
        b.page
          .getByRole('region', { name: 'My Teams' })
          .getByRole('article', { name: teamName, exact: true })
          .getByText('Team of 2', { exact: true }),
      ).toBeVisible();
      // Joining a first team earns B a badge, told live.
      await expectUnreadDot(b.page);
      const bMenu = await openNotifications(b.page);
      await expect(
        bMenu.getByRole('menuitem').filter({ hasText: 'You earned the badge Team Player' }),
      ).toHaveCount(1);
      await b.page.keyboard.press('Escape');

      // A hears of it live, without reloading: the unread dot, a notification naming the team, fresh counts.
      await expectUnreadDot(a.page);
      await expect(aCard.getByText('2/2 members', { exact: true })).toBeVisible();
      await expect(aMine.getByText('Team of 2', { exact: true })).toBeVisible();
      const menu = await openNotifications(a.page);
      const item = menu.getByRole('menuitem').filter({ hasText: teamName });
      await expect(item).toHaveCount(1);
      await expect(item).toHaveText(new RegExp(`^(Bruno Joiner|Someone) joined your team ${teamName}`));
      await markAllRead(menu);
      await a.page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expectNoUnreadDot(a.page);
      assert.equal(await pageStillMarked(a.page), true, "A's page was reloaded or left");
      await expect(notificationsButton(a.page)).toBeVisible();

      // The members are real: leader first, then B.
      await aMine.getByRole('button', { name: `Show the members of ${teamName}` }).click();
      const members = a.page.getByRole('dialog', { name: teamName });
      await expect(members.getByText('Alma Leader', { exact: true })).toBeVisible();
      await expect(members.getByText('Bruno Joiner', { exact: true })).toBeVisible();
      const rows = (await members.getByRole('listitem').allInnerTexts()).map((text) =>
        text.replace(/\s+/g, ' ').trim(),
      );
      assert.equal(rows.length, 2);
      assert.match(rows[0]!, /^AL Alma Leader Leader · Joined /);
      assert.match(rows[1]!, /^BJ Bruno Joiner Member · Joined /);
      await members.getByRole('button', { name: 'Close' }).click();

      // C finds the team full: no 'Join Team', the counts of a full team.
      await c.page.goto('/teams');
      const cCard = await discoverCard(c.page, teamName);
      await expect(cCard.getByText('2/2 members', { exact: true })).toBeVisible();
      await expect(cCard.getByRole('button', { name: 'Contact Team' })).toBeVisible();
      await expect(cCard.getByRole('button', { name: 'Join Team' })).toHaveCount(0);
      await expect(cCard.getByRole('button', { name: 'Already Member' })).toHaveCount(0);
      // C is in no team: no 'My Teams' section.
      await expect(c.page.getByRole('region', { name: 'My Teams' })).toHaveCount(0);
      // The server refuses a join of the full team too (409), and nothing changes.
      const teams = (await (await c.context.request.get('/api/teams')).json()) as Array<{
        id: string;
        name: string;
        memberCount: number;
      }>;
      const full = teams.find((team) => team.name === teamName);
      assert.ok(full, 'the team is listed by GET /api/teams');
      assert.equal(full.memberCount, 2);
      const refused = await c.context.request.post(`/api/teams/${full.id}/join`);
      assert.equal(refused.status(), 409, await refused.text());
      await c.page.reload();
      const cCardAgain = await discoverCard(c.page, teamName);
      await expect(cCardAgain.getByText('2/2 members', { exact: true })).toBeVisible();
    } catch (error) {
      throw await explainFailure(
        error,
        Object.fromEntries(users.map((user) => [user.user.firstName, user.page])),
      );
    } finally {
      for (const user of users) await user.context.close();
    }
  });

  it('filters teams by status and search, and says when nothing matches', async () => {
    const { context, page } = await newSignedInUser(browser, { firstName: 'Finn', lastName: 'Filter' });
    try {
      const tag = uniqueTag();
      const teamName = `Garden Helpers ${tag}`;
      await page.goto('/teams');
      await page.getByRole('button', { name: 'Create Team', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Team' });
      await dialog.getByRole('textbox', { name: 'Team Name', exact: true }).fill(teamName);
      await dialog.getByRole('button', { name: 'Create Team', exact: true }).click();
      await expect(page.getByText('Team created!', { exact: true })).toBeVisible();

      const card = await discoverCard(page, teamName, `helpers ${tag.toUpperCase()}`);
      await expect(card.getByText('No description provided', { exact: true })).toBeVisible();
      await expect(card.getByText('1/4 members', { exact: true })).toBeVisible();
      const status = page.getByRole('combobox', { name: 'Status', exact: true });
      await status.selectOption({ label: 'Active' });
      await expect(card).toBeHidden();
      await expect(page.getByText('No teams found', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create First Team' })).toBeVisible();
      await status.selectOption({ label: 'Forming' });
      await expect(card).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });
});
