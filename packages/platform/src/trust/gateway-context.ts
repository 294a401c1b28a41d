import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@creators/contracts';

/**
 * What the gateway tells a service about the request it forwards: who is signed in (if anyone, and whether they
 * are staff), the session id (identity's alone, for logout and the sessions page: other services get null), the client's address (for rate
 * limits and the network a session shows), its user agent (cut to USER_AGENT_MAX; what browser a session shows)
 * and language.
 * Services trust it only when the HMAC signature made with the shared secret checks out, names them as its
 * audience, matches the body they received and is seconds old (signGatewayContext).
 */
export interface GatewayContext {
  /**
   * staff: granted only by an operator (docs/operations.md); absent counts as false. firstName: the first name the
   * person's profile shows, passed on to brainstorm-ai only (Isla's greeting, product.md §4.3); absent elsewhere.
   */
  user: { id: string; role: string | null; staff?: boolean; firstName?: string | null } | null;
  sessionId: string | null;
  clientIp: string;
  /** The request's User-Agent header, at most USER_AGENT_MAX characters; absent when it sent none. */
  userAgent?: string;
  locale: Locale;
  /**
   * The tokens of the browser's device cookie (identity's, OWASP device cookies: the accounts signed in from this
   * browser before); absent without one, and for every service but identity, the only one that can check them.
   */
  deviceTokens?: string[];
  /** Unix milliseconds when the gateway signed it. */
  issuedAt: number;
}

/** The most of a User-Agent header the gateway passes on. */
export const USER_AGENT_MAX = 512;

export const CONTEXT_HEADER = 'x-gateway-context';
export const SIGNATURE_HEADER = 'x-gateway-signature';
/**
 * A signed context older (or, by clock skew, newer) than this is refused. The gateway signs each subgraph request
 * as it sends it, so a request needs milliseconds of it; a captured header is worth seconds only.
 */
export const CONTEXT_MAX_AGE_MS = 10_000;

/** What a signature is bound to besides the context: the service it is for and the exact body sent with it. */
export interface SignedRequest {
  /** The subgraph's name (`identity`, `teams`, ...): a context for one service is refused by every other. */
  audience: string;
  /** The request body exactly as sent (a string counts as its UTF-8 bytes); absent for a request without a body. */
  body: string | Uint8Array | undefined;
}

/** The signed payload: the context, the request it is bound to, and when it was signed. */
interface SignedPayload extends GatewayContext {
  audience: string;
  /** SHA-256 (hex) of the request body's bytes. */
  bodyHash: string;
}

function sign(encoded: string, secret: string): string {
  return createHmac('sha256', secret).update(encoded).digest('hex');
}

/** SHA-256 (hex) of a request body's exact bytes; an absent body hashes as empty. */
export function requestBodyHash(body: string | Uint8Array | undefined): string {
  return createHash('sha256')
    .update(body ?? '')
    .digest('hex');
}

/** The headers that vouch for `context` on one request to `request.audience` with exactly `request.body`. */
export function signGatewayContext(
  context: Omit<GatewayContext, 'issuedAt'>,
  secret: string,
  request: SignedRequest,
  now = Date.now(),
): Record<string, string> {
  const payload: SignedPayload = {
    ...context,
    audience: request.audience,
    bodyHash: requestBodyHash(request.body),
    issuedAt: now,
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { [CONTEXT_HEADER]: encoded, [SIGNATURE_HEADER]: sign(encoded, secret) };
}

type HeaderBag = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Why a signed context was refused (for the service's log; the caller only ever sees 401). */
export type ContextRefusal = 'missing' | 'signature' | 'malformed' | 'stale' | 'audience' | 'body';

/** Checks the headers of a request to `request.audience` that came with `request.body`. */
export function checkGatewayContext(
  headers: HeaderBag,
  secret: string,
  request: SignedRequest,
  now = Date.now(),
): { context: GatewayContext } | { refused: ContextRefusal } {
  const encoded = first(headers[CONTEXT_HEADER]);
  const signature = first(headers[SIGNATURE_HEADER]);
  if (!encoded || !signature) return { refused: 'missing' };
  const expected = Buffer.from(sign(encoded, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'signature' };
  let payload: SignedPayload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as SignedPayload;
  } catch {
    return { refused: 'malformed' };
  }
  if (typeof payload !== 'object' || payload === null) return { refused: 'malformed' };
  const { audience, bodyHash, ...context } = payload;
  if (typeof context.issuedAt !== 'number' || Math.abs(now - context.issuedAt) > CONTEXT_MAX_AGE_MS)
    return { refused: 'stale' };
  if (audience !== request.audience) return { refused: 'audience' };
  if (typeof bodyHash !== 'string' || !hashesEqual(bodyHash, requestBodyHash(request.body)))
    return { refused: 'body' };
  return { context };
}

const hashesEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Returns the context when the headers carry a valid, fresh signature for this request; otherwise null. */
export function verifyGatewayContext(
  headers: HeaderBag,
  secret: string,
  request: SignedRequest,
  now = Date.now(),
): GatewayContext | null {
  const checked = checkGatewayContext(headers, secret, request, now);
  return 'context' in checked ? checked.context : null;
}

/** Response headers with which identity asks the gateway to set or clear the session cookie. */
export const SET_SESSION_HEADER = 'x-set-session';
export const CLEAR_SESSION_HEADER = 'x-clear-session';
/** Response header with which identity asks the gateway to set the device cookie: `<value>;<maxAgeSeconds>`. */
export const SET_DEVICE_HEADER = 'x-set-device';
