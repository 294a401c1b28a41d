import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import { apiPost, newSignedInUser, uniqueTag } from './support/users.js';

/** The chips of a challenge card: difficulty, the shown tags (and '+N more'), status. */
async function chipTexts(card: Locator): Promise<string[]> {
  return (await card.locator('.MuiChip-label').allInnerTexts()).map((text) => text.trim());
}

async function createChallenge(
  page: Page,
  input: { title: string; description: string; category: string; tags: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Create Challenge', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a New Challenge' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(input.title);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(input.description);
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption(input.category);
  await dialog.getByRole('textbox', { name: 'Tags', exact: true }).fill(input.tags);
  await dialog.getByRole('button', { name: 'Create Challenge', exact: true }).click();
  await expect(page.getByText('Challenge created!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

describe('challenges in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a challenge with cleaned-up tags, finds it by search and category, and accepts it with a new team', async () => {
    const { context, page } = await newSignedInUser(browser, { firstName: 'Clara', lastName: 'Creator' });
    try {
      const tag = uniqueTag();
      const title = `Quiet Study Rooms ${tag}`;
      await page.goto('/challenges');
      await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
      await createChallenge(page, {
        title,
        description: `Students cannot find a quiet place to study during exam weeks (${tag}).`,
        category: 'education',
        tags: 'alpha, beta, ,gamma',
      });

      // The card shows exactly the three tags: trimmed, the empty entry dropped, no '+N more'.
      const list = page.getByRole('list', { name: 'Challenges' });
      const card = list.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      assert.deepEqual(await chipTexts(card), ['Beginner', 'alpha', 'beta', 'gamma', 'active']);
      await expect(card.getByText('Education', { exact: true })).toBeVisible();
      await expect(card.getByText('0 teams', { exact: true })).toBeVisible();

      // Search on the title, case-insensitive: only this challenge is left.
      const search = page.getByRole('searchbox', { name: 'Search challenges' });
      await search.fill(`quiet STUDY rooms ${tag.toUpperCase()}`);
      await expect(list.getByRole('article')).toHaveCount(1);
      await expect(card).toBeVisible();
      // ... and on the description.
      await search.fill(`EXAM WEEKS (${tag.toUpperCase()})`);
      await expect(list.getByRole('article')).toHaveCount(1);
      await expect(card).toBeVisible();

      // Another category hides it, with the empty state of a filtered list; its own category shows it again.
      const category = page.getByRole('combobox', { name: 'Category', exact: true });
      await category.selectOption({ label: 'Health' });
      await expect(card).toBeHidden();
      await expect(page.getByText('No challenges found', { exact: true })).toBeVisible();
      await expect(page.getByText('Try adjusting your search or filters', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create First Challenge' })).toHaveCount(0);
      await category.selectOption({ label: 'Education' });
      await expect(card).toBeVisible();
      await expect(page.getByText('No challenges found', { exact: true })).toHaveCount(0);

      // Its author does not accept their own challenge: 'Start a Team for It' opens Create Team with it chosen.
      await expect(card.getByRole('button', { name: 'Accept Challenge' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Start a Team for It' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Team' });
      await expect(dialog).toBeVisible();
      const challengeSelect = dialog.getByRole('combobox', { name: 'Challenge (optional)', exact: true });
      await expect(challengeSelect).toHaveValue(/^[0-9a-f-]{36}$/);
      assert.equal(
        await challengeSelect.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
        title,
      );
      const teamName = `Silent Squad ${tag}`;
      await dialog.getByRole('textbox', { name: 'Team Name', exact: true }).fill(teamName);
      await dialog.getByRole('button', { name: 'Create Team', exact: true }).click();
      await expect(page.getByText('Team created!', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      // The challenge now counts its team.
      await expect(card.getByText('1 team', { exact: true })).toBeVisible();

      // The team is on /teams, linked to the challenge, led by its creator.
      await page.getByRole('link', { name: 'Teams', exact: true }).first().click();
      await expect(page.getByRole('heading', { name: 'Teams', level: 1 })).toBeVisible();
      const myTeam = page.getByRole('region', { name: 'My Teams' }).getByRole('article', { name: teamName });
      await expect(myTeam).toBeVisible();
      await expect(myTeam.getByText(`Challenge: ${title}`, { exact: true })).toBeVisible();
      await expect(myTeam.getByText('You lead this team', { exact: true })).toBeVisible();
      await expect(myTeam.getByText('Team of 1', { exact: true })).toBeVisible();
      const discovered = page.getByRole('list', { name: 'Teams' }).getByRole('article', { name: teamName });
      await expect(discovered.getByText(`Challenge: ${title}`, { exact: true })).toBeVisible();
      await expect(discovered.getByText('1/4 members', { exact: true })).toBeVisible();
      await expect(discovered.getByRole('button', { name: 'Already Member' })).toBeDisabled();

      // 'My Progress' lists the challenge the user created.
      await page.goto('/challenges');
      await page.getByRole('tab', { name: 'My Progress' }).click();
      await page.getByRole('searchbox', { name: 'Search challenges' }).fill(tag);
      await expect(
        page.getByRole('list', { name: 'Challenges' }).getByRole('article', { name: title }),
      ).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });

  it("a card shows three tags and '+N more' for the rest", async () => {
    const { context, page } = await newSignedInUser(browser, { firstName: 'Tara', lastName: 'Tags' });
    try {
      const tag = uniqueTag();
      const title = `Lonely Seniors ${tag}`;
      await apiPost(context, '/api/challenges', {
        title,
        description: 'Many older neighbours spend whole weeks without talking to anyone.',
        category: 'community',
        difficulty: 'advanced',
        tags: ['seniors', 'visits', 'phone', 'volunteers', 'neighbourhood'],
      });
      await page.goto('/challenges');
      await page.getByRole('searchbox', { name: 'Search challenges' }).fill(tag);
      const card = page
        .getByRole('list', { name: 'Challenges' })
        .getByRole('article', { name: title, exact: true });
      await expect(card).toBeVisible();
      assert.deepEqual(await chipTexts(card), [
        'Advanced',
        'seniors',
        'visits',
        'phone',
        '+2 more',
        'active',
      ]);
      await expect(card.getByText('Community', { exact: true })).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });

  it('shows the challenges page in German after switching the language', async () => {
    const { context, page } = await newSignedInUser(browser, { firstName: 'Dora', lastName: 'Deutsch' });
    try {
      const tag = uniqueTag();
      await page.goto('/challenges');
      await expect(page.getByRole('heading', { name: 'Challenges', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await expect(
        page.getByText(
          'Entdecke bedeutsame Probleme, die es wert sind, gelöst zu werden, und finde eines, das dich begeistert.',
        ),
      ).toBeVisible();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');

      await expect(page.getByRole('button', { name: 'KI-Brainstorming' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Alle Challenges' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tab', { name: 'Mein Fortschritt' })).toBeVisible();
      const category = page.getByRole('combobox', { name: 'Kategorie', exact: true });
      await expect(category.locator('option:checked')).toHaveText('Alle Kategorien');

      // A challenge made in German shows German labels on its card.
      await page.getByRole('button', { name: 'Challenge erstellen', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Neue Challenge erstellen' });
      await expect(dialog).toBeVisible();
      const title = `Schulweg sicherer machen ${tag}`;
      await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
      await dialog
        .getByRole('textbox', { name: 'Beschreibung', exact: true })
        .fill('Viele Kinder gehen morgens im Dunkeln über gefährliche Kreuzungen.');
      await dialog.getByRole('combobox', { name: 'Kategorie', exact: true }).selectOption('community');
      await expect(dialog.getByText('Tags durch Kommas trennen', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Challenge erstellen', exact: true }).click();
      await expect(page.getByText('Challenge erstellt!', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Deine Challenge wurde erfolgreich erstellt.', { exact: true }),
      ).toBeVisible();

      const card = page.getByRole('list', { name: 'Challenges' }).getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card.getByText('Gemeinschaft', { exact: true })).toBeVisible();
      await expect(card.getByText('Einsteiger', { exact: true })).toBeVisible();
      await expect(card.getByText('0 Teams', { exact: true })).toBeVisible();
      await expect(card.getByText('aktiv', { exact: true })).toBeVisible();
      // One's own challenge: a team is started for it, not accepted.
      await expect(card.getByRole('button', { name: 'Team dafür gründen' })).toBeVisible();

      await page.getByRole('searchbox', { name: 'Challenges durchsuchen' }).fill(`nichts-${tag}`);
      await expect(page.getByText('Keine Challenges gefunden', { exact: true })).toBeVisible();
      await expect(page.getByText('Passe deine Suche oder Filter an', { exact: true })).toBeVisible();

      // The navigation is German too, and the choice survives a reload.
      await page.reload();
      await expect(page.getByRole('link', { name: 'Ressourcen' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Benachrichtigungen' })).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });
});
