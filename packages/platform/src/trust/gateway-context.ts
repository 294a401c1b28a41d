import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@creators/contracts';

/**
 * What the gateway tells a service about the request it forwards: who is signed in (if anyone, and whether they
 * are staff), the session id (identity needs it for logout and the sessions page), the client's address (for rate
 * limits and the network a session shows), its user agent (cut to USER_AGENT_MAX; what browser a session shows)
 * and language.
 * Services trust it only when the HMAC signature made with the shared secret checks out.
 */
export interface GatewayContext {
  /** staff: granted only by an operator (docs/operations.md); absent counts as false. */
  user: { id: string; role: string | null; staff?: boolean } | null;
  sessionId: string | null;
  clientIp: string;
  /** The request's User-Agent header, at most USER_AGENT_MAX characters; absent when it sent none. */
  userAgent?: string;
  locale: Locale;
  /** Unix milliseconds when the gateway signed it. */
  issuedAt: number;
}

/** The most of a User-Agent header the gateway passes on. */
export const USER_AGENT_MAX = 512;

export const CONTEXT_HEADER = 'x-gateway-context';
export const SIGNATURE_HEADER = 'x-gateway-signature';
/** A signed context older than this is refused, so a captured header cannot be replayed for long. */
export const CONTEXT_MAX_AGE_MS = 60_000;

function sign(encoded: string, secret: string): string {
  return createHmac('sha256', secret).update(encoded).digest('hex');
}

export function signGatewayContext(
  context: Omit<GatewayContext, 'issuedAt'>,
  secret: string,
  now = Date.now(),
): Record<string, string> {
  const encoded = Buffer.from(JSON.stringify({ ...context, issuedAt: now })).toString('base64url');
  return { [CONTEXT_HEADER]: encoded, [SIGNATURE_HEADER]: sign(encoded, secret) };
}

type HeaderBag = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Returns the context when the headers carry a valid, fresh signature; otherwise null. */
export function verifyGatewayContext(
  headers: HeaderBag,
  secret: string,
  now = Date.now(),
): GatewayContext | null {
  const encoded = first(headers[CONTEXT_HEADER]);
  const signature = first(headers[SIGNATURE_HEADER]);
  if (!encoded || !signature) return null;
  const expected = Buffer.from(sign(encoded, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const context = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as GatewayContext;
    if (typeof context.issuedAt !== 'number' || Math.abs(now - context.issuedAt) > CONTEXT_MAX_AGE_MS)
      return null;
    return context;
  } catch {
    return null;
  }
}

/** Response headers with which identity asks the gateway to set or clear the session cookie. */
export const SET_SESSION_HEADER = 'x-set-session';
export const CLEAR_SESSION_HEADER = 'x-clear-session';
