import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { deleteChallenges, SEED_WORDS, seedChallenges } from './support/seed.js';
import { newSignedInUser, uniqueTag } from './support/users.js';

/** The programme's scale (docs/performance.md). */
const SEEDED = 10_000;
/** The rows a search for `<label> 999` finds: 999 and 9990 to 9999, a known handful, newest first. */
const MARKED = [999, ...Array.from({ length: 10 }, (_, i) => 9990 + i)];

describe('lists at programme scale in the browser', () => {
  let browser: Browser;
  let signedIn: { context: BrowserContext; page: Page } | undefined;
  let ids: string[] = [];
  const label = `seeded${uniqueTag().replace(/\W/g, '')}`;
  const term = `${label.toUpperCase()} 999`;

  beforeAll(async () => {
    const started = Date.now();
    ids = await seedChallenges(SEEDED, label);
    console.log(`seeded ${ids.length} challenges in ${Date.now() - started} ms`);
    browser = await launchBrowser();
    signedIn = await newSignedInUser(browser, { firstName: 'Lisa', lastName: 'Lists' });
  });

  afterAll(async () => {
    await signedIn?.context.close();
    await browser?.close();
    if (ids.length) await deleteChallenges(ids);
  });

  it('GET /api/challenges answers 200 with 20 rows and a Link to the next page', async () => {
    const started = Date.now();
    const response = await signedIn!.context.request.get('/api/challenges');
    const elapsed = Date.now() - started;
    assert.equal(response.status(), 200);
    const rows = (await response.json()) as { id: string }[];
    assert.equal(rows.length, 20);
    assert.match(
      response.headers()['link'] ?? '',
      /^<\/api\/challenges\?limit=20&cursor=[A-Za-z0-9_-]+>; rel="next"$/,
    );
    assert.ok(Number(response.headers()['x-total-count']) >= SEEDED);
    // For the report (no timed assertion): the first answer, then warm ones.
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      const at = Date.now();
      assert.equal((await signedIn!.context.request.get('/api/challenges')).status(), 200);
      warm.push(Date.now() - at);
    }
    console.log(
      `GET /api/challenges with ${SEEDED} seeded rows: first ${elapsed} ms, then ${warm.join(', ')} ms`,
    );
  });

  it('opens /challenges, loads a second page on scrolling, and searches on the server with the search in the URL', async () => {
    const { page } = signedIn!;
    try {
      await page.goto('/challenges');
      const list = page.getByRole('list', { name: 'Challenges' });
      const cards = list.getByRole('article');
      await expect(cards).toHaveCount(20);

      // Scrolling to the end of the list asks for the next page; the button is there for those who do not scroll.
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitFor(async () => (await cards.count()) >= 40, 'a second page of cards after scrolling');
      // Further on, the next one: the list goes on as long as the person scrolls.
      const afterScroll = await cards.count();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitFor(async () => (await cards.count()) > afterScroll, 'a third page after scrolling on');

      // A search term that only the marked rows carry, in any case: exactly those, newest first.
      const search = page.getByRole('searchbox', { name: 'Search challenges' });
      await search.fill(term.toLowerCase());
      const expected = MARKED.map((i) => `${SEED_WORDS[i % SEED_WORDS.length]} ${label} ${i}`);
      await expect(cards).toHaveCount(MARKED.length);
      assert.deepEqual(await list.getByRole('heading', { level: 3 }).allInnerTexts(), expected);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

      // The URL holds the search: a reload (or the link, shared) shows the same list.
      await waitFor(
        async () => new URL(page.url()).searchParams.get('search') === term.toLowerCase(),
        'the search in the URL',
      );
      await page.reload();
      await expect(search).toHaveValue(term.toLowerCase());
      await expect(cards).toHaveCount(MARKED.length);
      assert.deepEqual(await list.getByRole('heading', { level: 3 }).allInnerTexts(), expected);
    } catch (error) {
      throw await explainFailure(error, { page });
    }
  });
});
