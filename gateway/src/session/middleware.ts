import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { translate } from '@creators/texts';
import type { RequestSession } from '../graphql/context.js';
import { SERVICE_UNAVAILABLE } from '../graphql/data-source.js';
import {
  clearSessionCookie,
  FORGET_SESSION,
  requestSessionCookieName,
  SESSION_ENDED,
  sessionIdFromCookieHeader,
} from './cookie.js';
import { SessionLookupUnavailableError, type SessionResolver } from './resolver.js';
import { localeFromAcceptLanguage } from '../http/accept-language.js';

export interface SessionLog {
  warn(obj: object, msg?: string): void;
}

/**
 * Resolves the session cookie (`sid`; `__Host-sid` where it is always Secure) to a user through identity (NATS; remembered briefly, see resolver.ts) on every request
 * that carries one, and leaves the result in `res.locals.session`. A cookie identity does not know is cleared. When identity cannot be
 * asked the request is answered 503: it is not treated as signed out.
 */
export function sessionMiddleware(
  resolver: SessionResolver,
  log: SessionLog,
  /** Called when the request signs its session out, or finds it expired (the session's sockets close). */
  onSessionEnded: (sessionId: string) => void = () => undefined,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const sessionId = sessionIdFromCookieHeader(req.headers.cookie, requestSessionCookieName(req));
    const session: RequestSession = { sessionId: null, user: null };
    res.locals.session = session;
    if (!sessionId) return next();
    res.locals[FORGET_SESSION] = () => resolver.forget?.(sessionId);
    res.locals[SESSION_ENDED] = () => onSessionEnded(sessionId);
    try {
      const user = await resolver.resolve(sessionId);
      if (user) {
        session.sessionId = sessionId;
        session.user = user;
      } else {
        clearSessionCookie(req, res);
      }
      next();
    } catch (error) {
      if (!(error instanceof SessionLookupUnavailableError)) return next(error);
      log.warn({ err: error }, 'session lookup unavailable');
      const locale = localeFromAcceptLanguage(req.headers['accept-language']);
      res
        .status(503)
        .set('Retry-After', '5')
        .json({ message: translate('error.service.unavailable', locale), code: SERVICE_UNAVAILABLE });
    }
  };
}
