/**
 * graphql-cop's audit (github.com/dolevf/graphql-cop, a Python tool that cannot be installed here) as a test: each of
 * its checks sends the request graphql-cop sends (a plain client: only a User-Agent header) and finds what it finds.
 * Every check is first shown to find its issue on a deliberately careless GraphQL server, so none of them passes
 * by asking the wrong question. The gateway as the test harness runs it (development-like: NODE_ENV=test) may show
 * introspection only, which is on outside production on purpose (docs/operations.md "GraphQL audit"); the same
 * gateway with NODE_ENV=production shows nothing.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  buildSchema,
  execute,
  MaxIntrospectionDepthRule,
  parse,
  specifiedRules,
  validate,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';
import { startTestSystem, type TestSystem } from './harness.js';
import { jsonOrUndefined } from './client.js';

const HEADERS = { 'user-agent': 'graphql-cop/1.14' };

interface Answer {
  status: number;
  text: string;
  json: any;
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, {
    ...init,
    headers: { ...HEADERS, ...init.headers },
    redirect: 'follow',
  });
  const text = await response.text();
  const json = jsonOrUndefined(text);
  return { status: response.status, text, json };
}

/** graphql-cop's graph_query: a POST with a JSON body. */
const post = (url: string, body: unknown) =>
  send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const query = (url: string, text: string) => post(url, { query: text });

interface Check {
  name: string;
  /** What the check sends to the GraphQL endpoint `url`; true when it found the issue. */
  finds(url: string): Promise<boolean>;
}

const CHECKS: Check[] = [
  {
    name: 'field suggestions',
    finds: async (url) =>
      /Did you mean/.test(JSON.stringify((await query(url, 'query { __schema { directive } }')).json)),
  },
  {
    name: 'introspection',
    finds: async (url) =>
      Boolean(
        (await query(url, 'query { __schema { types { name fields { name } } } }')).json?.data?.__schema,
      ),
  },
  {
    // graphql-js refuses this itself (MaxIntrospectionDepthRule): the check stays, should that ever change.
    name: 'circular introspection',
    finds: async (url) =>
      Boolean(
        (
          await query(
            url,
            'query { __schema { types { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } }',
          )
        ).json?.data?.__schema?.types?.length,
      ),
  },
  {
    name: 'GraphQL IDE (GraphiQL, Playground)',
    finds: async (url) => {
      const origin = new URL(url).origin;
      for (const path of ['/graphiql', '/playground', '/console', '/graphql']) {
        const { text } = await send(`${origin}${path}`);
        if (
          ['graphiql.min.css', 'GraphQL Playground', 'GraphiQL', 'graphql-playground'].some((w) =>
            text.includes(w),
          )
        )
          return true;
      }
      return false;
    },
  },
  {
    name: 'GET query (possible CSRF)',
    finds: async (url) =>
      Boolean(
        (await send(`${url}?${new URLSearchParams({ query: '{__typename}' })}`)).json?.data?.__typename,
      ),
  },
  {
    name: 'GET mutation (possible CSRF)',
    finds: async (url) =>
      Boolean(
        (await send(`${url}?${new URLSearchParams({ query: 'mutation {__typename}' })}`)).json?.data
          ?.__typename,
      ),
  },
  {
    name: 'POST with the query in the URL (possible CSRF)',
    finds: async (url) =>
      Boolean(
        (await send(`${url}?${new URLSearchParams({ query: 'query {__typename}' })}`, { method: 'POST' }))
          .json?.data?.__typename,
      ),
  },
  {
    name: 'POST url-encoded form (possible CSRF)',
    finds: async (url) =>
      Boolean(
        (
          await send(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ query: 'query {__typename}' }).toString(),
          })
        ).json?.data?.__typename,
      ),
  },
  {
    name: 'alias overloading',
    finds: async (url) => {
      const aliases = Array.from({ length: 101 }, (_, i) => `alias${i}:__typename`).join('\n');
      return Boolean((await query(url, `query { ${aliases} }`)).json?.data?.alias100);
    },
  },
  {
    name: 'batch queries',
    finds: async (url) => {
      const { json } = await post(
        url,
        Array.from({ length: 11 }, () => ({ query: 'query { __typename }' })),
      );
      return Array.isArray(json) && json.length >= 10;
    },
  },
  {
    name: 'directive overloading',
    finds: async (url) => {
      const { json } = await query(url, `query { __typename ${'@aa'.repeat(10)} }`);
      // Each of the ten unknown directives checked and reported: the server works through all of them.
      return Array.isArray(json?.errors) && json.errors.length >= 10;
    },
  },
  {
    name: 'field duplication',
    finds: async (url) =>
      Boolean((await query(url, `query { ${'__typename \n'.repeat(500)}} `)).json?.data?.__typename),
  },
  {
    name: 'trace mode',
    finds: async (url) => {
      const { json } = await query(url, 'query { __typename }');
      return Boolean(json?.extensions?.tracing) || /stacktrace/i.test(JSON.stringify(json ?? {}));
    },
  },
  {
    name: 'debug mode, unhandled errors (stack traces, exceptions)',
    finds: async (url) => {
      for (const text of ['qwerty cop { abc }', 'query { __typename(x: 1) }', '{ nope }']) {
        const { json } = await query(url, text);
        if (/"exception"|stacktrace|\bat [\w.<>]+ \(/i.test(JSON.stringify(json ?? {}))) return true;
      }
      return false;
    },
  },
  {
    name: 'no size limit (a 1 MB body, 20,000 tokens)',
    finds: async (url) => {
      const big = await post(url, {
        query: `query { __typename }`,
        variables: { pad: 'x'.repeat(1_000_000) },
      });
      const tokens = await query(url, `query { ${'... on Query { __typename } '.repeat(4_000)} }`);
      return Boolean(big.json?.data?.__typename) || Boolean(tokens.json?.data?.__typename);
    },
  },
];

async function audit(url: string): Promise<string[]> {
  const found: string[] = [];
  for (const check of CHECKS) if (await check.finds(url)) found.push(check.name);
  return found;
}

/** graphql-js's own rules but the one that stops introspection going round in circles. */
const CARELESS_RULES = specifiedRules.filter((rule) => rule !== MaxIntrospectionDepthRule);

/**
 * A GraphQL server with none of the gateway's defences: GET and form posts, batches, no limits, suggestions,
 * introspection, an IDE page, tracing and stack traces in its answers.
 */
async function startCarelessServer(): Promise<{ url: string; server: Server }> {
  const schema = buildSchema('type Query { hello: String } type Mutation { noop: Boolean }');
  const app = express();
  app.get('/graphiql', (_req, res) => void res.type('html').send('<title>GraphiQL</title>'));
  app.use(express.json({ limit: '10mb' }), express.urlencoded({ extended: false }));
  const run = async (request: { query?: string }): Promise<ExecutionResult & { extensions?: object }> => {
    let result: ExecutionResult;
    try {
      const document = parse(request?.query ?? '');
      const errors = validate(schema, document, CARELESS_RULES);
      result = errors.length ? { errors } : await execute({ schema, document, rootValue: {} });
    } catch (error) {
      result = { errors: [error as GraphQLError] };
    }
    return {
      ...result,
      ...(result.errors
        ? {
            errors: result.errors.map((error) => ({
              ...error.toJSON(),
              extensions: { exception: { stacktrace: ['GraphQLError: at run (server.js:1:1)'] } },
            })) as never,
          }
        : {}),
      extensions: { tracing: { version: 1 } },
    };
  };
  app.all('/graphql', async (req, res) => {
    const body = req.body as unknown;
    if (Array.isArray(body)) return void res.json(await Promise.all(body.map(run)));
    const request = (body && typeof body === 'object' && 'query' in body ? body : req.query) as {
      query?: string;
    };
    res.json(await run(request));
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
}

let system: TestSystem;
let careless: { url: string; server: Server };

beforeAll(async () => {
  careless = await startCarelessServer();
  system = await startTestSystem();
});

afterAll(async () => {
  careless?.server.close();
  await system?.stop();
});

test('every check finds its issue on a careless GraphQL server (so each can fail)', async () => {
  expect(await audit(careless.url)).toEqual(CHECKS.map((check) => check.name));
});

test('the gateway outside production shows introspection only, which is on there on purpose', async () => {
  expect(await audit(`${system.gatewayUrl}/graphql`)).toEqual(['introspection']);
});

test('the gateway in production shows nothing', async () => {
  const production = await system.startGateway({ NODE_ENV: 'production', COOKIE_SECURE: 'false' });
  try {
    expect(await audit(`${production.url}/graphql`)).toEqual([]);
  } finally {
    await production.process.stop();
  }
});

test('the gateway warns once that X-Forwarded-For arrives while TRUST_PROXY is off', async () => {
  const warnings = () =>
    system.gateway.output().match(/X-Forwarded-For arrives but TRUST_PROXY is off/g) ?? [];
  assert.equal(warnings().length, 0);
  for (let i = 0; i < 3; i++)
    await send(`${system.gatewayUrl}/api/no-such-route`, {
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
  const deadline = Date.now() + 5_000;
  while (warnings().length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(warnings().length, 1, system.gateway.output().slice(-3000));
});
