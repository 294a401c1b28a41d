import { randomBytes } from 'node:crypto';
/**
 * Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs` with the
 * last value seen. Generous timeouts keep tests steady on a loaded machine; success returns at once.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const randomSuffix = () => randomBytes(4).toString('hex');
