import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import { newSignedInUser } from './support/users.js';

/** Script errors and Content-Security-Policy violations a page reports while it is used. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()} script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // A signed-out visitor's session check answers 401 by design (product.md §4.1).
    if (/status of 401/.test(text) && /\/api\/auth\/user|\/graphql/.test(message.location().url ?? ''))
      return;
    problems.push(`${page.url()} console error: ${text}`);
  });
  return problems;
}

/** Fails with each distinct problem once, and the pages it was seen on. */
function assertNoProblems(problems: string[]): void {
  const seen = new Map<string, string[]>();
  for (const problem of problems) {
    const [url, text] = [problem.slice(0, problem.indexOf(' ')), problem.slice(problem.indexOf(' ') + 1)];
    seen.set(text, [...(seen.get(text) ?? []), new URL(url).pathname]);
  }
  assert.equal(seen.size, 0, [...seen].map(([text, paths]) => `${text} (on ${paths.join(', ')})`).join('\n'));
}

describe('every page in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the signed-in pages load without script errors or Content-Security-Policy violations', async () => {
    const { context, page } = await newSignedInUser(browser, { firstName: 'Paul', lastName: 'Pages' });
    const problems = collectProblems(page);
    try {
      const pages: Array<[string, string]> = [
        ['/', 'Welcome back, Paul'],
        ['/challenges', 'Challenges'],
        ['/teams', 'Teams'],
        ['/resources', 'Learning Resources'],
        ['/showcase', 'Project Showcase'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      }
      assertNoProblems(problems);
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });

  it('a signed-out German browser gets the German login page with lang="de", without script errors', async () => {
    const { context, page } = await newPage(browser, 'de-DE');
    const problems = collectProblems(page);
    try {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
      assertNoProblems(problems);
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });
});
