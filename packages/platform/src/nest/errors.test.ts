import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '@creators/texts';
import {
  AppError,
  badUserInput,
  conflict,
  createErrorFormatter,
  createLocalePlugin,
  tooManyRequests,
  unauthenticated,
} from './errors.js';

function recordingLogger() {
  const entries: Array<{ level: string; obj: Record<string, unknown>; msg?: string }> = [];
  const log = (level: string) => (obj: object, msg?: string) =>
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  return {
    entries,
    logger: { error: log('error'), warn: log('warn'), info: log('info'), debug: log('debug') },
  };
}

/** What Apollo passes to formatError for an error thrown in a resolver. */
function located(error: Error) {
  const wrapped = new GraphQLError(error.message, {
    path: ['field'],
    originalError: error,
    extensions: error instanceof GraphQLError ? error.extensions : {},
  });
  return { formatted: wrapped.toJSON(), wrapped };
}

describe('AppError helpers', () => {
  it('translate their message key (en and de) and keep the key', () => {
    assert.equal(
      unauthenticated('en', 'error.auth.invalidCredentials').message,
      MESSAGES.en['error.auth.invalidCredentials'],
    );
    assert.equal(
      unauthenticated('de', 'error.auth.invalidCredentials').message,
      MESSAGES.de['error.auth.invalidCredentials'],
    );
    const taken = conflict('de', 'error.auth.emailTaken');
    assert.equal(taken.extensions.code, 'CONFLICT');
    assert.equal(taken.extensions.messageKey, 'error.auth.emailTaken');
    assert.equal(taken.message, MESSAGES.de['error.auth.emailTaken']);
    const limited = tooManyRequests('en', 'error.auth.rateLimited', 42);
    assert.equal(limited.extensions.code, 'TOO_MANY_REQUESTS');
    assert.equal(limited.extensions.retryAfterSeconds, 42);
  });

  it('translate field messages', () => {
    const error = badUserInput('de', { bio: 'validation.studentBio.min' });
    assert.deepEqual(error.extensions.fields, { bio: MESSAGES.de['validation.studentBio.min'] });
    assert.equal(error.extensions.messageKey, 'validation.studentBio.min');
  });
});

describe('createErrorFormatter', () => {
  it('passes expected errors through without stack traces', () => {
    const { logger, entries } = recordingLogger();
    const format = createErrorFormatter(logger);
    const { formatted, wrapped } = located(conflict('en', 'error.auth.emailTaken'));
    const result = format(
      { ...formatted, extensions: { ...formatted.extensions, stacktrace: ['at x'] } },
      wrapped,
    );
    assert.equal(result.message, MESSAGES.en['error.auth.emailTaken']);
    assert.equal(result.extensions?.code, 'CONFLICT');
    assert.equal(result.extensions?.stacktrace, undefined);
    assert.equal(entries.length, 0);
  });

  it('turns anything unexpected into error.internal with an error id that is logged with the stack', () => {
    const { logger, entries } = recordingLogger();
    const format = createErrorFormatter(logger);
    const { formatted, wrapped } = located(new Error('connection to 10.1.2.3 refused, password=hunter2'));
    const result = format(formatted, wrapped);
    assert.equal(result.message, 'error.internal');
    assert.equal(result.extensions?.code, 'INTERNAL_SERVER_ERROR');
    const errorId = result.extensions?.errorId;
    assert.match(String(errorId), /^[0-9a-f-]{36}$/);
    assert.ok(!JSON.stringify(result).includes('hunter2'));
    assert.equal(entries.length, 1);
    assert.equal(entries[0].obj.errorId, errorId);
    assert.ok((entries[0].obj.err as Error).stack);
  });

  it('answers SERVICE_UNAVAILABLE when the database cannot answer in time, logged as a warning', () => {
    const { logger, entries } = recordingLogger();
    const busy = Object.assign(
      new Error('Transaction API error: Unable to start a transaction in the given time.'),
      {
        name: 'PrismaClientKnownRequestError',
        code: 'P2028',
      },
    );
    const { formatted, wrapped } = located(busy);
    const result = createErrorFormatter(logger)(formatted, wrapped);
    assert.equal(result.message, 'error.service.unavailable');
    assert.deepEqual(result.extensions, {
      code: 'SERVICE_UNAVAILABLE',
      messageKey: 'error.service.unavailable',
    });
    assert.deepEqual(
      entries.map((entry) => `${entry.level}: ${entry.msg}`),
      ['warn: database unavailable'],
    );
  });

  it('answers SERVICE_UNAVAILABLE when PostgreSQL ends the connection (a restart), as the driver reports it', () => {
    const { logger, entries } = recordingLogger();
    // What Prisma 7 threw in the fault suite when `pg_ctl stop -m fast` cut a transaction short.
    const terminated = (cause: Record<string, unknown>) =>
      Object.assign(new Error('Database error. Code: `57P01`.'), {
        name: 'PrismaClientKnownRequestError',
        code: 'P2039',
        meta: { modelName: 'Project', driverAdapterError: { name: 'DriverAdapterError', cause } },
      });
    const causes = [
      { kind: 'postgres', originalCode: '57P01', code: '57P01', message: 'terminating connection' },
      {
        kind: 'postgres',
        originalCode: '57P03',
        code: '57P03',
        message: 'the database system is starting up',
      },
      { kind: 'postgres', originalCode: '08006', code: '08006', message: 'connection failure' },
      { kind: 'ConnectionClosed' },
      { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 },
    ];
    for (const cause of causes) {
      const { formatted, wrapped } = located(terminated(cause));
      const result = createErrorFormatter(logger)(formatted, wrapped);
      assert.equal(result.extensions?.code, 'SERVICE_UNAVAILABLE', JSON.stringify(cause));
      assert.equal(result.message, 'error.service.unavailable');
    }
    assert.ok(entries.every((entry) => entry.level === 'warn'));
    // A constraint or syntax error reported the same way stays unexpected.
    const { formatted, wrapped } = located(
      terminated({ kind: 'postgres', originalCode: '23505', code: '23505', message: 'duplicate key' }),
    );
    assert.equal(createErrorFormatter(logger)(formatted, wrapped).extensions?.code, 'INTERNAL_SERVER_ERROR');
  });

  it("is a 503 when pg itself says the connection is gone (a transaction's later query after a restart)", () => {
    const { logger } = recordingLogger();
    for (const message of [
      'Client has encountered a connection error and is not queryable',
      'Connection terminated unexpectedly',
    ]) {
      const { formatted, wrapped } = located(Object.assign(new Error(message), { clientVersion: '7.10.0' }));
      assert.equal(createErrorFormatter(logger)(formatted, wrapped).extensions?.code, 'SERVICE_UNAVAILABLE');
    }
    const { formatted, wrapped } = located(new Error('Client has a connection error'));
    assert.equal(createErrorFormatter(logger)(formatted, wrapped).extensions?.code, 'INTERNAL_SERVER_ERROR');
  });

  it('keeps other database errors unexpected', () => {
    const { logger } = recordingLogger();
    const unique = Object.assign(new Error('Unique constraint failed'), {
      name: 'PrismaClientKnownRequestError',
      code: 'P2002',
    });
    const { formatted, wrapped } = located(unique);
    assert.equal(createErrorFormatter(logger)(formatted, wrapped).extensions?.code, 'INTERNAL_SERVER_ERROR');
  });

  it('does not trust a friendly code on a plain error', () => {
    const { logger } = recordingLogger();
    const error = Object.assign(new TypeError('x is undefined'), {});
    const { formatted, wrapped } = located(error);
    const result = createErrorFormatter(logger)(
      { ...formatted, extensions: { code: 'BAD_USER_INPUT' } },
      wrapped,
    );
    assert.equal(result.extensions?.code, 'INTERNAL_SERVER_ERROR');
  });

  it('passes Apollo request errors (validation) through', () => {
    const { logger } = recordingLogger();
    const error = new GraphQLError('Cannot query field "x" on type "Query".', {
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const result = createErrorFormatter(logger)(error.toJSON(), error);
    assert.equal(result.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
    assert.equal(result.message, error.message);
  });

  it('maps Nest HTTP exceptions from guards to codes', () => {
    const { logger } = recordingLogger();
    const forbidden = Object.assign(new Error('Forbidden resource'), { getStatus: () => 403 });
    const { formatted, wrapped } = located(forbidden);
    assert.equal(createErrorFormatter(logger)(formatted, wrapped).extensions?.code, 'FORBIDDEN');
  });
});

describe('createLocalePlugin', () => {
  async function send(
    errors: Array<{ message: string; extensions?: Record<string, unknown> }>,
    locale?: string,
  ) {
    const hooks = await createLocalePlugin().requestDidStart();
    const response = { body: { kind: 'single', singleResult: { errors } } };
    await hooks.willSendResponse({ contextValue: locale ? { gateway: { locale } } : undefined, response });
    return response.body.singleResult.errors;
  }

  it('translates message keys into the request locale', async () => {
    const [error] = await send(
      [{ message: 'error.internal', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      'de',
    );
    assert.equal(error.message, MESSAGES.de['error.internal']);
    const [english] = await send([{ message: 'error.internal' }]);
    assert.equal(english.message, MESSAGES.en['error.internal']);
  });

  it('leaves text that is not a key alone', async () => {
    const [error] = await send([{ message: 'Cannot query field "x"' }], 'de');
    assert.equal(error.message, 'Cannot query field "x"');
  });

  it('translates field keys', async () => {
    const [error] = await send(
      [{ message: 'validation.invalid', extensions: { fields: { a: 'validation.required' } } }],
      'de',
    );
    assert.deepEqual(error.extensions?.fields, { a: MESSAGES.de['validation.required'] });
  });
});

describe('AppError', () => {
  it('is a GraphQLError', () => {
    assert.ok(new AppError('NOT_FOUND', 'error.request.notFound') instanceof GraphQLError);
  });
});
