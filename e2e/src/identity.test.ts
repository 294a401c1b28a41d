import { afterAll, beforeAll, describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, uniqueEmail } from './support/browser.js';
import { expect, waitFor } from './support/expect.js';
import { registerStudent, signIn, signOut } from './support/flows.js';

describe('identity in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a student registers in German, is greeted by name, signs out and back in', async () => {
    const { context, page } = await newPage(browser, 'de-DE');
    try {
      const student = {
        firstName: 'Greta',
        lastName: 'Gruber',
        email: uniqueEmail('greta'),
        password: 'geheim123',
      };
      await registerStudent(page, student, 'de');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
      await expect(page.getByText('Challenge-Entdeckung')).toBeVisible();

      await signOut(page, 'Greta Gruber', 'Abmelden');
      await expect(
        page.getByRole('link', { name: 'Jetzt starten' }).or(page.getByRole('heading', { level: 1 })),
      ).toBeVisible();

      await page.goto('/login');
      await page.getByLabel('E-Mail', { exact: true }).fill(student.email);
      await page.getByLabel('Passwort', { exact: true }).fill(student.password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('heading', { name: 'Willkommen zurück, Greta' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  it('a mentor registers in English with the mentor fields and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/login');
      await page
        .getByRole('link', { name: 'Register as Mentor' })
        .or(page.getByRole('button', { name: 'Register as Mentor' }))
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Join as a Mentor' })).toBeVisible();
      await page.getByLabel('First Name', { exact: true }).fill('Martin');
      await page.getByLabel('Last Name', { exact: true }).fill('Mentor');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('martin'));
      await page.getByLabel('Password', { exact: true }).fill('mentor-pass');
      await page.getByLabel('Confirm Password', { exact: true }).fill('mentor-pass');
      await page
        .getByLabel('Professional Background', { exact: true })
        .fill('Twenty years of building web products and teams.');
      await page.getByLabel('Years of Experience', { exact: true }).fill('20');
      await page.getByLabel('Current Role', { exact: true }).fill('Engineering Lead');
      const expertise = page.getByRole('group', { name: 'Areas of Expertise', exact: true });
      await expertise.getByRole('button', { name: 'TypeScript', exact: true }).click();
      await expertise.getByRole('button', { name: 'Leadership', exact: true }).click();
      await page.getByRole('button', { name: 'Create Mentor Account' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome, Martin' })).toBeVisible();
      await expect(page.getByText('Your mentor account has been created successfully.')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  it('shows every registration and login validation message of product.md §5', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/register/student');
      await page.getByLabel('First Name', { exact: true }).fill('A');
      await page.getByLabel('Last Name', { exact: true }).fill('B');
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('123');
      await page.getByLabel('Confirm Password', { exact: true }).fill('1234');
      await page.getByLabel('Tell us about yourself', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Create Student Account' }).click();
      for (const message of [
        'First name must be at least 2 characters',
        'Last name must be at least 2 characters',
        'Please enter a valid email address',
        'Password must be at least 6 characters',
        "Passwords don't match",
        'Please tell us a bit about yourself (at least 10 characters)',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      // With every field valid but no skill, nothing is submitted and the skills notice appears.
      await page.getByLabel('First Name', { exact: true }).fill('Anna');
      await page.getByLabel('Last Name', { exact: true }).fill('Berg');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('anna'));
      await page.getByLabel('Password', { exact: true }).fill('123456');
      await page.getByLabel('Confirm Password', { exact: true }).fill('123456');
      await page.getByLabel('Tell us about yourself', { exact: true }).fill('I like to build useful things.');
      await page.getByRole('button', { name: 'Create Student Account' }).click();
      await expect(
        page.getByText('Please select at least one skill or area of interest.', { exact: false }),
      ).toBeVisible();
      assert.equal(new URL(page.url()).pathname, '/register/student');

      await page.goto('/register/mentor');
      await page.getByLabel('Professional Background', { exact: true }).fill('Too short');
      await page.getByRole('button', { name: 'Create Mentor Account' }).click();
      for (const message of [
        'Please provide detailed information about your background (at least 20 characters)',
        'Please specify your years of experience',
        'Please specify your current role',
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await page.getByLabel('First Name', { exact: true }).fill('Mona');
      await page.getByLabel('Last Name', { exact: true }).fill('Mentor');
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('mona'));
      await page.getByLabel('Password', { exact: true }).fill('123456');
      await page.getByLabel('Confirm Password', { exact: true }).fill('123456');
      await page
        .getByLabel('Professional Background', { exact: true })
        .fill('Ten years of teaching design and research.');
      await page.getByLabel('Years of Experience', { exact: true }).fill('10');
      await page.getByLabel('Current Role', { exact: true }).fill('Design Lead');
      await page
        .getByRole('group', { name: 'Areas of Expertise', exact: true })
        .getByRole('button', { name: 'Python', exact: true })
        .click();
      await page.getByRole('button', { name: 'Create Mentor Account' }).click();
      await expect(
        page.getByText('Please select at least 2 skills to mentor others effectively.', { exact: false }),
      ).toBeVisible();
      assert.equal(new URL(page.url()).pathname, '/register/mentor');

      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill('nobody');
      await page.getByLabel('Password', { exact: true }).fill('123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
      await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();

      // A wrong password is refused with the login failure notice.
      await signIn(page, 'mia.schneider@demo.creators.test', 'wrong-password');
      await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  it('a seeded account signs in; the language switches to German and back, and the choice is kept', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'mia.schneider@demo.creators.test', 'demo-password');
      await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await expect(page.getByRole('heading', { name: /^Willkommen zurück, / })).toBeVisible();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
      await page.reload();
      await expect(page.getByRole('heading', { name: /^Willkommen zurück, / })).toBeVisible();

      await page.getByRole('link', { name: 'Ressourcen' }).first().click();
      await expect(page.getByRole('link', { name: 'Ressourcen' }).first()).toHaveAttribute(
        'aria-current',
        'page',
      );

      await page.getByRole('button', { name: 'Deutsch' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await waitFor(
        async () => (await page.evaluate(() => document.documentElement.lang)) === 'en',
        'document lang en',
      );
      await expect(page.getByRole('link', { name: 'Resources' }).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  it('a newcomer with an incomplete profile sees profile setup on every path and completes it', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'lena.neumann@demo.creators.test', 'demo-password');
      await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
      await page.goto('/teams');
      await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();

      await page.getByLabel('Role', { exact: true }).selectOption('creator');
      await page.getByLabel('Bio', { exact: true }).fill('I organise maker workshops for teenagers.');
      const skills = page.getByRole('group', { name: 'Skills', exact: true });
      await skills.getByRole('button', { name: 'Design', exact: true }).click();
      const custom = page.getByLabel('Add a custom skill', { exact: true });
      await custom.fill('Woodworking');
      await custom.press('Enter');
      await custom.fill('woodworking');
      await custom.press('Enter');
      await expect(page.getByRole('button', { name: 'Remove Woodworking' })).toHaveCount(1);
      await page.getByRole('button', { name: 'Complete Profile' }).click();
      await expect(page.getByText('Profile updated!', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Welcome back, Lena' })).toBeVisible();
      await page.goto('/teams');
      await expect(page.getByRole('heading', { name: 'Teams', exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  it('an unknown path shows the 404 page', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
