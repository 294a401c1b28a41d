import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** The request's host, if it is a plain host[:port] (never echo anything else into a header). */
function safeHost(req: IncomingMessage): string | null {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? host : null;
}

/** connect-src: the page's own origin plus WebSocket (socket.io at /ws) to the same host, ws or wss. */
const sameHostSocket = (scheme: 'ws' | 'wss') => (req: IncomingMessage) => {
  const host = safeHost(req);
  return host ? `${scheme}://${host}` : "'self'";
};

/** The app's Content-Security-Policy (MUI/emotion need inline styles; images may come from any https origin). */
export const APP_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:', 'data:'],
  'connect-src': ["'self'", sameHostSocket('ws'), sameHostSocket('wss')],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'upgrade-insecure-requests': null,
};

/** Swagger UI at /api/docs: its own scripts and inline styles, the spec from /api/openapi.json. */
export const DOCS_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
  'upgrade-insecure-requests': null,
};

/** helmet with the app's policy: CSP, nosniff, frame-ancestors none (and X-Frame-Options DENY), referrer policy. */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
  }) as RequestHandler;
}

/** Replaces the app's CSP with the one Swagger UI needs; mounted on /api/docs only. */
export function docsSecurityHeaders(): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: DOCS_CSP_DIRECTIVES,
  }) as RequestHandler;
}
