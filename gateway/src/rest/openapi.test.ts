import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildOpenApiDocument } from './openapi.js';
import { openApiPath } from './route.js';
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
