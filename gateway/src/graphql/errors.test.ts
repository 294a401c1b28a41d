import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import {
  createGatewayErrorFormatter,
  restErrorFromGraphQL,
  statusForCode,
  translateFormattedError,
} from './errors.js';
import { requestLocaleMiddleware } from './request-locale.js';

const silentLog = () => {
  const entries: object[] = [];
  return { entries, error: (obj: object) => void entries.push(obj) };
};

test('GraphQL codes map to REST statuses, anything else to 500', () => {
  const expected: Record<string, number> = {
    BAD_USER_INPUT: 400,
    GRAPHQL_VALIDATION_FAILED: 400,
    GRAPHQL_PARSE_FAILED: 400,
    UNAUTHENTICATED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    TOO_MANY_REQUESTS: 429,
    SERVICE_UNAVAILABLE: 503,
    INTERNAL_SERVER_ERROR: 500,
    DOWNSTREAM_SERVICE_ERROR: 500,
  };
  for (const [code, status] of Object.entries(expected)) assert.equal(statusForCode(code), status, code);
  assert.equal(statusForCode(undefined), 500);
});

test('BAD_USER_INPUT keeps the (already translated) message and the per-field messages', () => {
  const log = silentLog();
  const error = restErrorFromGraphQL(
    [
      {
        message: 'Please enter a valid email address',
        extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Please enter a valid email address' } },
      },
    ],
    'en',
    log,
  );
  assert.deepEqual(error, {
    status: 400,
    body: {
      message: 'Please enter a valid email address',
      code: 'BAD_USER_INPUT',
      fields: { email: 'Please enter a valid email address' },
    },
  });
});

test('message keys still in an error are translated into the request locale', () => {
  const error = restErrorFromGraphQL(
    [
      {
        message: 'validation.email.invalid',
        extensions: { code: 'BAD_USER_INPUT', fields: { email: 'validation.email.invalid' } },
      },
    ],
    'de',
    silentLog(),
  );
  assert.equal(error.body.message, 'Bitte gib eine gültige E-Mail-Adresse ein');
  assert.deepEqual(error.body.fields, { email: 'Bitte gib eine gültige E-Mail-Adresse ein' });
});

test("UNAUTHENTICATED answers 'Unauthorized' unless the route passes the message on (login)", () => {
  const errors = [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }];
  assert.deepEqual(restErrorFromGraphQL(errors, 'en', silentLog()).body, {
    message: 'Unauthorized',
    code: 'UNAUTHENTICATED',
  });
  assert.deepEqual(
    restErrorFromGraphQL(errors, 'en', silentLog(), { unauthenticatedMessage: 'error' }).body,
    {
      message: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
    },
  );
});

test('TOO_MANY_REQUESTS carries Retry-After seconds', () => {
  const error = restErrorFromGraphQL(
    [{ message: 'Too many attempts.', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 } }],
    'en',
    silentLog(),
  );
  assert.equal(error.status, 429);
  assert.equal(error.retryAfterSeconds, 42);
});

test('SERVICE_UNAVAILABLE of a full queue carries Retry-After seconds and its own message', () => {
  const error = restErrorFromGraphQL(
    [
      {
        message: 'Isla hat gerade viel zu tun. Bitte versuche es gleich noch einmal.',
        extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'error.isla.busy', retryAfterSeconds: 5 },
      },
    ],
    'de',
    silentLog(),
  );
  assert.equal(error.status, 503);
  assert.equal(error.retryAfterSeconds, 5);
  assert.equal(error.body.message, 'Isla hat gerade viel zu tun. Bitte versuche es gleich noch einmal.');
});

test('an unknown error becomes a 500 with an error id that is logged; a subgraph error id is kept', () => {
  const log = silentLog();
  const fresh = restErrorFromGraphQL([{ message: 'connect ECONNRESET 10.0.0.1' }], 'en', log);
  assert.equal(fresh.status, 500);
  assert.equal(fresh.body.code, 'INTERNAL_SERVER_ERROR');
  assert.equal(fresh.body.message, 'Something went wrong on our side. Please try again.');
  assert.match(fresh.body.errorId ?? '', /^[0-9a-f-]{36}$/);
  assert.equal(log.entries.length, 1);
  assert.equal((log.entries[0] as { errorId: string }).errorId, fresh.body.errorId);

  const kept = restErrorFromGraphQL(
    [{ message: 'error.internal', extensions: { code: 'INTERNAL_SERVER_ERROR', errorId: 'abc' } }],
    'de',
    log,
  );
  assert.equal(kept.body.errorId, 'abc');
  assert.equal(kept.body.message, 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.');
  assert.equal(log.entries.length, 1, 'already logged by the subgraph');
});

test('the GraphQL formatter passes known codes without internals and masks the rest', () => {
  const log = silentLog();
  const format = createGatewayErrorFormatter(log);
  const known = format(
    { message: 'Conflict', extensions: { code: 'CONFLICT', serviceName: 'identity', stacktrace: ['x'] } },
    new GraphQLError('Conflict'),
  );
  assert.deepEqual(known, { message: 'Conflict', extensions: { code: 'CONFLICT' } });

  const masked = format(
    {
      message: 'Cannot read properties of undefined',
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    },
    new TypeError('boom'),
  );
  assert.equal(masked.message, 'error.internal');
  assert.deepEqual(masked.path, ['me']);
  assert.equal(masked.extensions?.code, 'INTERNAL_SERVER_ERROR');
  assert.equal(typeof masked.extensions?.errorId, 'string');
  assert.equal(log.entries.length, 1);
});

test('translateFormattedError leaves text that is not a message key alone', () => {
  const error = { message: 'Already translated', extensions: { code: 'CONFLICT' } };
  assert.equal(translateFormattedError(error, 'de'), error);
});

test("graphql-js's English refusal of a variable becomes a message key, its text kept as detail", () => {
  const format = createGatewayErrorFormatter(silentLog());
  // Found by the fuzz suite (mutation inviteToTeam with userId: []).
  const detail = 'Variable "$input" got invalid value [] at "input.userId"; ID cannot represent value: []';
  const formatted = format(
    { message: detail, locations: [{ line: 1, column: 15 }], extensions: { code: 'BAD_USER_INPUT' } },
    new GraphQLError(detail),
  );
  assert.deepEqual(formatted, {
    message: 'error.request.invalidVariables',
    locations: [{ line: 1, column: 15 }],
    extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.request.invalidVariables', detail },
  });
  assert.equal(
    translateFormattedError(formatted, 'de').message,
    'Ein mit dieser Anfrage gesendeter Wert fehlt oder hat den falschen Typ. Bitte prüfe die Anfrage.',
  );

  const keyed = { message: 'validation.email.invalid', extensions: { code: 'BAD_USER_INPUT', fields: {} } };
  assert.deepEqual(format(keyed, new GraphQLError('x')), keyed, "a subgraph's message key stays as it is");
});

test("a subgraph's translated BAD_USER_INPUT keeps its message and fields (it carries its messageKey)", () => {
  const format = createGatewayErrorFormatter(silentLog());
  const subgraph = {
    message:
      'This cursor is not valid: use the one from the previous page, or leave it out for the first page',
    extensions: {
      code: 'BAD_USER_INPUT',
      messageKey: 'validation.page.cursor',
      fields: {
        after:
          'This cursor is not valid: use the one from the previous page, or leave it out for the first page',
      },
    },
  };
  assert.deepEqual(format(subgraph, new GraphQLError(subgraph.message)), subgraph);
});

test("Apollo's English refusal of a malformed body becomes error.request.invalid, its text kept as detail", () => {
  const format = createGatewayErrorFormatter(silentLog());
  // Found by the fuzz suite: `variables` sent as a JSON-encoded string.
  const detail =
    '`variables` in a POST body should be provided as an object, not a recursively JSON-encoded string.';
  const formatted = format(
    { message: detail, extensions: { code: 'BAD_REQUEST' } },
    new GraphQLError(detail),
  );
  assert.deepEqual(formatted, {
    message: 'error.request.invalid',
    extensions: { code: 'BAD_REQUEST', messageKey: 'error.request.invalid', detail },
  });
  assert.equal(translateFormattedError(formatted, 'de').message, 'Die Anfrage ist ungültig');
});

test("Apollo's refusal is translated at once inside a request whose language is known (no plugin runs for it)", () => {
  const format = createGatewayErrorFormatter(silentLog());
  const request = { headers: { 'accept-language': 'de' } } as unknown as Request;
  let message: string | undefined;
  requestLocaleMiddleware()(request, {} as Response, () => {
    message = format(
      { message: 'POST body missing.', extensions: { code: 'BAD_REQUEST' } },
      undefined,
    ).message;
  });
  assert.equal(message, 'Die Anfrage ist ungültig');
});
