import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths that belong to the server, never to the single-page app (/metrics: only on METRICS_PORT, so 404 here). */
const SERVER_PREFIXES = ['/api', '/graphql', '/ws', '/health', '/metrics'];

const underPrefix = (urlPath: string, prefix: string) =>
  urlPath === prefix || urlPath.startsWith(`${prefix}/`);

/**
 * SPA fallback rule: a GET (or HEAD) for a path that is not the server's (/api, /graphql, /ws, /health, /metrics) from
 * a client that accepts HTML gets index.html, so that client-side routes survive a reload; / always does.
 */
export function shouldServeSpa(method: string, urlPath: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((prefix) => underPrefix(urlPath, prefix))) return false;
  if (urlPath === '/') return true;
  return typeof accept === 'string' && /\btext\/html\b/i.test(accept);
}

/**
 * Vite writes every content-hashed file (index-BwXz9k3L.js) to assets/ and copies public/ files unhashed to the
 * root: what is under assets/ can be cached for a year, everything else is revalidated.
 */
export function isHashedAsset(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  return parts.length > 1 && parts[0] === 'assets';
}

export const FRONTEND_MISSING_TEXT =
  'The front end has not been built. Build it with `npm run build -w frontend` (it is served from FRONTEND_DIST, default frontend/dist), then reload.';

/** Whether a request comes with a session cookie (not whether the session is still valid: the page asks). */
export type HasSessionCookie = (req: express.Request) => boolean;

/**
 * The page for `/`: with a session cookie, the signed-in variant in the language the browser puts first (the
 * front end's build writes signed-in.en.html and signed-in.de.html: index.html with the signed-in shell's and the
 * dashboard's chunks as modulepreload links, so that they load beside the entry rather than after the session's
 * answer); else, or when the build has no such variant, index.html.
 */
export function pageFor(
  urlPath: string,
  hasSession: boolean,
  acceptLanguage: string | undefined,
  has: (file: string) => boolean,
): string {
  if (urlPath !== '/' || !hasSession) return 'index.html';
  const variant = `signed-in.${/^\s*de\b/i.test(acceptLanguage ?? '') ? 'de' : 'en'}.html`;
  return has(variant) ? variant : 'index.html';
}

/**
 * Serves the built front end with the SPA fallback: hashed assets with a long cache, index.html (or its signed-in
 * variant for `/`, pageFor) never cached. A file with a brotli or gzip copy made at build time (index.js.br,
 * index.js.gz) is answered with the copy the client accepts (brotli first), its own Content-Type and `Vary: Accept-Encoding`. The copies are found when the
 * gateway starts. While the dist folder (its index.html) is missing, / and SPA paths answer 503 with how to build it.
 */
export function frontendRouter(distDir: string, hasSessionCookie: HasSessionCookie = () => false): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  const noCache = (res: express.Response) => res.set('Cache-Control', 'no-cache');
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders: (res, filePath) => {
        if (isHashedAsset(path.relative(distDir, filePath)))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    },
  }) as RequestHandler;
  router.use(files);
  const spa: RequestHandler = (req, res, next) => {
    if (!shouldServeSpa(req.method, req.path, req.headers.accept)) return next();
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(FRONTEND_MISSING_TEXT);
      return;
    }
    noCache(res);
    // The page differs with the session cookie and the language (pageFor).
    res.vary('Cookie');
    res.vary('Accept-Language');
    const page = pageFor(req.path, hasSessionCookie(req), req.headers['accept-language'], (file) =>
      existsSync(path.join(distDir, file)),
    );
    // The page itself, compressed like any other file.
    req.url = `/${page}`;
    files(req, res, next);
  };
  router.use(spa);
  return router;
}
