import type { RequestHandler } from 'express';
import { translate } from '@creators/texts';
import { localeFromAcceptLanguage } from '../http/accept-language.js';

/** The media types Apollo Server answers a single result with (its MEDIA_TYPES), in its order of preference. */
const SINGLE_RESULT_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/**
 * Refuses, before anything runs, a GraphQL request whose Accept header takes none of the types Apollo answers in.
 * Apollo itself finds that out only after executing the operation, so a mutation would be written and then
 * answered 406 (found by the fuzz suite).
 */
export function refuseUnacceptableAccept(): RequestHandler {
  return (req, res, next) => {
    if (!req.headers.accept || req.accepts(SINGLE_RESULT_TYPES)) return next();
    const locale = localeFromAcceptLanguage(req.headers['accept-language']);
    res.status(406).json({
      errors: [
        {
          message: translate('error.request.notAcceptable', locale),
          extensions: { code: 'BAD_REQUEST', messageKey: 'error.request.notAcceptable' },
        },
      ],
    });
  };
}
