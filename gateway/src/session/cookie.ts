import type { CookieOptions, Request, Response } from 'express';
import { parseCookie } from 'cookie';
import { setDeviceCookie, type DeviceCookieChange } from './device-cookie.js';

/** The session cookie where it is not always Secure (development). Only the gateway reads or writes it. */
export const SESSION_COOKIE = 'sid';
/**
 * The session cookie where it is always Secure (production): browsers take a `__Host-` cookie only when it is
 * Secure, has Path=/ and no Domain, and was set by this host, so a sibling subdomain cannot plant or shadow it.
 */
export const HOST_SESSION_COOKIE = '__Host-sid';

/** The session cookie's name for a cookie security setting (config.ts sessionCookieSecurity). */
export function sessionCookieName(security: unknown): string {
  return security === true ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}

/** The name the gateway serving this request writes, and so the only one it reads. */
export const requestSessionCookieName = (req: Request): string =>
  sessionCookieName(req.app?.get(COOKIE_SECURITY_SETTING));

/** What identity asked for in its response headers (x-set-session / x-clear-session). */
export interface SessionChange {
  set: { sessionId: string; maxAgeSeconds: number } | null;
  clear: boolean;
  /** The device cookie identity asked for (x-set-device), set with the session cookie. */
  device?: DeviceCookieChange | null;
}

export const noSessionChange = (): SessionChange => ({ set: null, clear: false });

/** The Express setting (`app.set`) that says when the session cookie is Secure: true, false or 'auto' (see config.ts). */
export const COOKIE_SECURITY_SETTING = 'session cookie security';

/** Whether this response's session cookie is Secure: as the app's setting says; 'auto' or unset: over TLS only. */
export function isCookieSecure(req: Request): boolean {
  const setting: unknown = req.app?.get(COOKIE_SECURITY_SETTING);
  return typeof setting === 'boolean' ? setting : req.secure;
}

/** HttpOnly, SameSite=Lax, Path=/, Secure as given; Max-Age in seconds from identity. */
export function sessionCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds * 1000 }),
  };
}

/** Parses `x-set-session: <sid>;<maxAgeSeconds>`; null when the value is not of that form. */
export function parseSetSessionHeader(value: string | null | undefined): SessionChange['set'] {
  if (!value) return null;
  const parts = value.split(';').map((part) => part.trim());
  if (parts.length !== 2) return null;
  const [sessionId, maxAge] = parts;
  const maxAgeSeconds = Number(maxAge);
  if (
    !sessionId ||
    !/^[A-Za-z0-9_\-.~+/=]+$/.test(sessionId) ||
    !Number.isInteger(maxAgeSeconds) ||
    maxAgeSeconds <= 0
  )
    return null;
  return { sessionId, maxAgeSeconds };
}

/** The session id from a Cookie header, if any, read from the cookie `name` only. */
export function sessionIdFromCookieHeader(header: string | undefined, name = SESSION_COOKIE): string | null {
  if (!header) return null;
  const value = parseCookie(header)[name];
  return value ? value : null;
}

/** Drops a session Set-Cookie already on the response, so that each response sets or clears the cookie once. */
function dropPendingSessionCookie(res: Response, name: string): void {
  const current = res.getHeader('Set-Cookie');
  if (current === undefined) return;
  const list = (Array.isArray(current) ? current : [String(current)]).filter(
    (c) => !c.startsWith(`${name}=`),
  );
  if (list.length === 0) res.removeHeader('Set-Cookie');
  else res.setHeader('Set-Cookie', list);
}

/** What the session middleware leaves on `res.locals` to forget the session it resolved for this request. */
export const FORGET_SESSION = 'forgetSession';

/** What the session middleware leaves on `res.locals` to end everything else opened with the session (its sockets). */
export const SESSION_ENDED = 'sessionEnded';

/** A sign-in or sign-out changes the request's session: the gateway's memory of it goes (session/resolver.ts). */
function forgetResolvedSession(res: Response): void {
  (res.locals?.[FORGET_SESSION] as (() => void) | undefined)?.();
}

export function setSessionCookie(
  req: Request,
  res: Response,
  sessionId: string,
  maxAgeSeconds: number,
): void {
  forgetResolvedSession(res);
  const name = requestSessionCookieName(req);
  dropPendingSessionCookie(res, name);
  res.cookie(name, sessionId, sessionCookieOptions(isCookieSecure(req), maxAgeSeconds));
}

export function clearSessionCookie(req: Request, res: Response): void {
  forgetResolvedSession(res);
  (res.locals?.[SESSION_ENDED] as (() => void) | undefined)?.();
  const name = requestSessionCookieName(req);
  dropPendingSessionCookie(res, name);
  // clearCookie sets an expiry in the past; the other attributes must match the ones it was set with.
  res.clearCookie(name, sessionCookieOptions(isCookieSecure(req)));
}

/** Applies what identity asked for to the response (a set wins over a clear: a login after a logout). */
export function applySessionChange(req: Request, res: Response, change: SessionChange): void {
  if (res.headersSent) return;
  if (change.device) setDeviceCookie(req, res, change.device);
  if (change.set) setSessionCookie(req, res, change.set.sessionId, change.set.maxAgeSeconds);
  else if (change.clear) clearSessionCookie(req, res);
}
