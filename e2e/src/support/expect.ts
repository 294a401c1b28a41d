// Playwright's web-first assertions without its test runner: poll until the locator matches or time runs out.
import type { Locator } from 'playwright-core';

const TIMEOUT_MS = 15_000;

async function poll(check: () => Promise<boolean>, describe: () => string, timeoutMs = TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out after ${timeoutMs} ms: ${describe()}`);
}

export function expect(locator: Locator) {
  return {
    toBeVisible: () => locator.first().waitFor({ state: 'visible', timeout: TIMEOUT_MS }),
    toBeHidden: () => locator.first().waitFor({ state: 'hidden', timeout: TIMEOUT_MS }),
    toHaveCount: (count: number) => poll(async () => (await locator.count()) === count, () => `${locator} to have ${count} matches`),
    toHaveAttribute: (name: string, value: string) =>
      poll(async () => (await locator.first().getAttribute(name)) === value, () => `${locator} to have ${name}="${value}"`),
  };
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = TIMEOUT_MS): Promise<void> {
  await poll(check, () => what, timeoutMs);
}
