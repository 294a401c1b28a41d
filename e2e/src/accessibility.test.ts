// axe-core on every page, in English and German, signed out and signed in, and with each dialog and menu open:
// no violation of serious or critical impact. The figures (checks and findings) go to docs/reliability.md.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describeFindings, seriousViolations, type Finding } from './support/axe.js';
import { launchBrowser, newPage } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { IDENTITY_DATABASE_URL } from './support/seed.js';
import { apiPost, registerViaApi, showcaseProject, uniqueTag, type TestUser } from './support/users.js';

type Lang = 'en' | 'de';
const LANGS: readonly Lang[] = ['en', 'de'];

/** The controls the test opens things with, in both languages (the apps' exact texts). */
const LABELS = {
  en: {
    signIn: 'Sign In',
    createStudent: 'Create Student Account',
    startConversation: 'Start Conversation',
    aiBrainstorm: 'AI Brainstorm',
    createChallenge: 'Create Challenge',
    acceptChallenge: 'Accept Challenge',
    createTeam: 'Create Team',
    contactTeam: 'Contact Team',
    showMembers: (team: string) => `Show the members of ${team}`,
    addResource: 'Add Resource',
    showcaseProject: 'Showcase Project',
    chatDelete: 'Delete',
    invite: 'Invite',
    inviteName: 'Name',
  },
  de: {
    signIn: 'Anmelden',
    createStudent: 'Studentenkonto erstellen',
    startConversation: 'Gespräch beginnen',
    aiBrainstorm: 'KI-Brainstorming',
    createChallenge: 'Challenge erstellen',
    acceptChallenge: 'Challenge annehmen',
    createTeam: 'Team erstellen',
    contactTeam: 'Team kontaktieren',
    showMembers: (team: string) => `Mitglieder von ${team} anzeigen`,
    addResource: 'Ressource hinzufügen',
    showcaseProject: 'Projekt präsentieren',
    chatDelete: 'Löschen',
    invite: 'Einladen',
    inviteName: 'Name',
  },
} as const;

/** A demo team (services/teams demo data) that is active, so that others see 'Contact Team' on it. */
const ACTIVE_DEMO_TEAM = 'Study Circle';

/** Every check's findings, for the closing summary. */
const tally = { checks: 0, findings: [] as Finding[] };

/** A page state checked by axe: `findings` collects what it found, for the test's one assertion at the end. */
async function check(page: Page, lang: Lang, what: string, findings: Finding[]): Promise<void> {
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `lang attribute on ${what}`);
  const found = await seriousViolations(page, `${lang} ${what}`);
  tally.checks += 1;
  tally.findings.push(...found);
  findings.push(...found);
}

/** The page has drawn its heading and no list is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await waitFor(
    async () => (await page.locator('[aria-busy="true"], .MuiSkeleton-root').count()) === 0,
    `${page.url()} to finish loading`,
  );
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** Opens a dialog with `opener`, checks the page, closes it with Escape and checks that focus is back on the opener. */
async function checkDialog(
  page: Page,
  lang: Lang,
  what: string,
  opener: Locator,
  findings: Finding[],
): Promise<void> {
  await opener.focus();
  await opener.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await check(page, lang, what, findings);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await waitFor(
    () => opener.evaluate((element) => element === document.activeElement),
    `focus back on the opener of ${what}`,
  );
}

/** Opens each of the header's menus (language, notifications, account), checks the page, and closes it again. */
async function checkHeaderMenus(page: Page, lang: Lang, path: string, findings: Finding[]): Promise<void> {
  const openers = page.locator('header button[aria-haspopup="menu"], header button[aria-haspopup="true"]');
  const count = await openers.count();
  assert.ok(count >= 1, `header menus on ${path}: ${count}`);
  for (let i = 0; i < count; i++) {
    const opener = openers.nth(i);
    await opener.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await check(
      page,
      lang,
      `${path} with the menu of '${(await opener.innerText()).trim() || (await opener.getAttribute('aria-label'))}' open`,
      findings,
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
}

function assertNone(findings: Finding[]): void {
  assert.equal(
    findings.length,
    0,
    `axe found serious or critical violations:\n${describeFindings(findings)}`,
  );
}

/** A context whose stored language (product.md §1: kept locally) is `lang`, as the switcher leaves it. */
async function contextIn(browser: Browser, lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, lang === 'de' ? 'de-DE' : 'en-US');
  await opened.context.addInitScript((stored) => window.localStorage.setItem('language', stored), lang);
  await opened.context.addInitScript(() => window.localStorage.setItem('isla.audio', 'off'));
  return opened;
}

/** Empties the user's skills in the identity database: the app then shows only the profile setup. */
async function makeProfileIncomplete(userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: IDENTITY_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`UPDATE users SET skills = '{}' WHERE id = $1`, [userId]);
  } finally {
    await client.end();
  }
}

/** Each test checks a handful of states; axe takes a while on a loaded machine. */
const TEST_TIMEOUT_MS = 600_000;

/** A signed-in student with a team of their own (My Teams, a members dialog) and a showcased project. */
interface Member {
  context: BrowserContext;
  page: Page;
  user: TestUser;
  teamName: string;
  teamId: string;
}

async function signedInMember(browser: Browser, lang: Lang): Promise<Member> {
  const { context, page } = await contextIn(browser, lang);
  const user = await registerViaApi(context, { firstName: 'Alma', lastName: 'Axe' });
  const tag = uniqueTag();
  const teamName = `Axe Team ${tag}`;
  const team = await apiPost<{ id: string }>(context, '/api/teams', {
    name: teamName,
    description: 'We check that everyone can use what we build.',
    maxMembers: 4,
  });
  await showcaseProject(context, {
    title: `Axe Project ${tag}`,
    description: 'A project card with a demo link, a code link and a like button.',
    teamId: team.id,
    demoUrl: 'https://example.org/axe-demo',
    repositoryUrl: 'https://example.org/axe-code',
  });
  return { context, page, user, teamName, teamId: team.id };
}

describe('accessibility (axe-core) of every page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    const rules = new Set(tally.findings.map((f) => f.rule));
    console.log(
      `axe: ${tally.checks} page states checked (pages x languages x signed out/in x dialogs and menus); ` +
        `${tally.findings.length} serious or critical findings` +
        (rules.size ? ` (rules: ${[...rules].join(', ')})\n${describeFindings(tally.findings)}` : ''),
    );
  });

  for (const lang of LANGS) {
    describe(lang, () => {
      const t = LABELS[lang];

      /** Runs `body` on a page; fails with every finding, or with the page's state when something else broke. */
      const checking = (page: () => Page, body: (findings: Finding[]) => Promise<void>) => async () => {
        const findings: Finding[] = [];
        try {
          await body(findings);
        } catch (error) {
          throw await explainFailure(error, { page: page() });
        }
        assertNone(findings);
      };

      describe('signed out', () => {
        let opened: { context: BrowserContext; page: Page };
        beforeAll(async () => {
          opened = await contextIn(browser, lang);
        });
        afterAll(async () => {
          await opened?.context.close();
        });

        it(
          'landing, login, register, not found, and the language menu',
          checking(
            () => opened.page,
            async (findings) => {
              const { page } = opened;
              for (const path of ['/', '/login', '/register', '/no/such/page']) {
                await visit(page, path);
                await check(page, lang, `signed out ${path}`, findings);
              }
              await visit(page, '/login');
              await checkHeaderMenus(page, lang, '/login', findings);
              // The login form with its validation messages.
              await page.getByRole('button', { name: t.signIn, exact: true }).click();
              await expect(page.locator('.Mui-error').first()).toBeVisible();
              await check(page, lang, 'signed out /login with validation errors', findings);
            },
          ),
          TEST_TIMEOUT_MS,
        );

        it(
          'student and mentor registration, with a selected skill and with validation errors',
          checking(
            () => opened.page,
            async (findings) => {
              const { page } = opened;
              await visit(page, '/register/mentor');
              await check(page, lang, 'signed out /register/mentor', findings);
              await visit(page, '/register/student');
              await check(page, lang, 'signed out /register/student', findings);
              // A selected chip, focused as after a click.
              const python = page.getByRole('button', { name: 'Python', exact: true });
              await python.click();
              await expect(python).toHaveAttribute('aria-pressed', 'true');
              await check(page, lang, 'signed out /register/student with a selected skill', findings);
              await page.getByRole('button', { name: t.createStudent, exact: true }).click();
              await expect(page.locator('.Mui-error').first()).toBeVisible();
              await check(page, lang, 'signed out /register/student with validation errors', findings);
            },
          ),
          TEST_TIMEOUT_MS,
        );
      });

      describe('signed in', () => {
        let member: Member;
        beforeAll(async () => {
          member = await signedInMember(browser, lang);
        });
        afterAll(async () => {
          await member?.context.close();
        });
        const page = () => member.page;

        it(
          "the dashboard, the header's menus and Isla's voice dialog",
          checking(page, async (findings) => {
            const { page } = member;
            await visit(page, '/');
            await check(page, lang, 'signed in /', findings);
            await checkHeaderMenus(page, lang, '/', findings);
            await checkDialog(
              page,
              lang,
              "/ with Isla's voice dialog open",
              page.getByRole('button', { name: t.startConversation, exact: true }),
              findings,
            );
          }),
          TEST_TIMEOUT_MS,
        );

        it(
          'the notifications page, the bell menu and the notification settings (docs/product.md "Notification inbox")',
          checking(page, async (findings) => {
            const { page } = member;
            await visit(page, '/notifications');
            await check(page, lang, 'signed in /notifications', findings);
            await checkHeaderMenus(page, lang, '/notifications', findings);
            // The settings page with its Notifications section (a switch per kind, in the app and by e-mail).
            await visit(page, '/settings');
            await check(page, lang, 'signed in /settings', findings);
          }),
          TEST_TIMEOUT_MS,
        );

        it(
          'challenges, with the brainstorm, Create Challenge and Accept Challenge dialogs',
          checking(page, async (findings) => {
            const { page } = member;
            await visit(page, '/challenges');
            await check(page, lang, 'signed in /challenges', findings);
            await checkDialog(
              page,
              lang,
              '/challenges with the brainstorm dialog open',
              page.getByRole('button', { name: t.aiBrainstorm, exact: true }),
              findings,
            );
            await checkDialog(
              page,
              lang,
              '/challenges with the Create Challenge dialog open',
              page.getByRole('button', { name: t.createChallenge, exact: true }).first(),
              findings,
            );
            await checkDialog(
              page,
              lang,
              '/challenges with the Create Team dialog of Accept Challenge open',
              page.getByRole('button', { name: t.acceptChallenge, exact: true }).first(),
              findings,
            );
          }),
          TEST_TIMEOUT_MS,
        );

        it(
          'teams, with the Create Team, members and Contact Team dialogs',
          checking(page, async (findings) => {
            const { page } = member;
            await visit(page, '/teams');
            await check(page, lang, 'signed in /teams', findings);
            await checkDialog(
              page,
              lang,
              '/teams with the Create Team dialog open',
              page.getByRole('button', { name: t.createTeam, exact: true }).first(),
              findings,
            );
            await checkDialog(
              page,
              lang,
              "/teams with the members dialog of one's own team open",
              page.getByRole('button', { name: t.showMembers(member.teamName), exact: true }),
              findings,
            );
            await visit(page, `/teams?search=${encodeURIComponent(ACTIVE_DEMO_TEAM)}`);
            const contact = page
              .getByRole('article', { name: ACTIVE_DEMO_TEAM, exact: true })
              .getByRole('button', { name: t.contactTeam, exact: true });
            await checkDialog(page, lang, '/teams with the Contact Team dialog open', contact, findings);
          }),
          TEST_TIMEOUT_MS,
        );

        it(
          'team chat (docs/product.md §11.6) with messages and a link, and its delete dialog',
          checking(page, async (findings) => {
            const { page } = member;
            await apiPost(member.context, `/api/teams/${member.teamId}/messages`, {
              body: 'Our plan is at https://example.org/axe-plan, see you there.',
            });
            await visit(page, `/teams/${member.teamId}/chat`);
            await expect(page.getByRole('log').getByRole('listitem')).toBeVisible();
            await check(page, lang, 'signed in /teams/:id/chat', findings);
            await checkDialog(
              page,
              lang,
              '/teams/:id/chat with the delete dialog of a message open',
              page.getByRole('log').getByRole('button', { name: t.chatDelete, exact: true }).first(),
              findings,
            );
          }),
          TEST_TIMEOUT_MS,
        );

        it(
          'resources and showcase, with their Add Resource and Showcase Project dialogs',
          checking(page, async (findings) => {
            const { page } = member;
            await visit(page, '/resources');
            await check(page, lang, 'signed in /resources', findings);
            await checkDialog(
              page,
              lang,
              '/resources with the Add Resource dialog open',
              page.getByRole('button', { name: t.addResource, exact: true }).first(),
              findings,
            );
            await visit(page, '/showcase');
            await check(page, lang, 'signed in /showcase', findings);
            await checkDialog(
              page,
              lang,
              '/showcase with the Showcase Project dialog open',
              page.getByRole('button', { name: t.showcaseProject, exact: true }).first(),
              findings,
            );
          }),
          TEST_TIMEOUT_MS,
        );

        it(
          "one's own person page, the team page's invite dialog (with people found) and Settings with its language",
          checking(page, async (findings) => {
            const { page } = member;
            await visit(page, `/people/${member.user.id}`);
            await check(page, lang, "signed in one's own /people/:id (Edit profile)", findings);
            await visit(page, `/teams/${member.teamId}`);
            const invite = page.getByRole('button', { name: t.invite, exact: true });
            await checkDialog(page, lang, '/teams/:id with the invite dialog open', invite, findings);
            await invite.click();
            const dialog = page.getByRole('dialog');
            // Mia is one of the demo people: the dialog lists her with her Invite button.
            await dialog.getByRole('textbox', { name: t.inviteName }).fill('Mia');
            await expect(dialog.getByRole('list')).toBeVisible();
            await check(page, lang, '/teams/:id with the invite dialog listing people', findings);
            await page.keyboard.press('Escape');
            await expect(dialog).toBeHidden();
            await visit(page, '/settings');
            await check(page, lang, 'signed in /settings (with Language)', findings);
          }),
          TEST_TIMEOUT_MS,
        );

        it(
          'profile setup (complete and incomplete profile) and not found',
          checking(page, async (findings) => {
            const { page } = member;
            for (const path of ['/profile-setup', '/no/such/page']) {
              await visit(page, path);
              await check(page, lang, `signed in ${path}`, findings);
            }
            // A profile without skills: every path shows the profile setup, in its own frame.
            await makeProfileIncomplete(member.user.id);
            await visit(page, '/');
            await check(page, lang, 'signed in with an incomplete profile /', findings);
          }),
          TEST_TIMEOUT_MS,
        );
      });
    });
  }
});
