// Test users made through the REST API (fast), signed in inside a fresh browser context.
import { randomBytes } from 'node:crypto';
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { newPage, uniqueEmail } from './browser.js';

export const TEST_PASSWORD = 'e2e-secret-1';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** A short random word to make titles and names unique (and findable by search) in a shared database. */
export function uniqueTag(): string {
  return randomBytes(5).toString('hex');
}

async function failure(response: APIResponse, what: string): Promise<Error> {
  const body = await response.text().catch(() => '');
  const hint =
    response.status() === 429
      ? ' (the identity service refuses registrations from this address: its per-IP limit is reached)'
      : '';
  return new Error(`${what}: ${response.status()} ${body.slice(0, 500)}${hint}`);
}

/**
 * Registers a complete student (or mentor) with POST /api/auth/register. The context's cookie jar keeps the
 * session cookie the gateway sets, so the context's pages are signed in.
 */
export async function registerViaApi(
  context: BrowserContext,
  name: { firstName: string; lastName: string },
  role: 'student' | 'mentor' = 'student',
): Promise<TestUser> {
  const email = uniqueEmail(name.firstName.toLowerCase());
  const profile =
    role === 'mentor'
      ? {
          experience: 'advanced',
          bio: 'I build web products and have coached student teams for years.',
          yearsExperience: '8',
          currentRole: 'Product Engineer',
          company: 'Example GmbH',
          skills: ['React', 'UI/UX Design', 'Project Management'],
          interests: ['EdTech', 'Mentoring'],
        }
      : {
          experience: 'beginner',
          bio: 'I like to build things that help people around me.',
          skills: ['JavaScript', 'Design'],
          interests: ['Education'],
        };
  const response = await context.request.post('/api/auth/register', {
    data: {
      role,
      firstName: name.firstName,
      lastName: name.lastName,
      email,
      password: TEST_PASSWORD,
      ...profile,
    },
  });
  if (response.status() !== 201) throw await failure(response, `registering ${email}`);
  const user = (await response.json()) as { id: string };
  return {
    id: user.id,
    email,
    password: TEST_PASSWORD,
    firstName: name.firstName,
    lastName: name.lastName,
    fullName: `${name.firstName} ${name.lastName}`,
  };
}

/** Signs an existing user in within this context (POST /api/auth/login). */
export async function signInViaApi(
  context: BrowserContext,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  });
  if (!response.ok()) throw await failure(response, `signing in ${user.email}`);
}

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  user: TestUser;
}

/** A new browser context (own cookies and storage) with a newly registered, signed-in student (or mentor). */
export async function newSignedInUser(
  browser: Browser,
  name: { firstName: string; lastName: string },
  options: { locale?: string; timeZone?: string; audio?: boolean; role?: 'student' | 'mentor' } = {},
): Promise<SignedIn> {
  const { context, page } = await newPage(browser, options.locale, options.timeZone);
  try {
    // Isla speaks unless told otherwise; most tests keep her quiet (and the speech worker idle).
    if (options.audio === false)
      await context.addInitScript(() => window.localStorage.setItem('isla.audio', 'off'));
    const user = await registerViaApi(context, name, options.role);
    return { context, page, user };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Showcases a project for a team the context's user has just made. Showcase learns the membership from the team's
 * event, a moment later (longer on a busy machine), so a 403 is tried again for a while, as a person would.
 */
export async function showcaseProject<T>(
  context: BrowserContext,
  data: { teamId: string; title: string; description: string; demoUrl?: string; repositoryUrl?: string },
): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await context.request.post('/api/projects', { data });
    if (response.ok()) return (await response.json()) as T;
    if (response.status() !== 403 || Date.now() > deadline)
      throw await failure(response, 'POST /api/projects');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A REST write as the context's user; answers the JSON body, or fails with the status and body. */
export async function apiPost<T>(context: BrowserContext, path: string, data: unknown): Promise<T> {
  const response = await context.request.post(path, { data });
  if (!response.ok()) throw await failure(response, `POST ${path}`);
  return (await response.json()) as T;
}
