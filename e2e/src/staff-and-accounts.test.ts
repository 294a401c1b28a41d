// Staff who moderate, and accounts people manage (docs/product.md §13, §14), in a real browser in English and
// German: a reported challenge is hidden and leaves a second person's open page at once; a suspended person's
// open page is signed out; a password change signs out another session; a forgotten password is reset through
// the mail catcher.
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.js';
import { explainFailure } from './support/diagnostics.js';
import { expect, waitFor } from './support/expect.js';
import { gotoWithLiveSocket, markPage, pageStillMarked } from './support/live.js';
import { newStaffMember } from './support/staff.js';
import { apiPost, newSignedInUser, signInViaApi, uniqueTag, type SignedIn } from './support/users.js';

/** MailDev's REST API: the test runner's (MAILDEV_API_URL), else the one `npm start` runs. */
const MAILDEV_API_URL = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080/api';

/** The texts the walks look for, as each language shows them. */
const TEXTS = {
  en: {
    locale: 'en-US',
    reportThisChallenge: 'Report this challenge',
    spam: 'Spam',
    sendReport: 'Send report',
    reportSent: 'Thanks. Staff will look at it.',
    staff: 'Staff',
    hide: 'Hide',
    hideReason: 'Reason, shown to the author',
    forItem: (action: string, title: string) => `${action}: ${title}`,
    notFound: '404 Page Not Found',
    suspend: (name: string) => `Suspend ${name}`,
    forGood: 'For good',
    suspendReason: (name: string) => `Reason, shown to ${name}`,
    suspendSubmit: 'Suspend',
    signInTitle: 'Welcome back',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign In',
    suspended: 'Your account is suspended.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    changePassword: 'Change password',
    forgot: 'Forgot your password?',
    sendResetLink: 'Send reset link',
    resetSent: 'If an account exists for this address',
    setNewPassword: 'Set new password',
    welcome: 'Welcome back, ',
  },
  de: {
    locale: 'de-DE',
    reportThisChallenge: 'Diese Challenge melden',
    spam: 'Spam',
    sendReport: 'Meldung senden',
    reportSent: 'Danke. Das Team des Programms sieht es sich an.',
    staff: 'Team des Programms',
    hide: 'Ausblenden',
    hideReason: 'Grund, den die Verfassenden sehen',
    forItem: (action: string, title: string) => `${action}: ${title}`,
    notFound: '404 Seite nicht gefunden',
    suspend: (name: string) => `${name} sperren`,
    forGood: 'Dauerhaft',
    suspendReason: (name: string) => `Grund, den ${name} sieht`,
    suspendSubmit: 'Sperren',
    signInTitle: 'Willkommen zurück',
    email: 'E-Mail',
    password: 'Passwort',
    signIn: 'Anmelden',
    suspended: 'Dein Konto ist gesperrt.',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    confirmNewPassword: 'Neues Passwort bestätigen',
    changePassword: 'Passwort ändern',
    forgot: 'Passwort vergessen?',
    sendResetLink: 'Link zum Zurücksetzen senden',
    resetSent: 'Falls es ein Konto',
    setNewPassword: 'Neues Passwort speichern',
    welcome: 'Willkommen zurück, ',
  },
} as const;

/** The sign-in page, which an ended session's open page shows. */
async function expectSignInPage(page: Page, title: string): Promise<void> {
  await waitFor(async () => new URL(page.url()).pathname === '/login', 'the sign-in page (/login)', 20_000);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
}

interface CaughtMail {
  subject: string;
  text: string;
  to: Array<{ address: string }>;
}

/** The newest mail to an address whose text has `containing` (MailDev's REST API), waiting for it to arrive. */
async function mailTo(address: string, containing: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await waitFor(
    async () => {
      const response = await fetch(`${MAILDEV_API_URL}/email`);
      const mails = (await response.json()) as CaughtMail[];
      found = mails
        .reverse()
        .find((mail) => mail.to.some((to) => to.address === address) && mail.text.includes(containing));
      return found !== undefined;
    },
    `a mail to ${address} with ${containing} in the mail catcher`,
    30_000,
  );
  return found!;
}

describe.each(['en', 'de'] as const)('staff and accounts in the browser (%s)', (lang) => {
  const text = TEXTS[lang];
  let browser: Browser;
  const people: SignedIn[] = [];
  const person = async (firstName: string, lastName: string) => {
    const signedIn = await newSignedInUser(
      browser,
      { firstName, lastName },
      { locale: text.locale, audio: false },
    );
    people.push(signedIn);
    return signedIn;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const { context } of people) await context.close().catch(() => undefined);
    await browser?.close();
  });

  it('staff hide a reported challenge: it leaves a second person’s open page at once', async () => {
    const tag = uniqueTag();
    const author = await person('Ada', `Author${tag}`);
    const reporter = await person('Rui', `Reporter${tag}`);
    const staff = await newStaffMember(
      browser,
      { firstName: 'Sam', lastName: `Staff${tag}` },
      { locale: text.locale },
    );
    people.push(staff);
    try {
      const title = `Flood of adverts ${tag}`;
      const challenge = await apiPost<{ id: string }>(author.context, '/api/challenges', {
        title,
        description: 'Buy cheap watches now, the best offers on every street corner of town.',
        category: 'education',
        difficulty: 'beginner',
      });

      await gotoWithLiveSocket(reporter.page, `/challenges/${challenge.id}`);
      await expect(reporter.page.getByRole('heading', { name: title })).toBeVisible();
      await reporter.page.getByRole('button', { name: text.reportThisChallenge, exact: true }).click();
      const dialog = reporter.page.getByRole('dialog');
      await dialog.getByRole('radio', { name: text.spam }).check();
      await dialog.getByRole('button', { name: text.sendReport }).click();
      await expect(reporter.page.getByText(text.reportSent)).toBeVisible();
      await markPage(reporter.page);

      await staff.page.goto('/staff');
      await expect(staff.page.getByRole('heading', { name: text.staff, level: 1 })).toBeVisible();
      await staff.page.getByRole('button', { name: text.forItem(text.hide, title) }).click();
      const hideDialog = staff.page.getByRole('dialog');
      await hideDialog.getByLabel(text.hideReason).fill('Advertising, not a problem worth solving.');
      await hideDialog.getByRole('button', { name: text.hide, exact: true }).click();

      // The reporter's page was open all along: it learns of the change and shows not-found, without a reload.
      await expect(reporter.page.getByRole('heading', { name: text.notFound })).toBeVisible();
      assert.ok(await pageStillMarked(reporter.page), 'the page changed live, not by a reload');
    } catch (error) {
      throw await explainFailure(error, { reporter: reporter.page, staff: staff.page });
    }
  });

  it('a suspended person’s open page is signed out, and signing in says they are suspended', async () => {
    const tag = uniqueTag();
    const reporter = await person('Rui', `Reporter${tag}`);
    const suspect = await person('Sid', `Suspect${tag}`);
    const staff = await newStaffMember(
      browser,
      { firstName: 'Sam', lastName: `Staff${tag}` },
      { locale: text.locale },
    );
    people.push(staff);
    try {
      await apiPost(reporter.context, '/api/reports', {
        itemType: 'person',
        itemId: suspect.user.id,
        reason: 'harassment',
      });
      await gotoWithLiveSocket(suspect.page, '/');

      await staff.page.goto('/staff');
      await staff.page.getByRole('button', { name: text.suspend(suspect.user.fullName) }).click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByRole('radio', { name: text.forGood }).check();
      await dialog
        .getByLabel(text.suspendReason(suspect.user.fullName))
        .fill('Insulted other members repeatedly.');
      await dialog.getByRole('button', { name: text.suspendSubmit, exact: true }).click();

      await expectSignInPage(suspect.page, text.signInTitle);
      await suspect.page.getByLabel(text.email, { exact: true }).fill(suspect.user.email);
      await suspect.page.getByLabel(text.password, { exact: true }).fill(suspect.user.password);
      await suspect.page.getByRole('button', { name: text.signIn }).click();
      await expect(suspect.page.getByText(text.suspended)).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { suspect: suspect.page, staff: staff.page });
    }
  });

  it('changing the password signs out another session of the same person', async () => {
    const tag = uniqueTag();
    const first = await person('Pia', `Password${tag}`);
    const { context, page: other } = await newPage(browser, text.locale);
    try {
      await signInViaApi(context, first.user);
      await gotoWithLiveSocket(other, '/');

      await first.page.goto('/settings');
      await expect(first.page.getByRole('heading', { name: text.changePassword })).toBeVisible();
      await first.page.getByLabel(text.currentPassword, { exact: true }).fill(first.user.password);
      await first.page.getByLabel(text.newPassword, { exact: true }).fill('a-new-secret-2');
      await first.page.getByLabel(text.confirmNewPassword, { exact: true }).fill('a-new-secret-2');
      await first.page.getByRole('button', { name: text.changePassword }).click();

      await expectSignInPage(other, text.signInTitle);
      // The browser that changed it stays signed in.
      await first.page.goto('/');
      await expect(
        first.page.getByRole('heading', { name: `${text.welcome}${first.user.firstName}` }),
      ).toBeVisible();
    } catch (error) {
      throw await explainFailure(error, { other, first: first.page });
    } finally {
      await context.close();
    }
  });

  it('a forgotten password is reset with the link from the mail', async () => {
    const tag = uniqueTag();
    const forgetful = await person('Fay', `Forgetful${tag}`);
    const { context, page } = await newPage(browser, text.locale);
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: text.forgot }).click();
      await expect(page.getByRole('heading', { name: text.forgot })).toBeVisible();
      await page.getByLabel(text.email, { exact: true }).fill(forgetful.user.email);
      await page.getByRole('button', { name: text.sendResetLink }).click();
      await expect(page.getByText(text.resetSent)).toBeVisible();

      const mail = await mailTo(forgetful.user.email, '/reset-password?token=');
      const link = /https?:\/\/\S+?(\/reset-password\?token=[\w-]+)/.exec(mail.text);
      assert.ok(link, `a reset link in the mail: ${mail.text}`);
      await page.goto(link[1]);
      await page.getByLabel(text.newPassword, { exact: true }).fill('found-it-again-3');
      await page.getByLabel(text.confirmNewPassword, { exact: true }).fill('found-it-again-3');
      await page.getByRole('button', { name: text.setNewPassword }).click();

      await expectSignInPage(page, text.signInTitle);
      await page.getByLabel(text.email, { exact: true }).fill(forgetful.user.email);
      await page.getByLabel(text.password, { exact: true }).fill('found-it-again-3');
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(
        page.getByRole('heading', { name: `${text.welcome}${forgetful.user.firstName}` }),
      ).toBeVisible();
      // The session that was signed in before the reset has ended.
      assert.equal((await forgetful.context.request.get('/api/auth/user')).status(), 401);
    } catch (error) {
      throw await explainFailure(error, { page });
    } finally {
      await context.close();
    }
  });
});
