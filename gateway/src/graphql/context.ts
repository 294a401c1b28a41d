import type { Request, Response } from 'express';
import type { Locale } from '@creators/contracts';
import { currentRequestId, USER_AGENT_MAX, type GatewayContext } from '@creators/platform';
import { noSessionChange, type SessionChange } from '../session/cookie.js';
import { deviceTokensFromCookieHeader } from '../session/device-cookie.js';
import { localeFromAcceptLanguage } from '../http/accept-language.js';

/**
 * The context of one request through the gateway, for GraphQL over HTTP and for the REST facade alike
 * (which runs its operations on the gateway with this same context). Built once per request; nothing
 * in it outlives the request.
 */
export interface GatewayRequestContext {
  req: Request;
  res: Response;
  /** What is signed and forwarded to every subgraph. */
  forwarded: Omit<GatewayContext, 'issuedAt'>;
  locale: Locale;
  /**
   * Filled from identity's x-set-session / x-clear-session response headers. An object (not a field
   * replaced later) because Apollo's executeOperation works on a shallow copy of the context.
   */
  session: SessionChange;
  /** The request's id (X-Request-Id), passed on to every subgraph request. */
  requestId: string | undefined;
}

/** Per-request state the session middleware leaves on `res.locals`. */
export interface RequestSession {
  sessionId: string | null;
  user: GatewayContext['user'];
}

/** The client's address (through trusted proxies, see TRUST_PROXY); IPv4-mapped IPv6 written as plain IPv4. */
export function clientIp(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/** The request's User-Agent, cut to USER_AGENT_MAX characters; undefined when it sent none. */
export function userAgent(req: Request): string | undefined {
  const header = req.headers['user-agent'];
  return header ? header.slice(0, USER_AGENT_MAX) : undefined;
}

/** The session state the session middleware resolved for this request (signed out when it did not run). */
export function requestSession(res: Response): RequestSession {
  return (res.locals.session as RequestSession | undefined) ?? { sessionId: null, user: null };
}

/** Builds the context of one request; `session` starts empty and is filled from identity's answers. */
export function buildRequestContext(req: Request, res: Response): GatewayRequestContext {
  const { sessionId, user } = requestSession(res);
  const locale = localeFromAcceptLanguage(req.headers['accept-language']);
  const deviceTokens = deviceTokensFromCookieHeader(req.headers.cookie);
  return {
    req,
    res,
    locale,
    forwarded: {
      user,
      sessionId,
      clientIp: clientIp(req),
      userAgent: userAgent(req),
      locale,
      ...(deviceTokens ? { deviceTokens } : {}),
    },
    session: noSessionChange(),
    requestId: currentRequestId(),
  };
}
