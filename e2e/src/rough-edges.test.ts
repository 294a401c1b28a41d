// The rough edges a new user hit, in English and German: the Send button's label on one line and whole (phone and
// desktop), the small-screen menu closing on Escape and on a tap outside, and the preset chips in German.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { newSignedInUser, uniqueTag, type SignedIn } from './support/users.js';

const WORDS = {
  en: {
    locale: 'en-US',
    send: 'Send',
    response: 'Your response',
    talk: 'Talk with Isla',
    voiceDialog: 'Talk with Isla',
    start: 'Start Conversation',
    message: 'Message to Isla',
    openMenu: 'Open navigation menu',
    nav: 'Main navigation',
  },
  de: {
    locale: 'de-DE',
    send: 'Senden',
    response: 'Deine Antwort',
    talk: 'Mit Isla sprechen',
    voiceDialog: 'Sprich mit Isla',
    start: 'Gespräch beginnen',
    message: 'Nachricht an Isla',
    openMenu: 'Navigationsmenü öffnen',
    nav: 'Hauptnavigation',
  },
} as const;
type Language = keyof typeof WORDS;

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1400, height: 900 };

/**
 * The button's label: how many lines its text takes (distinct line boxes of the text) and whether the button shows
 * all of it (nothing cut off by its own width).
 */
async function labelLayout(button: Locator): Promise<{ text: string; lines: number; clipped: boolean }> {
  return button.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      text += node.textContent;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const content = range.getBoundingClientRect();
    const clipped =
      element.scrollWidth > element.clientWidth + 1 ||
      content.left < box.left - 1 ||
      content.right > box.right + 1;
    return { text: text.trim(), lines: tops.size, clipped };
  });
}

async function assertOneLine(button: Locator, what: string) {
  await expect(button).toBeVisible();
  const layout = await labelLayout(button);
  assert.equal(layout.lines, 1, `${what}: "${layout.text}" takes ${layout.lines} lines`);
  assert.equal(layout.clipped, false, `${what}: "${layout.text}" is cut off`);
}

describe('rough edges in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'de'] as const satisfies readonly Language[]) {
    it(`(${lang}) every Send label is one line and whole, on a 360 px phone and on a desktop`, async () => {
      const w = WORDS[lang];
      const people: SignedIn[] = [];
      try {
        const person = await newSignedInUser(
          browser,
          { firstName: 'Sina', lastName: `Sender${uniqueTag()}` },
          { locale: w.locale, audio: false },
        );
        people.push(person);
        const { page } = person;
        for (const [device, size] of [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const) {
          await page.setViewportSize(size);
          await page.goto('/');
          // Isla's brainstorm composer, with text typed so that the button is enabled as when one sends.
          await page.getByRole('textbox', { name: w.response }).fill('Our school bus is always late.');
          await assertOneLine(
            page.getByRole('button', { name: w.send, exact: true }).first(),
            `${device} brainstorm`,
          );
          // Isla's voice dialog composer.
          const open =
            device === 'phone'
              ? page.getByRole('button', { name: w.talk })
              : page.getByRole('button', { name: w.start });
          await open.click();
          const dialog = page.getByRole('dialog', { name: w.voiceDialog });
          await dialog.getByRole('textbox', { name: w.message }).fill('Hello Isla');
          await assertOneLine(
            dialog.getByRole('button', { name: w.send, exact: true }),
            `${device} voice dialog`,
          );
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      } catch (error) {
        throw await explainFailure(
          error,
          Object.fromEntries(people.map((person) => [person.user.firstName, person.page])),
        );
      } finally {
        for (const person of people) await person.context.close();
      }
    });

    it(`(${lang}) the phone's navigation menu closes on Escape and on a tap outside it`, async () => {
      const w = WORDS[lang];
      const people: SignedIn[] = [];
      try {
        const person = await newSignedInUser(
          browser,
          { firstName: 'Mo', lastName: `Menu${uniqueTag()}` },
          { locale: w.locale, audio: false },
        );
        people.push(person);
        const { page } = person;
        await page.setViewportSize(PHONE);
        await page.goto('/challenges');
        const toggle = page.getByRole('button', { name: w.openMenu });
        const menu = page.locator('#mobile-navigation');
        await toggle.click();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await waitFor(
          () => toggle.evaluate((element) => element === document.activeElement),
          'focus on the toggle',
        );

        await toggle.click();
        await expect(menu).toBeVisible();
        await tapOutside(page, menu);
        await expect(menu).toBeHidden();
        assert.equal(new URL(page.url()).pathname, '/challenges');
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

  it('(de) the preset skills and interests and the tab title are German', async () => {
    const people: SignedIn[] = [];
    try {
      const person = await newSignedInUser(
        browser,
        { firstName: 'Greta', lastName: `Deutsch${uniqueTag()}` },
        { locale: 'de-DE', audio: false },
      );
      people.push(person);
      const { page } = person;
      await page.goto('/profile-setup');
      const skills = page.getByRole('group', { name: 'Fähigkeiten' });
      await expect(skills.getByRole('button', { name: 'Projektmanagement', exact: true })).toBeVisible();
      await expect(skills.getByRole('button', { name: 'Project Management', exact: true })).toHaveCount(0);
      const interests = page.getByRole('group', { name: 'Interessen' });
      await expect(interests.getByRole('button', { name: 'Webentwicklung', exact: true })).toBeVisible();
      await expect(interests.getByRole('button', { name: 'Web Development', exact: true })).toHaveCount(0);
      assert.equal(await page.title(), 'Creators-Programm');
    } catch (error) {
      throw await explainFailure(
        error,
        Object.fromEntries(people.map((person) => [person.user.firstName, person.page])),
      );
    } finally {
      for (const person of people) await person.context.close();
    }
  });
});

/** A tap on the page outside the open menu: on the page's heading, below it (nothing there reacts to a tap). */
async function tapOutside(page: Page, menu: Locator) {
  const heading = page.getByRole('heading', { level: 1 });
  const [box, menuBox] = await Promise.all([heading.boundingBox(), menu.boundingBox()]);
  assert.ok(box && menuBox);
  assert.ok(box.y >= menuBox.y + menuBox.height, 'the heading is outside the menu');
  await page.mouse.click(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
}
