import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import { newSignedInUser, uniqueTag } from './support/users.js';

describe('resources in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a tool, finds it by search and under Tools, and links to it in a new tab', async () => {
    const { context, page } = await newSignedInUser(browser, { firstName: 'Rita', lastName: 'Resource' });
    try {
      const tag = uniqueTag();
      const title = `Sketch Board ${tag}`;
      const url = `https://example.org/tools/sketch-board-${tag}`;
      await page.goto('/resources');
      await expect(page.getByRole('heading', { name: 'Learning Resources', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Featured Resources' }).getByRole('article')).toHaveCount(
        3,
      );

      await page.getByRole('button', { name: 'Add Resource', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add a Learning Resource' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await dialog
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('An online whiteboard for sketching app screens together.');
      const type = dialog.getByRole('combobox', { name: 'Type', exact: true });
      await expect(type.locator('option:checked')).toHaveText('Article');
      await type.selectOption({ label: 'Tool' });
      await dialog
        .getByRole('combobox', { name: 'Difficulty', exact: true })
        .selectOption({ label: 'Intermediate' });
      await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
      await dialog.getByRole('textbox', { name: 'Provider', exact: true }).fill(`Sketchworks ${tag}`);
      await dialog.getByRole('textbox', { name: 'Duration', exact: true }).fill('Self-paced');
      await dialog.getByRole('button', { name: 'Add Resource', exact: true }).click();
      await expect(page.getByText('Resource added!', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      const list = page.getByRole('list', { name: 'Resources' });
      const card = list.getByRole('article', { name: title, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByText('Tool', { exact: true })).toBeVisible();
      await expect(card.getByText('Intermediate', { exact: true })).toBeVisible();
      await expect(card.getByText(`Sketchworks ${tag}`, { exact: true })).toBeVisible();
      await expect(card.getByText('Self-paced', { exact: true })).toBeVisible();

      // Search (case-insensitive, also on the provider) leaves only this resource.
      const search = page.getByRole('searchbox', { name: 'Search resources' });
      await search.fill(`SKETCHWORKS ${tag.toUpperCase()}`);
      await expect(list.getByRole('article')).toHaveCount(1);
      await expect(card).toBeVisible();

      // The Tools tab keeps it; another type's tab does not, and says so.
      await page.getByRole('tab', { name: 'Tools', exact: true }).click();
      await expect(page.getByRole('tab', { name: 'Tools', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(card).toBeVisible();
      await page.getByRole('tab', { name: 'Articles', exact: true }).click();
      await expect(card).toBeHidden();
      await expect(page.getByText('No articles found', { exact: true })).toBeVisible();
      await expect(page.getByText('Try adjusting your search terms', { exact: true })).toBeVisible();

      // Without the search, the Tools tab lists tools only, this one among them; the type filter follows the tab.
      await search.fill('');
      await page.getByRole('tab', { name: 'Tools', exact: true }).click();
      await expect(card).toBeVisible();
      const typeFilter = page.getByRole('combobox', { name: 'Type', exact: true });
      await expect(typeFilter.locator('option:checked')).toHaveText('Tool');
      const cards = await list.getByRole('article').count();
      assert.ok(cards >= 1);
      await expect(
        list.getByRole('article').filter({ has: page.getByText('Tool', { exact: true }) }),
      ).toHaveCount(cards);

      // 'Access Resource' opens the URL in a new tab.
      const link = card.getByRole('link', { name: /^Access Resource/ });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      assert.match((await link.getAttribute('rel')) ?? '', /\bnoopener\b/);
      // (The machine has no internet: the resource's site is answered here.)
      await context.route('https://example.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Sketch Board</title>' }),
      );
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForURL(url);
      assert.notEqual(popup, page, 'the resource opened in a new tab');
      await popup.close();
      assert.equal(new URL(page.url()).pathname, '/resources');
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });
});
