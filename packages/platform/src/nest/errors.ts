import { randomUUID } from 'node:crypto';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isMessageKey, type Locale, type MessageKey } from '@creators/contracts';
import { translate } from '@creators/texts';

/** `extensions.code` values a subgraph answers with; the gateway's REST facade maps them to HTTP statuses. */
export const ERROR_CODES = {
  badUserInput: 'BAD_USER_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** A dependency (AI or speech provider, a queue worker) could not answer in time; the gateway answers 503. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes produced by Apollo itself for a malformed request: the client's fault, passed through as they are. */
const REQUEST_LEVEL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);
const KNOWN_CODES = new Set<string>([
  ...Object.values(ERROR_CODES).filter((code) => code !== ERROR_CODES.internal),
  ...REQUEST_LEVEL_CODES,
]);

export interface AppErrorOptions {
  /** Per-field messages (already translated, or message keys), e.g. `{ email: 'Please enter a valid email address' }`. */
  fields?: Record<string, string>;
  /** Extra extensions for the client (never anything internal). */
  extensions?: Record<string, unknown>;
}

/**
 * An expected error with a code the client can act on. The message is a message key translated into `locale`;
 * `extensions.messageKey` keeps the key so that a client may translate it itself.
 */
export class AppError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey | string,
    locale: Locale = 'en',
    options: AppErrorOptions = {},
  ) {
    const fields = options.fields
      ? Object.fromEntries(
          Object.entries(options.fields).map(([path, message]) => [path, translate(message, locale)]),
        )
      : undefined;
    super(translate(messageKey, locale), {
      extensions: { ...options.extensions, code, messageKey, ...(fields ? { fields } : {}) },
    });
    this.name = 'AppError';
  }
}

/** BAD_USER_INPUT with per-field messages (keys or text, translated here); the message is the first field's unless given. */
export const badUserInput = (
  locale: Locale,
  fields: Record<string, string>,
  messageKey?: MessageKey | string,
) =>
  new AppError(
    ERROR_CODES.badUserInput,
    messageKey ?? Object.values(fields)[0] ?? 'error.request.invalid',
    locale,
    { fields },
  );
export const unauthenticated = (locale: Locale, messageKey: MessageKey = 'error.auth.unauthorized') =>
  new AppError(ERROR_CODES.unauthenticated, messageKey, locale);
export const forbidden = (locale: Locale, messageKey: MessageKey | string = 'error.auth.unauthorized') =>
  new AppError(ERROR_CODES.forbidden, messageKey, locale);
export const notFound = (locale: Locale, messageKey: MessageKey | string = 'error.request.notFound') =>
  new AppError(ERROR_CODES.notFound, messageKey, locale);
export const conflict = (locale: Locale, messageKey: MessageKey | string) =>
  new AppError(ERROR_CODES.conflict, messageKey, locale);
export const tooManyRequests = (
  locale: Locale,
  messageKey: MessageKey | string = 'error.auth.rateLimited',
  retryAfterSeconds?: number,
) =>
  new AppError(
    ERROR_CODES.tooManyRequests,
    messageKey,
    locale,
    retryAfterSeconds === undefined ? {} : { extensions: { retryAfterSeconds } },
  );
export const serviceUnavailable = (locale: Locale, messageKey: MessageKey | string = 'error.internal') =>
  new AppError(ERROR_CODES.serviceUnavailable, messageKey, locale);

/** The part of a pino logger the GraphQL glue uses. */
export interface ErrorLogger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

function originalOf(error: unknown): unknown {
  let current = error;
  // Resolver errors come wrapped in a located GraphQLError; unwrap to what was thrown.
  while (current instanceof GraphQLError && current.originalError && current.originalError !== current)
    current = current.originalError;
  return current;
}

/**
 * Apollo `formatError`: expected errors (an AppError, or a known code such as Apollo's own validation errors)
 * pass with their code and message (stack traces removed); anything else becomes `error.internal` with an
 * `errorId` that is logged together with the stack, so no internals leak to the client.
 */
export function createErrorFormatter(logger: ErrorLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = originalOf(error);
    const code = httpExceptionCode(original) ?? formatted.extensions?.code;
    const expected =
      original instanceof AppError ||
      (typeof code === 'string' && KNOWN_CODES.has(code) && !isUnexpected(original));
    if (expected) {
      const {
        stacktrace: _stacktrace,
        originalError: _originalError,
        status: _status,
        ...extensions
      } = formatted.extensions ?? {};
      return { ...formatted, extensions: { ...extensions, code } };
    }
    if (isDatabaseUnavailable(original)) {
      // Not a bug but a database that could not answer in time (down, or too busy to give a connection):
      // the client may try again, as with any other dependency that is away.
      logger.warn({ err: original, path: formatted.path }, 'database unavailable');
      return {
        message: 'error.service.unavailable',
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: { code: ERROR_CODES.serviceUnavailable, messageKey: 'error.service.unavailable' },
      };
    }
    const errorId = randomUUID();
    logger.error(
      { err: original, errorId, path: formatted.path, graphqlMessage: formatted.message },
      'unexpected error',
    );
    return {
      message: 'error.internal',
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ERROR_CODES.internal, messageKey: 'error.internal', errorId },
    };
  };
}

const HTTP_STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.badUserInput,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  422: ERROR_CODES.badUserInput,
  429: ERROR_CODES.tooManyRequests,
};

/** A Nest HttpException (thrown by a guard or pipe) keeps a matching code; other statuses are unexpected. */
function httpExceptionCode(original: unknown): ErrorCode | undefined {
  if (!(original instanceof Error) || typeof (original as { getStatus?: unknown }).getStatus !== 'function')
    return undefined;
  return HTTP_STATUS_CODES[(original as unknown as { getStatus(): number }).getStatus()];
}

/**
 * Prisma's codes for a database that cannot be reached or does not answer in time: P1001 unreachable, P1002 and
 * P1008 timed out, P1017 connection closed, P1018 a statement after its transaction ended (see refuseAfterEnd),
 * P2024 no pool connection in time, P2028 a transaction that could not start (or finish) in time.
 */
const DATABASE_UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P1018', 'P2024', 'P2028']);

/** What the driver adapter (@prisma/adapter-pg) reports of a connection lost or refused. */
const CONNECTION_LOST_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout']);

/**
 * PostgreSQL's own codes for a server going away or not there yet: class 08 (connection exceptions), 57P01
 * (terminated by an administrator: a shutdown), 57P02 (crash shutdown), 57P03 (starting up or shutting down).
 * Prisma reports them as P2039 with the driver's error in `meta.driverAdapterError.cause`.
 */
export function isConnectionLostCode(code: unknown): boolean {
  return typeof code === 'string' && (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code));
}

/**
 * What pg throws, unwrapped, for a query on a connection the server has just dropped (a transaction's later
 * queries after a PostgreSQL restart reach the caller this way: seen in the fault suite).
 */
const PG_CONNECTION_LOST_MESSAGES = new Set([
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection terminated unexpectedly',
  'Connection terminated',
]);

export function isDatabaseUnavailable(original: unknown): boolean {
  if (!(original instanceof Error)) return false;
  if (PG_CONNECTION_LOST_MESSAGES.has(original.message)) return true;
  if (!original.name.startsWith('PrismaClient')) return false;
  if (DATABASE_UNAVAILABLE_CODES.has(String((original as { code?: unknown }).code))) return true;
  const cause = (original as { meta?: { driverAdapterError?: { cause?: Record<string, unknown> } } }).meta
    ?.driverAdapterError?.cause;
  if (!cause) return false;
  return (
    CONNECTION_LOST_KINDS.has(String(cause.kind)) ||
    (cause.kind === 'postgres' &&
      (isConnectionLostCode(cause.originalCode) || isConnectionLostCode(cause.code)))
  );
}

/** A plain Error (TypeError, a database error…) that reached the client under a friendly code is still unexpected. */
function isUnexpected(original: unknown): boolean {
  return original instanceof Error && !(original instanceof GraphQLError) && !('getStatus' in original);
}

/**
 * Apollo plugin: translates every error message (and `extensions.fields`) that is still a message key into the
 * request's locale (`contextValue.gateway.locale`, default en). Text that is not a key is left as it is.
 */
export function createLocalePlugin() {
  return {
    async requestDidStart() {
      return {
        async willSendResponse(requestContext: {
          contextValue?: unknown;
          response: {
            body: { kind: string; singleResult?: { errors?: ReadonlyArray<GraphQLFormattedError> } };
          };
        }) {
          const body = requestContext.response.body;
          if (body.kind !== 'single' || !body.singleResult?.errors) return;
          const locale = localeOf(requestContext.contextValue);
          body.singleResult.errors = body.singleResult.errors.map((error) =>
            translateFormattedError(error, locale),
          );
        },
      };
    },
  };
}

function localeOf(contextValue: unknown): Locale {
  const locale = (contextValue as { gateway?: { locale?: unknown } } | undefined)?.gateway?.locale;
  return locale === 'de' ? 'de' : 'en';
}

export function translateFormattedError(error: GraphQLFormattedError, locale: Locale): GraphQLFormattedError {
  const fields = error.extensions?.fields as Record<string, string> | undefined;
  const translatedFields = fields
    ? Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, translate(message, locale)]))
    : undefined;
  if (!isMessageKey(error.message) && !translatedFields) return error;
  return {
    ...error,
    message: translate(error.message, locale),
    ...(translatedFields ? { extensions: { ...error.extensions, fields: translatedFields } } : {}),
  };
}
