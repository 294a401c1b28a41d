import type { RequestHandler } from 'express';
import { translate } from '@creators/texts';
import { sendRestError } from '../rest/router.js';
import { localeFromAcceptLanguage } from './accept-language.js';

/** Deeper than any input of the API (a brainstorm message in a list in an input is 4 levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests deeper than `max` levels; walks with a stack of its own. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH with a 400. Such a body parses, but writing it again for a
 * subgraph (JSON.stringify) overflows the call stack: it was a 500 (found by the fuzz suite).
 */
export function refuseDeepJson(max = MAX_JSON_DEPTH): RequestHandler {
  return (req, res, next) => {
    if (!nestsDeeperThan(req.body, max)) return next();
    const locale = localeFromAcceptLanguage(req.headers['accept-language']);
    sendRestError(res, {
      status: 400,
      body: { message: translate('error.request.bodyTooDeep', locale), code: 'BAD_REQUEST' },
    });
  };
}
