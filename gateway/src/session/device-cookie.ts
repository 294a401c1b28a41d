import type { Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { isCookieSecure, sessionCookieOptions } from './cookie.js';

/**
 * The device cookie (OWASP device cookies, see services/identity/src/auth/device-tokens.ts): identity's signed
 * tokens of the accounts signed in from this browser, which let it sign in while others guess at the account. The
 * gateway never reads the tokens' meaning: it sets the cookie as identity asks (x-set-device) and forwards its tokens
 * in the signed context (deviceTokens). HttpOnly, SameSite=Lax and Secure like the session cookie; when Secure,
 * named with the `__Host-` prefix (no Domain, Path=/), so no other host can set it. A sign-out keeps it.
 */
export const DEVICE_COOKIE = 'device';
export const SECURE_DEVICE_COOKIE = '__Host-device';

/** What the gateway forwards at most: identity keeps 5 tokens of about 80 characters in the cookie. */
const MAX_TOKENS = 10;
const TOKEN = /^[A-Za-z0-9._-]{1,100}$/;

/** What identity asked for: `x-set-device: <value>;<maxAgeSeconds>`. */
export interface DeviceCookieChange {
  value: string;
  maxAgeSeconds: number;
}

/** The tokens of the device cookies in a Cookie header (the `__Host-` one first); undefined when there are none. */
export function deviceTokensFromCookieHeader(header: string | undefined): string[] | undefined {
  if (!header) return undefined;
  const cookies = parseCookie(header);
  const tokens = [cookies[SECURE_DEVICE_COOKIE], cookies[DEVICE_COOKIE]]
    .flatMap((value) => (value ? value.split('~') : []))
    .filter((token) => TOKEN.test(token));
  const unique = [...new Set(tokens)].slice(0, MAX_TOKENS);
  return unique.length > 0 ? unique : undefined;
}

/** Parses `x-set-device: <token>~<token>…;<maxAgeSeconds>`; null when the value is not of that form. */
export function parseSetDeviceHeader(value: string | null | undefined): DeviceCookieChange | null {
  if (!value) return null;
  const parts = value.split(';').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const [cookie, maxAge] = parts;
  const maxAgeSeconds = Number(maxAge);
  const tokens = cookie.split('~');
  if (
    !cookie ||
    tokens.length > MAX_TOKENS ||
    !tokens.every((token) => TOKEN.test(token)) ||
    !Number.isInteger(maxAgeSeconds) ||
    maxAgeSeconds <= 0
  )
    return null;
  return { value: cookie, maxAgeSeconds };
}

/** Drops a device Set-Cookie already on the response, so that each response sets it once. */
function dropPendingDeviceCookie(res: Response): void {
  const current = res.getHeader('Set-Cookie');
  if (current === undefined) return;
  const list = (Array.isArray(current) ? current : [String(current)]).filter(
    (c) => !c.startsWith(`${DEVICE_COOKIE}=`) && !c.startsWith(`${SECURE_DEVICE_COOKIE}=`),
  );
  if (list.length === 0) res.removeHeader('Set-Cookie');
  else res.setHeader('Set-Cookie', list);
}

/** Sets the device cookie as identity asked. */
export function setDeviceCookie(req: Request, res: Response, change: DeviceCookieChange): void {
  const secure = isCookieSecure(req);
  dropPendingDeviceCookie(res);
  res.cookie(
    secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE,
    change.value,
    // The tokens are base64url and dots, joined by `~`: nothing to encode.
    { ...sessionCookieOptions(secure, change.maxAgeSeconds), encode: (value: string) => value },
  );
}
