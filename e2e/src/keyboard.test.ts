// Keyboard only: Tab, Shift+Tab, Enter, Space, arrows and typing, never a click. A student registers, brainstorms
// with Isla until a challenge is published, joins a team and likes a project.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describeFindings, seriousViolations } from './support/axe.js';
import { launchBrowser, newPage, uniqueEmail } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { STUDENT_FORM } from './support/flows.js';
import {
  apiPost,
  newSignedInUser,
  showcaseProject,
  TEST_PASSWORD,
  uniqueTag,
  type SignedIn,
} from './support/users.js';

const TEST_TIMEOUT_MS = 600_000;
/** Isla answers through the AI worker; on a loaded machine one answer may take a while. */
const ISLA_ANSWER_MS = 45_000;
/** More than any page has controls before the one a test looks for. */
const MAX_TABS = 120;

/** What the student types to Isla, phase by phase (as in isla.test.ts). */
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

async function hasFocus(target: Locator): Promise<boolean> {
  return target
    .first()
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);
}

/** The focused element, in words, for failure messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.slice(0, 60);
    return `<${element.tagName.toLowerCase()}> "${name ?? ''}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, and checks that the browser shows it as keyboard focus
 * (:focus-visible). Fails when it is not reached within MAX_TABS presses.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await hasFocus(target)) {
      assert.ok(
        await target.first().evaluate((element) => element.matches(':focus-visible')),
        `${target} has focus but not :focus-visible`,
      );
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target}; focus is on ${await focused(page)}`);
}

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const findings = await seriousViolations(page, what);
  assert.equal(findings.length, 0, describeFindings(findings));
}

describe('keyboard only', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Another student, who leads the team to join and showcases the project to like. */
  let other: SignedIn;
  const tag = uniqueTag();
  const teamName = `Keyboard Crew ${tag}`;
  const projectTitle = `Keyboard Garden ${tag}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    // Isla keeps quiet (and the speech worker idle); the test reads her answers.
    await context.addInitScript(() => window.localStorage.setItem('isla.audio', 'off'));
    other = await newSignedInUser(browser, { firstName: 'Otto', lastName: 'Other' }, { audio: false });
    const team = await apiPost<{ id: string }>(other.context, '/api/teams', {
      name: teamName,
      description: 'We grow vegetables on the school roof.',
      maxMembers: 4,
    });
    await showcaseProject(other.context, {
      title: projectTitle,
      description: 'A watering schedule for the roof garden, shared by the whole class.',
      teamId: team.id,
      demoUrl: 'https://example.org/garden',
    });
  });
  afterAll(async () => {
    await other?.context.close();
    await context?.close();
    await browser?.close();
  });

  const explained = (body: () => Promise<void>) => async () => {
    try {
      await body();
    } catch (error) {
      throw await explainFailure(error, { page });
    }
  };

  it(
    'the skip link is the first Tab stop and shows itself; a student registers',
    explained(async () => {
      const form = STUDENT_FORM.en;
      await page.goto('/');
      const getStarted = page.getByRole('link', { name: 'Get Started' });
      await expect(getStarted).toBeVisible();

      // Out of sight until focused, then on screen and focused by the first Tab.
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      assert.ok((await skip.boundingBox())!.y + (await skip.boundingBox())!.height <= 0, 'skip link hidden');
      await page.keyboard.press('Tab');
      assert.ok(await hasFocus(skip), `the first Tab stop is ${await focused(page)}`);
      await waitFor(async () => ((await skip.boundingBox())?.y ?? -1) >= 0, 'the skip link on screen');
      await page.keyboard.press('Enter');
      assert.ok(await hasFocus(page.getByRole('main')), `after the skip link: ${await focused(page)}`);

      await tabTo(page, getStarted, { backwards: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/login');
      await tabTo(page, page.getByRole('link', { name: 'Register as Student' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/register/student');

      const email = uniqueEmail('kira');
      const fields: Array<[string, string]> = [
        [form.firstName, 'Kira'],
        [form.lastName, 'Keys'],
        [form.email, email],
        [form.password, TEST_PASSWORD],
        [form.confirmPassword, TEST_PASSWORD],
      ];
      for (const [label, value] of fields) {
        await tabTo(page, page.getByLabel(label, { exact: true }));
        await page.keyboard.type(value);
      }
      // A native select changes with the arrow keys.
      const experience = page.getByLabel('Experience Level', { exact: true });
      await tabTo(page, experience);
      await page.keyboard.press('ArrowDown');
      await expect(experience).toHaveValue('intermediate');
      await tabTo(page, page.getByLabel(form.bio, { exact: true }));
      await page.keyboard.type('I like to build small tools for my neighbourhood.');

      // A preset skill toggles with Space; the selected chip, focused, must stay readable.
      const python = page
        .getByRole('group', { name: form.skills, exact: true })
        .getByRole('button', { name: 'Python', exact: true });
      await tabTo(page, python);
      await page.keyboard.press('Space');
      await expect(python).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousViolations(page, 'registration with a selected, focused skill chip');
      // A custom interest is added with Enter.
      await tabTo(page, page.getByLabel('Add a custom interest', { exact: true }));
      await page.keyboard.type('Urban gardening');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Remove Urban gardening' })).toBeVisible();

      await tabTo(page, page.getByRole('button', { name: form.submit }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: `${form.welcome}Kira` })).toBeVisible();
    }),
    TEST_TIMEOUT_MS,
  );

  it(
    'a whole brainstorm with Isla ends in a published challenge',
    explained(async () => {
      const panel = page.getByRole('region', { name: 'Challenge Brainstorm with Isla' });
      const log = panel.getByRole('log', { name: 'Conversation with Isla' });
      const islaLines = log.locator('[data-sender="avatar"]');
      const currentPhase = panel
        .getByRole('list', { name: 'Brainstorm phases' })
        .locator('li[aria-current="step"]');
      const input = panel.getByRole('textbox', { name: 'Your response' });
      const titleField = panel.getByRole('textbox', { name: 'Challenge Title' });
      await expect(log.getByText(/^Hi Kira! I'm Isla/)).toBeVisible();

      const used = { ideation: 0, validation: 0, refinement: 0 };
      for (let turn = 0; turn < 12; turn++) {
        if (await titleField.isVisible()) break;
        const phase = (await currentPhase.innerText()).trim().toLowerCase() as keyof typeof ANSWERS;
        const answers = ANSWERS[phase];
        assert.ok(answers, `unexpected phase '${phase}'`);
        const text = answers[Math.min(used[phase]++, answers.length - 1)]!;
        const before = await islaLines.count();
        // Focus stays in the chat box after sending; the first time, Tab gets there.
        await tabTo(page, input);
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        await expect(log.locator('[data-sender="user"]').filter({ hasText: text }).first()).toBeVisible();
        await waitFor(
          async () => (await islaLines.count()) > before && (await panel.getByRole('status').count()) === 0,
          `Isla to answer in ${phase}`,
          ISLA_ANSWER_MS,
        );
      }
      await expect(currentPhase).toHaveText('Creation');
      // The draft form took the chat box's place, and the focus with it.
      await waitFor(() => hasFocus(titleField), "focus on the draft's title");
      const published = `${(await titleField.inputValue()).slice(0, 100)} ${tag}`;
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(published);
      await expect(titleField).toHaveValue(published);

      await tabTo(page, panel.getByRole('button', { name: 'Create Challenge', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Challenge Created!', { exact: true })).toBeVisible();
      await expect(currentPhase).toHaveText('Ideation');
      // The fresh chat box has the focus again.
      await waitFor(() => hasFocus(input), 'focus back in the chat box');

      // The challenge is listed: to Challenges through the header (Shift+Tab from the chat box).
      await tabTo(page, page.getByRole('link', { name: 'Challenges', exact: true }).first(), {
        backwards: true,
      });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/challenges');
      await tabTo(page, page.getByRole('searchbox', { name: 'Search challenges' }));
      await page.keyboard.type(tag);
      await expect(
        page.getByRole('list', { name: 'Challenges' }).getByRole('article', { name: published, exact: true }),
      ).toBeVisible();
    }),
    TEST_TIMEOUT_MS,
  );

  it(
    'joins a team',
    explained(async () => {
      await tabTo(page, page.getByRole('link', { name: 'Teams', exact: true }).first(), { backwards: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/teams');
      await tabTo(page, page.getByRole('searchbox', { name: 'Search teams' }));
      await page.keyboard.type(tag);
      const card = page
        .getByRole('region', { name: 'Discover Teams' })
        .getByRole('article', { name: teamName, exact: true });
      await expect(card).toBeVisible();
      await tabTo(page, card.getByRole('button', { name: 'Join Team', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Joined team!', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Already Member', exact: true })).toBeVisible();
    }),
    TEST_TIMEOUT_MS,
  );

  it(
    'likes a project',
    explained(async () => {
      await tabTo(page, page.getByRole('link', { name: 'Showcase', exact: true }).first(), {
        backwards: true,
      });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/showcase');
      await tabTo(page, page.getByRole('searchbox', { name: 'Search projects' }));
      await page.keyboard.type(tag);
      const card = page
        .getByRole('list', { name: 'Projects' })
        .getByRole('article', { name: projectTitle, exact: true });
      await expect(card).toBeVisible();
      const like = card.getByRole('button', { name: `Like ${projectTitle}`, exact: true });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await tabTo(page, like);
      await page.keyboard.press('Space');
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByTestId('like-count')).toHaveText('1');
      // The like is the server's too: it is still there after a reload.
      await page.reload();
      await page.getByRole('searchbox', { name: 'Search projects' }).waitFor();
      await expect(
        page
          .getByRole('list', { name: 'Projects' })
          .getByRole('article', { name: projectTitle, exact: true })
          .getByRole('button', { name: `Like ${projectTitle}`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'true');
    }),
    TEST_TIMEOUT_MS,
  );
});
