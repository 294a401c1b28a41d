import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DeviceCookieConfig } from '../config.js';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that signed in to an
 * account gets a token for that account, `<issued at, base 36 seconds>.<nonce>.<HMAC>`, the HMAC (identity's
 * DEVICE_COOKIE_SECRET) over the account (its email, lower-cased), the time and the nonce. The cookie names no
 * account. One cookie holds the tokens of the last few accounts signed in from the browser, joined by `~`; the
 * gateway sets it as identity asks (x-set-device) and forwards its tokens in the signed context (deviceTokens).
 */

/** Tokens one browser keeps: the accounts it signed in to last. */
export const DEVICE_TOKENS_PER_BROWSER = 5;
export const DEVICE_TOKEN_SEPARATOR = '~';

const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A device token that checks out for an account: `id` (its nonce) names it in the failure counts. */
export interface DeviceToken {
  id: string;
  token: string;
}

function signature(secret: string, account: string, issuedAt: string, nonce: string): Buffer {
  return createHmac('sha256', secret).update(`device|${account}|${issuedAt}|${nonce}`).digest();
}

/** A new token for `account`. */
export function issueDeviceToken(config: DeviceCookieConfig, account: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000).toString(36);
  const nonce = randomBytes(16).toString('base64url');
  return `${issuedAt}.${nonce}.${signature(config.secret, account, issuedAt, nonce).toString('base64url')}`;
}

/** The first of `tokens` made for `account` with this secret and not older than the cookie's life; else null. */
export function deviceTokenFor(
  config: DeviceCookieConfig,
  tokens: readonly unknown[] | undefined,
  account: string,
  now = Date.now(),
): DeviceToken | null {
  if (!account || !Array.isArray(tokens)) return null;
  for (const token of tokens.slice(0, DEVICE_TOKENS_PER_BROWSER * 2)) {
    const parts = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!parts) continue;
    const [, issuedAt, nonce, given] = parts;
    const ageSeconds = now / 1000 - parseInt(issuedAt, 36);
    if (ageSeconds > config.maxAgeSeconds || ageSeconds < -300) continue;
    const expected = signature(config.secret, account, issuedAt, nonce);
    const presented = Buffer.from(given, 'base64url');
    if (presented.length === expected.length && timingSafeEqual(presented, expected))
      return { id: nonce, token: token as string };
  }
  return null;
}

/**
 * The device cookie's value after a sign-in to `account`: a new token for it first, then the browser's tokens for
 * other accounts (well-formed ones; the one for this account and expired ones go), at most DEVICE_TOKENS_PER_BROWSER.
 */
export function deviceCookieAfterSignIn(
  config: DeviceCookieConfig,
  presented: readonly unknown[] | undefined,
  account: string,
  now = Date.now(),
): string {
  const mine = deviceTokenFor(config, presented, account, now)?.token;
  const others = (Array.isArray(presented) ? presented : []).filter((token): token is string => {
    const parts = typeof token === 'string' ? TOKEN.exec(token) : null;
    return !!parts && token !== mine && now / 1000 - parseInt(parts[1], 36) <= config.maxAgeSeconds;
  });
  const tokens = [issueDeviceToken(config, account, now), ...new Set(others)];
  return tokens.slice(0, DEVICE_TOKENS_PER_BROWSER).join(DEVICE_TOKEN_SEPARATOR);
}
