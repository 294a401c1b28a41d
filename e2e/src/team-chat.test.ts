// A team's chat (docs/product.md §11.6) in the browser, in English and German: two members chat live, each sees
// the other's message without a reload (and the unread count on the card before opening the chat); a third person
// sees no Chat button and is refused the messages (403); a mention reaches the inbox and survives a reload; the Send
// button's label stays on one line on a phone and on a desktop.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@creators/texts';
import { launchBrowser } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { gotoWithLiveSocket } from './support/live.js';
import { apiPost, newSignedInUser, uniqueTag, type SignedIn } from './support/users.js';

const WORDS = {
  en: {
    locale: 'en-US',
    chat: 'Chat',
    messages: 'Messages',
    message: 'Message',
    send: 'Send',
    myTeams: 'My Teams',
    unread: (count: number) => new RegExp(`^Chat\\W+${count} unread message(s)?$`),
    bell: 'Notifications',
    mentioned: (author: string, team: string) => `${author} mentioned you in ${team}`,
  },
  de: {
    locale: 'de-DE',
    chat: 'Chat',
    messages: 'Nachrichten',
    message: 'Nachricht',
    send: 'Senden',
    myTeams: 'Meine Teams',
    unread: (count: number) => new RegExp(`^Chat\\W+${count} ungelesene Nachricht(en)?$`),
    bell: 'Benachrichtigungen',
    mentioned: (author: string, team: string) => `${author} hat dich in ${team} erwähnt`,
  },
} as const;
type Language = keyof typeof WORDS;

/** Whether the button's label is drawn on one line and not clipped. */
async function labelOnOneLine(page: Page, name: string): Promise<{ lines: number; clipped: boolean }> {
  return page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const text = [...button.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!text) return { lines: 0, clipped: true };
    const range = document.createRange();
    range.selectNodeContents(text);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    const tops = new Set(rects.map((rect) => Math.round(rect.top)));
    const box = button.getBoundingClientRect();
    const bounds = range.getBoundingClientRect();
    return {
      lines: tops.size,
      clipped:
        bounds.left < box.left - 1 ||
        bounds.right > box.right + 1 ||
        button.scrollWidth > button.clientWidth + 1,
    };
  });
}

describe('team chat in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'de'] as const satisfies readonly Language[]) {
    it(`(${lang}) two members chat live; a mention is in the inbox after a reload; a third person sees no Chat button and is refused; Send stays on one line`, async () => {
      const w = WORDS[lang];
      const tag = uniqueTag();
      const people: SignedIn[] = [];
      let current: Page | undefined;
      try {
        const ada = await newSignedInUser(
          browser,
          { firstName: 'Ada', lastName: `Chat${tag}` },
          { locale: w.locale, audio: false },
        );
        people.push(ada);
        const ben = await newSignedInUser(
          browser,
          { firstName: 'Ben', lastName: `Chat${tag}` },
          { locale: w.locale, audio: false },
        );
        people.push(ben);
        const cleo = await newSignedInUser(
          browser,
          { firstName: 'Cleo', lastName: `Outside${tag}` },
          { locale: w.locale, audio: false },
        );
        people.push(cleo);
        const teamName = `Chatters ${tag}`;
        const team = await apiPost<{ id: string }>(ada.context, '/api/teams', {
          name: teamName,
          maxMembers: 4,
        });
        await apiPost(ben.context, `/api/teams/${team.id}/join`, {});

        // Ben waits on the Teams page; Ada opens the chat from her card's Chat button.
        current = ben.page;
        await gotoWithLiveSocket(ben.page, '/teams');
        const benCard = ben.page
          .getByRole('region', { name: w.myTeams })
          .getByRole('article', { name: teamName });
        await expect(benCard.getByRole('link', { name: w.chat, exact: true })).toBeVisible();
        current = ada.page;
        await gotoWithLiveSocket(ada.page, '/teams');
        await ada.page
          .getByRole('region', { name: w.myTeams })
          .getByRole('article', { name: teamName })
          .getByRole('link', { name: w.chat, exact: true })
          .click();
        await waitFor(
          async () => new URL(ada.page.url()).pathname === `/teams/${team.id}/chat`,
          'the chat’s address',
        );
        const adaLog = ada.page.getByRole('log', { name: w.messages });
        await expect(adaLog).toBeVisible();
        const hello = `Hello Ben, the plan is at https://example.org/plan-${tag}`;
        await ada.page.getByRole('textbox', { name: w.message }).fill(hello);
        await ada.page.getByRole('button', { name: w.send, exact: true }).click();
        await expect(adaLog.getByText(`Hello Ben, the plan is at`)).toBeVisible();
        const link = adaLog.getByRole('link', { name: new RegExp(`plan-${tag}`) });
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
        await expect(link).toHaveAttribute('target', '_blank');

        // Ben's card counts it live, then the chat shows it without a reload.
        current = ben.page;
        await expect(benCard.getByRole('link', { name: w.unread(1) })).toBeVisible();
        await benCard.getByRole('link', { name: w.unread(1) }).click();
        const benLog = ben.page.getByRole('log', { name: w.messages });
        await expect(benLog.getByText('Hello Ben, the plan is at')).toBeVisible();
        await expect(benLog.getByText(ada.user.fullName)).toBeVisible();

        // Ben answers; Ada, still on the chat, sees it live.
        const answer = `Thanks Ada, looks good ${tag}`;
        await ben.page.getByRole('textbox', { name: w.message }).fill(answer);
        await ben.page.getByRole('textbox', { name: w.message }).press('Enter');
        await expect(benLog.getByText(answer)).toBeVisible();
        current = ada.page;
        await expect(adaLog.getByText(answer)).toBeVisible();
        await expect(adaLog.getByText(ben.user.fullName)).toBeVisible();

        // Ada mentions Ben: it is in his inbox, and still there after a reload.
        const mention = `@Ben can you check the budget ${tag}?`;
        await ada.page.getByRole('textbox', { name: w.message }).fill(mention);
        await ada.page.getByRole('button', { name: w.send, exact: true }).click();
        await expect(adaLog.getByText(mention)).toBeVisible();
        current = ben.page;
        await expect(benLog.getByText(mention)).toBeVisible();
        for (const reload of [false, true]) {
          if (reload) await ben.page.reload();
          await ben.page.getByRole('banner').getByRole('button', { name: w.bell, exact: true }).click();
          const mentioned = ben.page
            .getByRole('menu', { name: w.bell })
            .getByRole('menuitem')
            .filter({ hasText: w.mentioned(ada.user.fullName, teamName) })
            .filter({ hasText: `budget ${tag}` });
          await expect(mentioned).toBeVisible();
          await ben.page.keyboard.press('Escape');
        }

        // Someone outside the team: no Chat button on the team's page, and 403 from the messages.
        current = cleo.page;
        await cleo.page.goto(`/teams/${team.id}`);
        await expect(cleo.page.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
        await expect(cleo.page.getByRole('link', { name: w.chat, exact: true })).toHaveCount(0);
        const refused = await cleo.context.request.get(`/api/teams/${team.id}/messages`, {
          headers: { 'accept-language': lang },
        });
        assert.equal(refused.status(), 403, await refused.text());
        assert.equal(
          ((await refused.json()) as { message: string }).message,
          MESSAGES[lang]['error.chat.forbidden'],
        );
        const members = await ada.context.request.get(`/api/teams/${team.id}/messages`);
        assert.equal(members.status(), 200, await members.text());

        // Send's label on one line, not clipped: on a 360 px phone and on a desktop.
        current = ada.page;
        for (const viewport of [
          { width: 360, height: 740 },
          { width: 1400, height: 900 },
        ]) {
          await ada.page.setViewportSize(viewport);
          await expect(ada.page.getByRole('button', { name: w.send, exact: true })).toBeVisible();
          const drawn = await labelOnOneLine(ada.page, w.send);
          assert.deepEqual(drawn, { lines: 1, clipped: false }, `Send at ${viewport.width} px`);
        }
      } catch (error) {
        throw await explainFailure(error, { page: current });
      } finally {
        for (const person of people) await person.context.close();
      }
    }, 240_000);
  }
});
