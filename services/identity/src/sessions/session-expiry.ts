import { randomBytes } from 'node:crypto';
import { storedSessionKey } from '@creators/platform';

export interface SessionPolicy {
  /** A session not used for this long expires. */
  idleSeconds: number;
  /** A session expires this long after sign-in, however active. */
  absoluteSeconds: number;
}

/** What the `sess` json column holds. */
export interface SessionData {
  userId: string;
  /** ISO time of sign-in. */
  createdAt: string;
  /** ISO time of the last resolution through the gateway. */
  lastSeenAt: string;
  /**
   * docs/product.md §13, for the person's sessions page (absent in sessions from before it): a random uuid that
   * names the session there (never the id or its stored key), the browser ("Chrome on Linux") and the network
   * it signed in from ("203.0.113.0/24"; never the address).
   */
  publicId?: string;
  browser?: string;
  network?: string;
}

/** 256 random bits, base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the sessions table keeps for a session id: its SHA-256, hex (the platform's, which also names the session's
 * socket room). A copy of the table gives no working cookie.
 */
export { storedSessionKey };

/** A session id as issued by newSessionId: anything else is not looked up at all. */
export function isWellFormedSessionId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** A stored session key as storedSessionKey makes it (SHA-256, lower-case hex): what the session lookup carries. */
export function isStoredSessionKey(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
}

/** When a session expires: idle expiry from the last use, capped by the absolute expiry from sign-in. */
export function sessionExpiry(createdAt: Date, lastSeenAt: Date, policy: SessionPolicy): Date {
  const idle = lastSeenAt.getTime() + policy.idleSeconds * 1000;
  const absolute = createdAt.getTime() + policy.absoluteSeconds * 1000;
  return new Date(Math.min(idle, absolute));
}

/** The cookie's max age at sign-in: the absolute lifetime (the server enforces the idle one). */
export function cookieMaxAgeSeconds(policy: SessionPolicy): number {
  return policy.absoluteSeconds;
}

export function isExpired(expire: Date, now: Date): boolean {
  return expire.getTime() <= now.getTime();
}

/** Reads a `sess` value; null if it is not what this service writes. */
export function parseSessionData(value: unknown): SessionData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { userId, createdAt, lastSeenAt } = value as Record<string, unknown>;
  if (typeof userId !== 'string' || typeof createdAt !== 'string' || typeof lastSeenAt !== 'string')
    return null;
  if (Number.isNaN(Date.parse(createdAt)) || Number.isNaN(Date.parse(lastSeenAt))) return null;
  const data: SessionData = { userId, createdAt, lastSeenAt };
  const record = value as Record<string, unknown>;
  for (const key of ['publicId', 'browser', 'network'] as const) {
    const text = record[key];
    if (typeof text === 'string' && text) data[key] = text;
  }
  return data;
}
