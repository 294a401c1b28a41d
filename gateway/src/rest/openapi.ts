import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { ZodType } from 'zod';
import { isBinaryResponse, openApiPath, type OperationRoute, type RestRoute } from './route-definition.js';
import { errorResponse } from './schemas.js';

type Responses = RouteConfig['responses'];

const json = (schema: ZodType) => ({ 'application/json': { schema } });

const errorContent = { 'application/json': { schema: errorResponse } };

/** The success answer of an operation row: JSON from its zod schema, or bytes of the declared media types. */
function successResponse(route: Pick<OperationRoute, 'response' | 'query'>): Responses[string] {
  const { response } = route;
  if (isBinaryResponse(response)) {
    return {
      description: response.description,
      headers: {
        'Content-Length': { schema: { type: 'integer' } },
        'Cache-Control': { schema: { type: 'string', enum: ['no-store'] } },
        ...(response.fileName
          ? {
              'Content-Disposition': {
                description: `A download: \`attachment; filename="${response.fileName}"\`.`,
                schema: { type: 'string' },
              },
            }
          : {}),
      },
      content: Object.fromEntries(
        response.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  return {
    description: route.query ? 'One page of the list.' : 'Success.',
    ...(route.query ? { headers: PAGE_HEADERS } : {}),
    ...(response ? { content: json(response) } : {}),
  };
}

/** The headers of a page of a list (paging.ts). */
const PAGE_HEADERS = {
  Link: {
    description:
      'The next page, when there is one: `</api/…?<the same filters>&limit=…&cursor=…>; rel="next"`. Absent on the last page.',
    schema: { type: 'string' as const },
  },
  'X-Total-Count': {
    description: 'How many rows match the filters, on every page together.',
    schema: { type: 'integer' as const },
  },
};

/** The error answers every operation row can give. */
function errorResponses(route: RestRoute): Responses {
  const responses: Responses = {
    401: {
      description: 'Not signed in (`{"message":"Unauthorized"}`), or for login: wrong email or password.',
      content: errorContent,
    },
    429: { description: 'Too many attempts (Retry-After header).', content: errorContent },
    500: { description: 'Unexpected error; `errorId` names the log entry.', content: errorContent },
    503: {
      description:
        'A service behind the gateway cannot be reached, or Isla cannot answer or speak right now.',
      content: errorContent,
    },
  };
  if (route.kind === 'operation' && route.query) {
    responses[400] = {
      description:
        'A bad query parameter (`limit` not 1 to 100, a `cursor` not from the previous page, an unknown filter value or parameter): `fields` names each, in the language of Accept-Language.',
      content: errorContent,
    };
  }
  if (route.kind === 'operation' && route.body) {
    responses[400] = {
      description:
        'Invalid input: `message` is the first problem, `fields` one message per field (in the language of Accept-Language).',
      content: errorContent,
    };
    responses[413] = { description: 'Body larger than BODY_LIMIT.', content: errorContent };
  }
  if (route.kind === 'operation' && route.requiresSignIn) {
    responses[401] = {
      description: 'Not signed in: `{"message":"Unauthorized"}` (checked before the body is validated).',
      content: errorContent,
    };
  }
  if (route.method !== 'get') {
    responses[403] = {
      description:
        'Not allowed, or sent by a page of another site (`Origin` or `Sec-Fetch-Site`; code `CROSS_SITE_REQUEST`).',
      content: errorContent,
    };
    responses[409] = {
      description: 'Conflict (e.g. the email is already registered, the team is full or already joined).',
      content: errorContent,
    };
  }
  if (route.path.includes(':')) responses[404] = { description: 'No such resource.', content: errorContent };
  return responses;
}

/** OpenAPI 3.1 document of the REST facade, generated from the route table and the contracts' zod schemas. */
export function buildOpenApiDocument(
  routes: readonly RestRoute[],
  info: { title?: string; version?: string } = {},
) {
  const registry = new OpenAPIRegistry();
  for (const route of routes) {
    const base = {
      method: route.method,
      path: openApiPath(route.path),
      summary: route.summary,
      tags: [route.tag],
    };
    if (route.kind === 'navigation') {
      registry.registerPath({
        ...base,
        responses: {
          302: {
            description: `Redirects to ${route.location}.`,
            headers: { Location: { schema: { type: 'string' } } },
          },
        },
      });
      continue;
    }
    if (route.kind === 'download') {
      registry.registerPath({
        ...base,
        request: route.params ? { params: route.params as never } : {},
        responses: { 200: successResponse({ response: route.response }), ...errorResponses(route) },
      });
      continue;
    }
    registry.registerPath({
      ...base,
      request: {
        ...(route.params ? { params: route.params as never } : {}),
        ...(route.query ? { query: route.query as never } : {}),
        ...(route.body ? { body: { required: true, content: json(route.body) } } : {}),
      },
      responses: {
        [route.status ?? 200]: successResponse(route),
        ...errorResponses(route),
      },
    });
  }
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Creators programme API',
      version: info.version ?? '1.0.0',
      description:
        'REST facade of the gateway. Every path runs a GraphQL operation of the federated graph (POST /graphql). ' +
        'Sessions use the HttpOnly `sid` cookie. Error messages follow Accept-Language (en, de).',
    },
    servers: [{ url: '/' }],
  });
}
