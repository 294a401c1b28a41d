// Stored hostile text (markup, scripts, HTML entities, very long words) shows as the text that was typed on every
// page that lists it, runs nothing and breaks no layout; links with another scheme than http(s) are never stored.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect } from './support/expect.js';
import { apiPost, registerViaApi, showcaseProject, uniqueTag } from './support/users.js';

const tag = uniqueTag();
/** Each would run script, or add an element, if a page wrote it as HTML. */
const MARKUP = `<img src=x onerror="window.__pwned=1"> ${tag}`;
const SCRIPT = `<script>window.__pwned=1</script>`;
const ENTITIES = '&lt;b&gt;not bold&lt;/b&gt; &amp; &#60;i&#62;';
const LONG_WORD = `Donaudampfschifffahrtsgesellschaftskapitän${'x'.repeat(160)}`;
const DESCRIPTION = `${SCRIPT} ${ENTITIES} ${LONG_WORD} ${tag}`;

/** What the pages list, stored through the API as any person could. */
const STORED = {
  challenge: `${MARKUP} challenge`,
  team: `<b>Crew</b> ${tag}`,
  resource: `${MARKUP} resource`,
  project: `${MARKUP} project`,
};

const PAGES = [
  { path: `/challenges?search=${tag}`, shows: STORED.challenge },
  { path: `/teams?search=${tag}`, shows: STORED.team },
  { path: `/resources?search=${tag}`, shows: STORED.resource },
  { path: `/showcase?search=${tag}`, shows: STORED.project },
];

async function refused(response: APIResponse, field: string): Promise<void> {
  assert.equal(response.status(), 400, await response.text());
  const body = (await response.json()) as { fields?: Record<string, string> };
  assert.ok(body.fields?.[field], `the 400 names ${field}: ${JSON.stringify(body)}`);
}

/** What a page would show if it had written stored text as HTML, or let it widen the page. */
async function damage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as { __pwned?: unknown }).__pwned !== undefined) found.push('a stored script ran');
    if (document.querySelector('img[src="x"]')) found.push('a stored <img> became an element');
    if ([...document.querySelectorAll('b')].some((b) => b.textContent === 'Crew'))
      found.push('a stored <b> became an element');
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      // The innermost elements that reach past the window's right edge say where the width comes from.
      const beyond = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
      );
      const innermost = beyond.filter(
        (element) => !beyond.some((other) => other !== element && element.contains(other)),
      );
      const where = innermost.slice(0, 3).map((e) => {
        const box = (x: Element) =>
          `[${Math.round(x.getBoundingClientRect().left)},${Math.round(x.getBoundingClientRect().right)}]`;
        const chain: string[] = [];
        for (let p = e.parentElement; p && chain.length < 8; p = p.parentElement)
          chain.push(`${p.tagName}.${String(p.className).split(' ')[0]}${box(p)}`);
        return `<${e.tagName.toLowerCase()}>${e.textContent?.slice(0, 40)} ${box(e)} in ${chain.join(' < ')}`;
      });
      found.push(
        `the page scrolls sideways (${document.documentElement.scrollWidth} > ${window.innerWidth}): ${where.join('; ')}`,
      );
    }
    return found;
  });
}

describe('stored hostile text', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await registerViaApi(context, { firstName: 'Hostile', lastName: 'Text' });
    await apiPost(context, '/api/challenges', {
      title: STORED.challenge,
      description: DESCRIPTION,
      category: 'technology',
      tags: ['<b>tag</b>', LONG_WORD.slice(0, 30)],
    });
    const team = await apiPost<{ id: string }>(context, '/api/teams', {
      name: STORED.team,
      description: DESCRIPTION,
      maxMembers: 4,
    });
    await apiPost(context, '/api/resources', {
      title: STORED.resource,
      description: DESCRIPTION,
      url: `https://example.org/${tag}?q=<script>`,
      provider: SCRIPT,
    });
    await showcaseProject(context, {
      title: STORED.project,
      description: DESCRIPTION,
      teamId: team.id,
      demoUrl: `https://example.org/${tag}`,
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('links with a scheme other than http or https are refused, naming the field', async () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      await refused(
        await context.request.post('/api/resources', { data: { title: `Link ${tag}`, url } }),
        'url',
      );
    }
  });

  for (const { path, shows } of PAGES)
    it(`${path.split('?')[0]} shows it as typed, runs nothing and keeps its width`, async () => {
      try {
        await page.goto(path);
        await expect(page.getByText(shows, { exact: true })).toBeVisible();
        await expect(page.getByText(DESCRIPTION, { exact: false })).toBeVisible();
        assert.deepEqual(await damage(page), []);
      } catch (error) {
        throw await explainFailure(error, { page });
      }
    });
});
