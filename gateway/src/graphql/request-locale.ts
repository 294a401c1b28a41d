import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { Locale } from '@creators/contracts';
import { localeFromAcceptLanguage } from '../http/accept-language.js';

const storage = new AsyncLocalStorage<Locale>();

/**
 * Keeps the request's language for code that Apollo calls without the request context: its `formatError` for a
 * body it refuses before any operation starts (so no plugin runs to translate the message).
 */
export function requestLocaleMiddleware(): RequestHandler {
  return (req, _res, next) => storage.run(localeFromAcceptLanguage(req.headers['accept-language']), next);
}

/** The language of the request being handled, when requestLocaleMiddleware is on its path. */
export const currentRequestLocale = (): Locale | undefined => storage.getStore();
