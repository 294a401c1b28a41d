import { randomUUID } from 'node:crypto';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isMessageKey, type Locale } from '@creators/contracts';
import { translate } from '@creators/texts';
import { SERVICE_UNAVAILABLE } from './data-source.js';
import { currentRequestLocale } from './request-locale.js';

export const INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR';

/** GraphQL error codes and the HTTP status the REST facade answers them with. Anything else is a 500. */
export const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_REQUEST: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  [SERVICE_UNAVAILABLE]: 503,
};

export function statusForCode(code: unknown): number {
  return (typeof code === 'string' && STATUS_BY_CODE[code]) || 500;
}

/** Codes whose messages come from graphql-js or Apollo in English, and the message key the client gets instead. */
const ENGLISH_ONLY_CODES: Readonly<Record<string, string>> = {
  BAD_USER_INPUT: 'error.request.invalidVariables',
  BAD_REQUEST: 'error.request.invalid',
};

function translateIfKnown(key: string): string {
  const locale = currentRequestLocale();
  return locale ? translate(key, locale) : key;
}

/** Anything with pino's `error(obj, msg)`. */
export interface ErrorLog {
  error(obj: object, msg?: string): void;
}

/** Extension keys that never go to a client: internals of Apollo or of the subgraphs. */
const PRIVATE_EXTENSIONS = new Set(['stacktrace', 'serviceName', 'exception', 'response']);

/**
 * graphql-js's "Did you mean …?" hints, which name fields, arguments, types and enum values of the schema. Apollo's
 * hideSchemaDetailsFromClientErrors removes them from validation errors only; variables that do not fit their type
 * (BAD_USER_INPUT) carry them too, so every message and `detail` loses them here.
 */
const SCHEMA_HINT = / ?Did you mean [^?]*\?/g;

export const withoutSchemaHints = (text: string): string => text.replace(SCHEMA_HINT, '');

function originalOf(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError && current.originalError !== current)
    current = current.originalError;
  return current;
}

/**
 * Apollo `formatError` of the gateway. A BAD_USER_INPUT or BAD_REQUEST worded by graphql-js or Apollo becomes a
 * message key (ENGLISH_ONLY_CODES). Errors with a known code (the subgraphs' own, Apollo's request errors,
 * SERVICE_UNAVAILABLE) pass with private extensions removed; a subgraph's internal error keeps the errorId its
 * service logged; anything else becomes `error.internal` with a new errorId that is logged with the cause.
 */
export function createGatewayErrorFormatter(log: ErrorLog) {
  return (unhinted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const formatted = { ...unhinted, message: withoutSchemaHints(unhinted.message) };
    const extensions = Object.fromEntries(
      Object.entries(formatted.extensions ?? {}).filter(([key]) => !PRIVATE_EXTENSIONS.has(key)),
    );
    if (typeof extensions.detail === 'string') extensions.detail = withoutSchemaHints(extensions.detail);
    const code = extensions.code;
    // graphql-js (a variable that does not fit its type) and Apollo (a malformed body) word their refusals in
    // English: the client gets a message key (translated later, like every other) and the technical text as
    // `detail`. A subgraph's own errors carry their messageKey and are already in the request's language.
    const keyForEnglish = ENGLISH_ONLY_CODES[String(code)];
    if (keyForEnglish && extensions.messageKey === undefined && !isMessageKey(formatted.message))
      return {
        ...formatted,
        // Apollo's own refusals of a body reach no plugin, so they are translated here when the language is known.
        message: translateIfKnown(keyForEnglish),
        extensions: { ...extensions, messageKey: keyForEnglish, detail: formatted.message },
      };
    if (typeof code === 'string' && code in STATUS_BY_CODE) return { ...formatted, extensions };
    if (code === INTERNAL_SERVER_ERROR && typeof extensions.errorId === 'string')
      return { ...formatted, extensions };
    const errorId = randomUUID();
    log.error(
      { err: originalOf(error), errorId, path: formatted.path, graphqlMessage: unhinted.message, code },
      'unexpected error',
    );
    return {
      message: 'error.internal',
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: INTERNAL_SERVER_ERROR, messageKey: 'error.internal', errorId },
    };
  };
}

/** Translates a message (and `extensions.fields`) still given as a message key; other text is left as it is. */
export function translateFormattedError(error: GraphQLFormattedError, locale: Locale): GraphQLFormattedError {
  const fields = error.extensions?.fields as Record<string, string> | undefined;
  if (!isMessageKey(error.message) && !fields) return error;
  return {
    ...error,
    message: translate(error.message, locale),
    ...(fields
      ? {
          extensions: {
            ...error.extensions,
            fields: Object.fromEntries(
              Object.entries(fields).map(([k, v]) => [k, translate(String(v), locale)]),
            ),
          },
        }
      : {}),
  };
}

/** The JSON body of every REST error. */
export interface RestErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
  errorId?: string;
}

export interface RestError {
  status: number;
  body: RestErrorBody;
  /** Seconds for a Retry-After header (429). */
  retryAfterSeconds?: number;
}

export interface RestErrorOptions {
  /** UNAUTHENTICATED answers 'Unauthorized' (what the front end looks for), unless the route passes the message on (login). */
  unauthenticatedMessage?: 'unauthorized' | 'error';
}

/** Maps the first GraphQL error of a result to a REST status and body (message already in the request's locale). */
export function restErrorFromGraphQL(
  errors: readonly GraphQLFormattedError[],
  locale: Locale,
  log: ErrorLog,
  options: RestErrorOptions = {},
): RestError {
  const first = translateFormattedError(errors[0], locale);
  const extensions = first.extensions ?? {};
  const code = typeof extensions.code === 'string' ? extensions.code : INTERNAL_SERVER_ERROR;
  const status = statusForCode(code);
  // A 503 whose message is not one of ours (a key, or a service's text with its messageKey) gets the generic one.
  if (
    status === 503 &&
    !isMessageKey(errors[0].message) &&
    !(typeof extensions.messageKey === 'string' && isMessageKey(extensions.messageKey))
  )
    return { status, body: { message: translate('error.service.unavailable', locale), code } };
  if (status === 500) {
    const errorId = typeof extensions.errorId === 'string' ? extensions.errorId : randomUUID();
    if (typeof extensions.errorId !== 'string')
      log.error({ errorId, errors }, 'unexpected GraphQL error in REST facade');
    return {
      status,
      body: { message: translate('error.internal', locale), code: INTERNAL_SERVER_ERROR, errorId },
    };
  }
  if (status === 401 && options.unauthenticatedMessage !== 'error')
    return { status, body: { message: 'Unauthorized', code } };
  const body: RestErrorBody = { message: first.message, code };
  const fields = extensions.fields;
  if (fields && typeof fields === 'object') body.fields = fields as Record<string, string>;
  const retryAfter = extensions.retryAfterSeconds;
  return { status, body, ...(typeof retryAfter === 'number' ? { retryAfterSeconds: retryAfter } : {}) };
}

/** A REST error made by the gateway itself from a message key (validation, 404, 413…). */
export function restError(
  status: number,
  code: string,
  messageKey: string,
  locale: Locale,
  fields?: Record<string, string>,
): RestError {
  return { status, body: { message: translate(messageKey, locale), code, ...(fields ? { fields } : {}) } };
}
