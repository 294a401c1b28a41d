import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import {
  expectNoUnreadDot,
  expectUnreadDot,
  markAllRead,
  gotoWithLiveSocket,
  markPage,
  openNotifications,
  pageStillMarked,
} from './support/live.js';
import { apiPost, newSignedInUser, uniqueTag, type SignedIn } from './support/users.js';

/** The All Projects section, narrowed by search to one project; answers its card. */
async function findInAllProjects(page: Page, title: string): Promise<Locator> {
  const section = page.getByRole('region', { name: 'All Projects' });
  await section.getByRole('searchbox', { name: 'Search projects' }).fill(title);
  await expect(section.getByText('Showing 1 project', { exact: true })).toBeVisible();
  const card = section
    .getByRole('list', { name: 'Projects' })
    .getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/** A number of the 'Showcase in numbers' tiles, as shown. */
async function tileValue(page: Page, label: string): Promise<number> {
  const tile = page
    .getByRole('region', { name: 'Showcase in numbers' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(tile).toHaveText(/^[\d,]+$/);
  return Number((await tile.innerText()).replace(/\D/g, ''));
}

async function expectTileValue(page: Page, label: string, value: number): Promise<void> {
  await waitFor(
    async () => (await tileValue(page, label).catch(() => -1)) === value,
    `'${label}' to show ${value}`,
  );
}

function likeButton(card: Locator, title: string): Locator {
  return card.getByRole('button', { name: `Like ${title}`, exact: true });
}

/** The count shown beside the like button. */
function likeCount(card: Locator): Locator {
  return card.getByTestId('like-count');
}

function isLikeRequest(request: Request): boolean {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return false;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName === 'LikeProject';
}

/** Holds the page's LikeProject requests until released, to see what the page shows before the server answers. */
async function holdLikeRequests(page: Page): Promise<{ release(): void; held(): number }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  await page.route('**/graphql', async (route: Route) => {
    if (!isLikeRequest(route.request())) return route.fallback();
    count += 1;
    await gate;
    return route.fallback();
  });
  return { release: () => open(), held: () => count };
}

describe('showcase in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('showcases a project; another user likes it at once, the owner hears of it live, a second click takes it back', async () => {
    const users: SignedIn[] = [];
    try {
      const a = await newSignedInUser(browser, { firstName: 'Paula', lastName: 'Presenter' });
      users.push(a);
      const b = await newSignedInUser(browser, { firstName: 'Lukas', lastName: 'Liker' });
      users.push(b);
      const tag = uniqueTag();
      const teamName = `Compost Kids ${tag}`;
      const title = `Compost Tracker ${tag}`;
      await apiPost(a.context, '/api/teams', {
        name: teamName,
        description: 'We turn the school kitchen waste into compost.',
        maxMembers: 3,
      });

      // A showcases a project for their team.
      await gotoWithLiveSocket(a.page, '/showcase');
      await expect(a.page.getByRole('heading', { name: 'Project Showcase', level: 1 })).toBeVisible();
      const projectsBefore = await tileValue(a.page, 'Projects');
      await a.page.getByRole('button', { name: 'Showcase Project', exact: true }).first().click();
      const dialog = a.page.getByRole('dialog', { name: 'Showcase Your Project' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await dialog
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('A small app that tells the school kitchen how much compost it made this week.');
      const team = dialog.getByRole('combobox', { name: 'Team', exact: true });
      await expect(team.locator('option:checked')).toHaveText(teamName);
      await dialog
        .getByRole('textbox', { name: 'Demo URL', exact: true })
        .fill('https://example.org/compost-demo');
      await dialog.getByRole('button', { name: 'Showcase Project', exact: true }).click();
      await expect(a.page.getByText('Project showcased!', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expectTileValue(a.page, 'Projects', projectsBefore + 1);

      // Under All Projects: the count says how many cards are shown.
      const section = a.page.getByRole('region', { name: 'All Projects' });
      const list = section.getByRole('list', { name: 'Projects' });
      await expect(list.getByRole('article', { name: title, exact: true })).toBeVisible();
      const showing = await section.getByText(/^Showing \d+ projects?$/).innerText();
      const shown = Number(/\d+/.exec(showing)?.[0]);
      assert.equal(
        await list.getByRole('article').count(),
        shown,
        `'${showing}' but ${await list.getByRole('article').count()} cards`,
      );
      assert.ok(shown >= 1);
      const aCard = await findInAllProjects(a.page, title);
      await expect(aCard.getByText(teamName, { exact: true })).toBeVisible();
      await expect(
        aCard.getByRole('group', { name: 'Team members' }).getByRole('img', { name: 'Paula Presenter' }),
      ).toBeVisible();
      await expect(aCard.getByRole('link', { name: /View Demo/ })).toHaveAttribute(
        'href',
        'https://example.org/compost-demo',
      );
      await expect(likeCount(aCard)).toHaveText('0');
      // A's first project earns a badge, told live; A reads it, so that the next news is the like's.
      await expectUnreadDot(a.page);
      const badges = await openNotifications(a.page);
      await expect(
        badges.getByRole('menuitem').filter({ hasText: 'You earned the badge Show and Tell' }),
      ).toHaveCount(1);
      await markAllRead(badges);
      await a.page.keyboard.press('Escape');
      await expect(badges).toBeHidden();
      await expectNoUnreadDot(a.page);
      const likesBefore = await tileValue(a.page, 'Total Likes');
      await markPage(a.page);

      // B likes it: the count goes to 1 before the server has even answered.
      await b.page.goto('/showcase');
      const bCard = await findInAllProjects(b.page, title);
      const bLike = likeButton(bCard, title);
      await expect(likeCount(bCard)).toHaveText('0');
      await expect(bLike).toHaveAttribute('aria-pressed', 'false');
      const held = await holdLikeRequests(b.page);
      await bLike.click();
      await expect(likeCount(bCard)).toHaveText('1');
      await waitFor(async () => held.held() === 1, 'the like request to be sent');
      // The request is held: what the card shows now is not the server's answer.
      assert.equal(await likeCount(bCard).innerText(), '1');
      assert.equal(await bLike.getAttribute('aria-pressed'), 'true');
      // The server agrees, and a reload still shows the like.
      const answer = b.page.waitForResponse((response) => isLikeRequest(response.request()));
      held.release();
      const liked = (await (await answer).json()) as {
        data?: { likeProject?: { likes: number; likedByMe: boolean } };
      };
      assert.deepEqual(
        liked.data?.likeProject && {
          likes: liked.data.likeProject.likes,
          likedByMe: liked.data.likeProject.likedByMe,
        },
        { likes: 1, likedByMe: true },
      );
      await b.page.unroute('**/graphql');
      await expect(bCard.getByText('1 like', { exact: true })).toHaveCount(1);
      await b.page.reload();
      const bCardAgain = await findInAllProjects(b.page, title);
      await expect(likeCount(bCardAgain)).toHaveText('1');
      await expect(likeButton(bCardAgain, title)).toHaveAttribute('aria-pressed', 'true');

      // A hears of it live: the unread dot, 'Someone liked ...', and the count on A's card, all without a reload.
      await expectUnreadDot(a.page);
      await expect(likeCount(aCard)).toHaveText('1');
      await expectTileValue(a.page, 'Total Likes', likesBefore + 1);
      const menu = await openNotifications(a.page);
      await expect(menu.getByRole('menuitem').filter({ hasText: `Someone liked ${title}` })).toHaveCount(1);
      // ... and the badge for a first like.
      await expect(
        menu.getByRole('menuitem').filter({ hasText: 'You earned the badge First Fan' }),
      ).toHaveCount(1);
      await a.page.keyboard.press('Escape');
      assert.equal(await pageStillMarked(a.page), true, "A's page was reloaded or left");

      // A second click takes the like back, and it stays taken back.
      await likeButton(bCardAgain, title).click();
      await expect(likeCount(bCardAgain)).toHaveText('0');
      await expect(likeButton(bCardAgain, title)).toHaveAttribute('aria-pressed', 'false');
      await b.page.reload();
      const bCardLast = await findInAllProjects(b.page, title);
      await expect(likeCount(bCardLast)).toHaveText('0');
      await expect(likeButton(bCardLast, title)).toHaveAttribute('aria-pressed', 'false');
      // Taking a like back is no news for A.
      const menuAgain = await openNotifications(a.page);
      await expect(menuAgain.getByRole('menuitem').filter({ hasText: `Someone liked ${title}` })).toHaveCount(
        1,
      );
      await a.page.keyboard.press('Escape');
    } catch (error) {
      throw await explainFailure(
        error,
        Object.fromEntries(users.map((user) => [user.user.firstName, user.page])),
      );
    } finally {
      for (const user of users) await user.context.close();
    }
  });

  it('a user without a team is told to find one before showcasing', async () => {
    const { context, page } = await newSignedInUser(browser, { firstName: 'Nora', lastName: 'Noteam' });
    try {
      await page.goto('/showcase');
      await page.getByRole('button', { name: 'Showcase Project', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Showcase Your Project' });
      await expect(
        dialog.getByText('A project is showcased for a team you belong to, and you are not in a team yet.'),
      ).toBeVisible();
      await dialog.getByRole('link', { name: 'Find or create a team' }).click();
      await page.waitForURL((url) => url.pathname === '/teams');
      await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });
});
