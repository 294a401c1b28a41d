import { expect } from './expect.js';
import type { Page } from 'playwright-core';

export interface StudentDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Labels of the student registration form in the two languages (English: the UI's exact wording, product.md §2.4). */
export const STUDENT_FORM = {
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    bio: 'Tell us about yourself',
    skills: 'Skills',
    submit: 'Create Student Account',
    welcome: 'Welcome, ',
  },
  de: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    password: 'Passwort',
    confirmPassword: 'Passwort bestätigen',
    bio: 'Erzähl uns von dir',
    skills: 'Fähigkeiten',
    submit: 'Studentenkonto erstellen',
    welcome: 'Willkommen, ',
  },
} as const;

export async function registerStudent(
  page: Page,
  student: StudentDetails,
  lang: 'en' | 'de' = 'en',
): Promise<void> {
  const form = STUDENT_FORM[lang];
  await page.goto('/register/student');
  await page.getByLabel(form.firstName, { exact: true }).fill(student.firstName);
  await page.getByLabel(form.lastName, { exact: true }).fill(student.lastName);
  await page.getByLabel(form.email, { exact: true }).fill(student.email);
  await page.getByLabel(form.password, { exact: true }).fill(student.password);
  await page.getByLabel(form.confirmPassword, { exact: true }).fill(student.password);
  await page.getByLabel(form.bio, { exact: true }).fill('I love building things that help my neighbours.');
  await page
    .getByRole('group', { name: form.skills, exact: true })
    .getByRole('button', { name: 'Python', exact: true })
    .click();
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByRole('heading', { name: `${form.welcome}${student.firstName}` })).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signOut(page: Page, fullName: string, logoutLabel = 'Logout'): Promise<void> {
  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: logoutLabel }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
