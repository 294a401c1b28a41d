// Playwright's web-first assertions without its test runner: poll until the locator matches or time runs out.
import type { Locator } from 'playwright-core';

const TIMEOUT_MS = 15_000;
/** One look at the page inside a poll: short, so that the overall timeout holds. */
const STEP_MS = 1_000;

async function poll(
  check: () => Promise<boolean>,
  describe: () => string,
  timeoutMs = TIMEOUT_MS,
): Promise<void> {
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
    toHaveCount: (count: number) =>
      poll(
        async () => (await locator.count()) === count,
        () => `${locator} to have ${count} matches`,
      ),
    toHaveAttribute: (name: string, value: string | null) =>
      poll(
        async () => (await locator.first().getAttribute(name, { timeout: STEP_MS })) === value,
        () => `${locator} to have ${name}="${value}"`,
      ),
    /** The whole text, trimmed and with runs of white space collapsed. */
    toHaveText: (text: string | RegExp) => {
      let last = '';
      return poll(
        async () => {
          last = normalise(await locator.first().innerText({ timeout: STEP_MS }));
          return typeof text === 'string' ? last === text : text.test(last);
        },
        () => `${locator} to have text ${String(text)} (last seen: "${last}")`,
      );
    },
    toHaveValue: (value: string | RegExp) => {
      let last = '';
      return poll(
        async () => {
          last = await locator.first().inputValue({ timeout: STEP_MS });
          return typeof value === 'string' ? last === value : value.test(last);
        },
        () => `${locator} to have value ${String(value)} (last seen: "${last}")`,
      );
    },
    toBeEnabled: () =>
      poll(
        () => locator.first().isEnabled({ timeout: STEP_MS }),
        () => `${locator} to be enabled`,
      ),
    toBeDisabled: () =>
      poll(
        () => locator.first().isDisabled({ timeout: STEP_MS }),
        () => `${locator} to be disabled`,
      ),
  };
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = TIMEOUT_MS,
): Promise<void> {
  await poll(check, () => what, timeoutMs);
}
