import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { BRAINSTORM_TEXTS } from '@creators/isla';
import { launchBrowser, newPage } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { newSignedInUser, signInViaApi, uniqueTag } from './support/users.js';

/** Isla answers through the AI worker; on a loaded machine one answer may take a while (the API waits up to 25 s). */
const ISLA_ANSWER_MS = 45_000;

/** What the student types, phase by phase: one clear problem (sustainability at a sports club). */
const ANSWERS: Record<'ideation' | 'validation' | 'refinement', string[]> = {
  ideation: [
    'Plastic bottles pile up in the general trash at our sports club because the recycling bins overflow every weekend.',
    'It happens every Saturday; the caretaker throws away about four bags of recyclable plastic after each match day.',
    'We asked the club board for more bins last year but nothing changed, and members have stopped separating their waste.',
  ],
  validation: [
    'I counted the bottles in two bins last weekend: more than 120 recyclable bottles went into general waste.',
    'The weakest assumption is that members would recycle if the bins were emptied more often; one extra bin for a month would test it.',
  ],
  refinement: [
    'The first people to help are the caretaker and the youth team, who already collect the bins after matches.',
    'Plastic bottles at our club end up in general waste because the recycling bins overflow on match days.',
    'Success means at least 80 percent of bottles in the recycling bins within one month.',
  ],
};

async function conversation(log: Locator): Promise<string> {
  return (await log.innerText({ timeout: 1_000 }).catch(() => '(no log)')).replace(/\n{2,}/g, '\n');
}

/** Waits for Isla; on failure the error shows the conversation so far. */
async function waitForIsla(log: Locator, check: () => Promise<boolean>, what: string): Promise<void> {
  try {
    await waitFor(check, what, ISLA_ANSWER_MS);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- conversation ---\n${await conversation(log)}`);
  }
}

describe('Isla in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a whole brainstorm on the dashboard ends in a published challenge', async () => {
    const { context, page } = await newSignedInUser(
      browser,
      { firstName: 'Bea', lastName: 'Brainstorm' },
      { audio: false },
    );
    try {
      const tag = uniqueTag();
      await page.goto('/');
      const panel = page.getByRole('region', { name: 'Challenge Brainstorm with Isla' });
      await expect(panel).toBeVisible();
      const log = panel.getByRole('log', { name: 'Conversation with Isla' });
      const islaLines = log.locator('[data-sender="avatar"]');
      const userLines = log.locator('[data-sender="user"]');
      const currentPhase = panel
        .getByRole('list', { name: 'Brainstorm phases' })
        .locator('li[aria-current="step"]');
      const input = panel.getByRole('textbox', { name: 'Your response' });
      const send = panel.getByRole('button', { name: 'Send', exact: true });
      const titleField = panel.getByRole('textbox', { name: 'Challenge Title' });
      // Shown while Isla awaits the yes to her read-back (the brainstorm's awaitingConfirmation).
      const confirm = panel.getByRole('button', { name: "Yes, that's right" });
      await expect(log.getByText(/^Hi Bea! I'm Isla/)).toBeVisible();
      await expect(currentPhase).toHaveText('Ideation');
      await expect(send).toBeDisabled();

      // Answer whatever phase Isla is in until the draft form takes the place of the chat box.
      const used = { ideation: 0, validation: 0, refinement: 0 };
      const phasesSeen: string[] = [];
      let readBacks = 0;
      for (let turn = 0; turn < 12; turn++) {
        if (await titleField.isVisible()) break;
        const phase = (await currentPhase.innerText()).trim().toLowerCase() as keyof typeof ANSWERS;
        phasesSeen.push(phase);
        const answers = ANSWERS[phase];
        assert.ok(answers, `unexpected phase '${phase}'\n${await conversation(log)}`);
        // Before the draft Isla reads the challenge back and asks whether it is right (product.md §4.3): the person
        // says yes with the button the panel offers then.
        const readBack = await confirm.isVisible();
        if (readBack) readBacks++;
        const text = readBack ? "Yes, that's right" : answers[Math.min(used[phase]++, answers.length - 1)]!;
        const before = await islaLines.count();
        if (readBack) await confirm.click();
        else {
          await input.fill(text);
          await expect(send).toBeEnabled();
          await send.click();
        }
        await expect(userLines.filter({ hasText: text }).first()).toBeVisible();
        // Isla has answered (by the AI, or by her script in refinement) and is no longer thinking.
        await waitForIsla(
          log,
          async () => (await islaLines.count()) > before && (await panel.getByRole('status').count()) === 0,
          `Isla to answer in ${phase}`,
        );
        assert.equal(
          await page.getByText('Processing Error', { exact: true }).count(),
          0,
          `Isla's AI failed in ${phase}\n${await conversation(log)}`,
        );
        if (turn === 1) {
          // brainstorm-ai holds the conversation (product.md §4.3): after a reload it is still there.
          const said = await userLines.allInnerTexts();
          const islaSaid = await islaLines.allInnerTexts();
          assert.equal(said.length, 2);
          await page.reload();
          await expect(log.getByText(/^Hi Bea! I'm Isla/)).toBeVisible();
          await expect(userLines).toHaveCount(2);
          assert.deepEqual(await userLines.allInnerTexts(), said);
          assert.deepEqual(await islaLines.allInnerTexts(), islaSaid);
          await expect(currentPhase).toHaveText('Ideation');
        }
      }
      await expect(titleField).toBeVisible();
      if (process.env.E2E_DEBUG) console.log(await conversation(log));
      assert.deepEqual([...new Set(phasesSeen)], ['ideation', 'validation', 'refinement']);
      assert.equal(used.validation, 2, `validation took ${used.validation} answers`);
      assert.equal(used.refinement, 2, `refinement took ${used.refinement} answers`);
      assert.equal(readBacks, 1, 'Isla read the challenge back once, and the person agreed');
      await expect(currentPhase).toHaveText('Creation');

      // The draft is prefilled from the brainstorm.
      // A "How might we" title rendered from the slots, never a cut of a message.
      const title = await titleField.inputValue();
      assert.match(title, /^How might we .+\?$/);
      assert.ok(title.length <= 60, title);
      await expect(panel.getByRole('textbox', { name: 'Problem Description' })).toHaveValue(
        /Plastic bottles pile up/,
      );
      await expect(panel.getByRole('combobox', { name: /^Category/ })).toHaveText(/Sustainability/);
      await expect(panel.getByRole('textbox', { name: 'Tags (comma-separated)' })).toHaveValue(/plastic/);
      await expect(panel.getByRole('button', { name: 'Back to Refinement' })).toBeVisible();

      const published = `${title.slice(0, 100)} ${tag}`;
      await titleField.fill(published);
      await panel.getByRole('button', { name: 'Create Challenge', exact: true }).click();
      await expect(page.getByText('Challenge Created!', { exact: true })).toBeVisible();
      await expect(
        page.getByText('Your challenge has been published for others to join.', { exact: true }),
      ).toBeVisible();
      // A fresh brainstorm starts.
      await expect(titleField).toBeHidden();
      await expect(currentPhase).toHaveText('Ideation');
      await expect(userLines).toHaveCount(0);
      // The fresh brainstorm is the open one now: a reload shows it, not the published one.
      await page.reload();
      await expect(log.getByText(/^Hi Bea! I'm Isla/)).toBeVisible();
      await expect(currentPhase).toHaveText('Ideation');
      await expect(userLines).toHaveCount(0);

      await page.getByRole('link', { name: 'Challenges', exact: true }).first().click();
      await page.getByRole('searchbox', { name: 'Search challenges' }).fill(tag);
      const card = page
        .getByRole('list', { name: 'Challenges' })
        .getByRole('article', { name: published, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByText('Sustainability', { exact: true })).toBeVisible();
      await expect(card.getByText('plastic', { exact: true })).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });

  it('the voice dialog greets the user by first name, answers a typed message, and greets in German for a German browser', async () => {
    const { context, page, user } = await newSignedInUser(browser, {
      firstName: 'Isolde',
      lastName: 'Voice',
    });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Start Conversation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Talk with Isla' });
      await expect(dialog).toBeVisible();
      const log = dialog.getByRole('log', { name: 'Conversation with Isla' });
      await expect(
        log.getByText(
          "Hi Isolde! I'm Isla, your AI guide. Tell me about a problem you'd love to solve, or ask me anything about your journey.",
          { exact: true },
        ),
      ).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText(/^(Ready|Speaking|Thinking|Listening)$/);

      // Typing works in every browser: Isla answers in the log.
      await dialog
        .getByRole('textbox', { name: 'Message to Isla' })
        .fill('Our school canteen throws away a lot of bread every day.');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(log.locator('[data-sender="user"]')).toHaveCount(1);
      await waitForIsla(
        log,
        async () => (await log.locator('[data-sender="avatar"]').count()) >= 2,
        'Isla to answer',
      );
      const reply = (await log.locator('[data-sender="avatar"]').nth(1).innerText())
        .replace(/^Isla:\s*/, '')
        .trim();
      assert.ok(reply.length >= 11, `a real answer, got '${reply}'`);
      // Not the scripted question the dialog falls back to when the AI fails.
      assert.ok(
        !BRAINSTORM_TEXTS.en.fallbackQuestions.ideation.includes(reply),
        `Isla's AI did not answer; the fallback was shown: '${reply}'`,
      );
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }

    const german = await newPage(browser, 'de-DE');
    try {
      await signInViaApi(german.context, user);
      await german.page.goto('/');
      await expect(german.page.getByRole('heading', { name: 'Willkommen zurück, Isolde' })).toBeVisible();
      await expect(
        german.page
          .getByRole('region', { name: 'Challenge-Brainstorming mit Isla' })
          .getByText(/^Hallo Isolde! Ich bin Isla/),
      ).toBeVisible();
      await german.page.getByRole('button', { name: 'Gespräch beginnen' }).click();
      const dialog = german.page.getByRole('dialog', { name: 'Sprich mit Isla' });
      await expect(
        dialog.getByText(
          'Hallo Isolde! Ich bin Isla, deine KI-Begleiterin. Erzähl mir von einem Problem, das du gern lösen würdest, oder frag mich alles zu deiner Reise.',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText(/^(Bereit|Spricht|Denkt nach|Hört zu)$/);
      await expect(dialog.getByRole('button', { name: /^Ton (an|aus)$/ })).toBeVisible();
      // Isla answers in German.
      await dialog
        .getByRole('textbox', { name: 'Nachricht an Isla' })
        .fill('In unserer Mensa wird jeden Tag viel Brot weggeworfen.');
      await dialog.getByRole('button', { name: 'Senden', exact: true }).click();
      const log = dialog.getByRole('log', { name: 'Gespräch mit Isla' });
      await waitForIsla(
        log,
        async () => (await log.locator('[data-sender="avatar"]').count()) >= 2,
        'Isla to answer in German',
      );
      const reply = (await log.locator('[data-sender="avatar"]').nth(1).innerText())
        .replace(/^Isla:\s*/, '')
        .trim();
      assert.ok(
        !BRAINSTORM_TEXTS.de.fallbackQuestions.ideation.includes(reply),
        `Isla's AI did not answer; the fallback was shown: '${reply}'`,
      );
      assert.match(
        reply,
        /[äöüß]|\b(und|oder|du|dich|dir|nicht|wer|was|wie|das|ist)\b/i,
        `a German answer, got '${reply}'`,
      );
    } catch (error) {
      throw await explainFailure(error, { german: german.page });
    } finally {
      await german.context.close();
    }
  });
});
