// Staff for browser tests (docs/product.md §14): a person made staff the way an operator does it (`npm run staff`),
// against the identity database of the system under test.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { IDENTITY_DATABASE_URL } from './seed.js';
import { newSignedInUser, signInViaApi, type SignedIn } from './users.js';

const STAFF_SCRIPT = join(import.meta.dirname, '..', '..', '..', 'scripts', 'staff.mjs');

/** Grants the staff flag with the operator's command. */
export function grantStaff(email: string): void {
  execFileSync(process.execPath, [STAFF_SCRIPT, 'grant', email], {
    env: { ...process.env, IDENTITY_DATABASE_URL },
    stdio: 'pipe',
  });
}

/** A new signed-in person who is staff (signed in again after the grant, so the session carries it at once). */
export async function newStaffMember(
  browser: Browser,
  name: { firstName: string; lastName: string },
  options: { locale?: string; timeZone?: string } = {},
): Promise<SignedIn> {
  const staff = await newSignedInUser(browser, name, { ...options, audio: false });
  grantStaff(staff.user.email);
  await signInViaApi(staff.context, staff.user);
  return staff;
}

/** Staff verify a mentor (POST /api/staff/mentors/:id/verify) so that the directory lists them and they can accept. */
export async function verifyMentor(staff: BrowserContext, mentorId: string): Promise<void> {
  const response = await staff.request.post(`/api/staff/mentors/${mentorId}/verify`, {
    data: { verified: true },
  });
  if (!response.ok())
    throw new Error(`verifying mentor ${mentorId}: ${response.status()} ${await response.text()}`);
}
