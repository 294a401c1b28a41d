import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { buildOpenApiDocument } from './openapi.js';
import { openApiPath } from './route-definition.js';
import { REST_ROUTES } from './routes.js';

test('the OpenAPI document is 3.1 and has every row of the route table', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  assert.match(document.openapi, /^3\.1\./);
  for (const route of REST_ROUTES) {
    const operation = document.paths?.[openApiPath(route.path)]?.[route.method];
    assert.ok(operation, `${route.method.toUpperCase()} ${route.path} is documented`);
    assert.equal(operation.summary, route.summary);
    if (route.kind === 'navigation') {
      assert.ok(operation.responses?.['302'], `${route.path} documents its redirect`);
    } else if (route.kind === 'download') {
      assert.ok(
        operation.responses?.['200']?.content?.[route.response.mediaTypes[0]!],
        `${route.path} is a file`,
      );
    } else {
      assert.ok(
        operation.responses?.[String(route.status ?? 200)],
        `${route.path} documents its success status`,
      );
      assert.equal(Boolean(operation.requestBody), Boolean(route.body), `${route.path} documents its body`);
    }
  }
});

test('bodies come from the contracts schemas: unknown fields are not allowed, student and mentor are told apart', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  const login = document.paths?.['/api/auth/login']?.post?.requestBody as {
    content: Record<string, { schema: Record<string, unknown> }>;
  };
  const loginSchema = login.content['application/json'].schema;
  assert.equal(loginSchema.additionalProperties, false);
  assert.deepEqual(loginSchema.required, ['email', 'password']);
  const register = document.paths?.['/api/auth/register']?.post?.requestBody as {
    content: Record<string, { schema: { oneOf: { properties: { role: { enum: string[] } } }[] } }>;
  };
  const roles = register.content['application/json'].schema.oneOf
    .map((variant) => variant.properties.role.enum)
    .flat();
  assert.deepEqual(roles.sort(), ['mentor', 'student']);
  assert.ok(document.components?.schemas?.User);
  assert.ok(document.components?.schemas?.Error);
  const user = document.components?.schemas?.User as { properties: Record<string, unknown> };
  assert.ok(
    !Object.keys(user.properties).some((key) => /password|hash/i.test(key)),
    'no password field in User',
  );
});

test('express paths become OpenAPI paths', () => {
  assert.equal(openApiPath('/api/teams/:id/join'), '/api/teams/{id}/join');
  assert.equal(openApiPath('/api/auth/user'), '/api/auth/user');
});

test('every method and path appears once in the route table', () => {
  const keys = REST_ROUTES.map((route) => `${route.method} ${route.path}`);
  assert.equal(new Set(keys).size, keys.length);
});

/** product.md §7, every method and path (the WebSocket /ws is socket.io, not REST). */
const PRODUCT_REST_PATHS = [
  'get /api/auth/user',
  'post /api/auth/login',
  'post /api/auth/register',
  'patch /api/auth/user',
  'get /api/challenges',
  'post /api/challenges',
  'get /api/teams',
  'get /api/users/me/teams',
  'post /api/teams',
  'post /api/teams/{id}/join',
  'post /api/teams/invitations',
  'get /api/resources',
  'post /api/resources',
  'get /api/projects',
  'get /api/projects/featured',
  'post /api/projects',
  'post /api/projects/{id}/like',
  'get /api/users/me/meetings',
  'get /api/users/me/achievements',
  'get /api/users/recommended',
  'post /api/perplexity/validate-challenge',
  'post /api/perplexity/generate-response',
  'post /api/elevenlabs/speak',
  'get /api/login',
  'get /api/logout',
];

type Operation = {
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
};

test('every path of product.md §7 is documented, with a response schema', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  for (const entry of PRODUCT_REST_PATHS) {
    const [method, path] = entry.split(' ');
    const operation = (document.paths?.[path] as Record<string, Operation> | undefined)?.[method];
    assert.ok(operation, `${entry} is documented`);
    if (path === '/api/login' || path === '/api/logout') continue;
    const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!;
    assert.ok(success.content, `${entry} documents its ${status} body`);
    for (const media of Object.values(success.content)) assert.ok(media.schema, `${entry} has a schema`);
  }
});

test('creates answer 201, lists are arrays of the named objects, writes document 401', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  const op = (method: string, path: string) => (document.paths?.[path] as Record<string, Operation>)[method];
  for (const path of [
    '/api/challenges',
    '/api/teams',
    '/api/teams/invitations',
    '/api/resources',
    '/api/projects',
  ])
    assert.ok(op('post', path).responses['201'], `POST ${path} answers 201`);
  const lists: [string, string][] = [
    ['/api/challenges', 'Challenge'],
    ['/api/teams', 'Team'],
    ['/api/users/me/teams', 'Team'],
    ['/api/resources', 'Resource'],
    ['/api/projects', 'Project'],
    ['/api/projects/featured', 'Project'],
    ['/api/users/me/meetings', 'Meeting'],
  ];
  for (const [path, name] of lists) {
    const schema = op('get', path).responses['200'].content!['application/json'].schema;
    assert.equal(schema.type, 'array', path);
    assert.deepEqual(schema.items, { $ref: `#/components/schemas/${name}` }, path);
  }
  for (const entry of PRODUCT_REST_PATHS.filter(
    (e) => e.startsWith('post') && e.includes('/api/') && !e.includes('/auth/'),
  )) {
    const [method, path] = entry.split(' ');
    assert.ok(op(method, path).responses['401'], `${entry} documents 401`);
  }
  const join = op('post', '/api/teams/{id}/join');
  assert.deepEqual(
    join.parameters?.map((p) => [p.name, p.in, p.schema.format]),
    [['id', 'path', 'uuid']],
  );
  assert.ok(join.responses['404'] && join.responses['409']);
});

test('speak documents audio, not JSON', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  const speak = (document.paths?.['/api/elevenlabs/speak'] as Record<string, Operation>).post;
  assert.deepEqual(Object.keys(speak.responses['200'].content!).sort(), ['audio/mpeg', 'audio/wav']);
  assert.equal(speak.responses['200'].content!['audio/wav'].schema.format, 'binary');
  assert.ok(speak.responses['503']);
});

test('the data export (docs/product.md §15) is documented as a JSON download for the signed-in person', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  const operation = (document.paths?.['/api/users/me/export'] as Record<string, Operation>)
    .get as Operation & {
    responses: Record<string, { headers?: Record<string, { description?: string }> }>;
  };
  assert.deepEqual(Object.keys(operation.responses['200'].content!), ['application/json']);
  assert.match(
    operation.responses['200'].headers?.['Content-Disposition']?.description ?? '',
    /attachment; filename="creators-data-YYYY-MM-DD\.json"/,
  );
  for (const status of ['401', '429', '503']) assert.ok(operation.responses[status], status);
});

test('paged lists document limit, cursor and their filters, and the Link and X-Total-Count headers', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  const expected: Record<string, string[]> = {
    '/api/challenges': ['limit', 'cursor', 'search', 'category', 'programmeId'],
    '/api/teams': ['limit', 'cursor', 'search', 'status', 'programmeId'],
    '/api/users/me/teams': ['limit', 'cursor'],
    '/api/users/me/meetings': ['limit', 'cursor'],
    '/api/users/me/achievements': ['limit', 'cursor'],
    '/api/users/recommended': ['limit', 'cursor'],
    '/api/resources': ['limit', 'cursor', 'search', 'type', 'level'],
    '/api/projects': ['limit', 'cursor', 'search', 'topic', 'sort', 'programmeId'],
  };
  for (const [path, names] of Object.entries(expected)) {
    const operation = document.paths?.[path]?.get;
    const parameters = (operation?.parameters ?? []) as { name: string; in: string; schema: object }[];
    assert.deepEqual(
      parameters.map((p) => `${p.in}:${p.name}`),
      names.map((name) => `query:${name}`),
      path,
    );
    const ok = operation?.responses?.['200'] as { headers?: Record<string, unknown> };
    assert.deepEqual(Object.keys(ok.headers ?? {}), ['Link', 'X-Total-Count'], path);
    assert.ok(operation?.responses?.['400'], `${path} documents its 400`);
  }
  const limit = (document.paths?.['/api/challenges']?.get?.parameters ?? []).find(
    (p) => 'name' in p && p.name === 'limit',
  ) as unknown as { schema: Record<string, unknown> };
  assert.deepEqual(
    { min: limit.schema.minimum, max: limit.schema.maximum, default: limit.schema.default },
    { min: 1, max: 100, default: 20 },
  );
  const category = (document.paths?.['/api/challenges']?.get?.parameters ?? []).find(
    (p) => 'name' in p && p.name === 'category',
  ) as unknown as { schema: { enum: string[] } };
  assert.deepEqual(category.schema.enum.sort(), [
    'community',
    'education',
    'health',
    'sustainability',
    'technology',
  ]);
});

test('staff mentors and cohort codes (docs/product.md §14) are documented; registration takes a cohort code', () => {
  const document = buildOpenApiDocument(REST_ROUTES);
  for (const path of ['/api/staff/mentors/unverified', '/api/staff/cohort-codes']) {
    const parameters = (document.paths?.[path]?.get?.parameters ?? []) as { name: string }[];
    assert.deepEqual(
      parameters.map((p) => p.name),
      ['limit', 'cursor'],
      path,
    );
  }
  const verify = document.paths?.['/api/staff/mentors/{id}/verify']?.post;
  assert.ok(verify?.responses?.['200']);
  const created = document.paths?.['/api/staff/cohort-codes']?.post;
  assert.ok(created?.responses?.['201']);
  const body = JSON.stringify(created?.requestBody);
  for (const field of ['name', 'code', 'validUntil', 'maxUses'])
    assert.ok(body.includes(`"${field}"`), field);
  const register = JSON.stringify(document.paths?.['/api/auth/register']?.post?.requestBody);
  assert.ok(register.includes('"cohortCode"'), 'registration documents cohortCode');
});
