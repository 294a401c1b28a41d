/**
 * What is fuzzed: every REST row (method, path, body, path and query parameters, headers) and every GraphQL
 * mutation of the API schema (an operation per field, its variables generated from the argument types).
 */
import { fc } from '@fast-check/jest';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { z } from 'zod';
import { MODERATED_ITEM_TYPES } from '@creators/contracts';
import type { RestRoute } from '../../rest/route-definition.js';
import { VALID } from './examples.js';
import { kindOf, notAnObject, objectOf, type FieldSpec } from './inputs.js';
import {
  acceptLanguage,
  clientAddress,
  edgeNumber,
  extraKey,
  HUGE_TEXT,
  hostileText,
  idLike,
  OMIT,
  RawJson,
  wrongType,
} from './values.js';

/** Which session a request carries; 'fresh' is a session made for it (sign-in, sign-out and registration end theirs). */
export type CookieChoice =
  { kind: 'main' } | { kind: 'fresh' } | { kind: 'none' } | { kind: 'raw'; value: string };

export interface FuzzRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  /** The JSON value to send (may hold RawJson pieces); undefined sends no body. */
  body?: unknown;
  cookie: CookieChoice;
}

export interface FuzzTarget {
  /** "POST /api/teams" or "mutation createTeam". */
  name: string;
  graphql: boolean;
  request: fc.Arbitrary<FuzzRequest>;
}

const GARBAGE_COOKIES = [
  'sid=garbage',
  'sid=',
  'sid=00000000-0000-0000-0000-000000000000',
  'sid=%E0%A4%A',
  `sid=${'a'.repeat(4000)}`,
  'sid=a; sid=b',
  'foo=bar',
  '=;;=;',
  'sid="quoted value"',
  'sid=<script>',
];

/** Cookies for a request: sessions that may be ended ('fresh') for the sign-in paths, the fuzzing user's for the rest. */
function cookieFor(endsSession: boolean, requiresSignIn: boolean): fc.Arbitrary<CookieChoice> {
  const garbage = fc.constantFrom(...GARBAGE_COOKIES).map((value): CookieChoice => ({ kind: 'raw', value }));
  const signedIn: CookieChoice = endsSession ? { kind: 'fresh' } : { kind: 'main' };
  return fc.oneof(
    { weight: requiresSignIn ? 8 : 4, arbitrary: fc.constant(signedIn) },
    { weight: 2, arbitrary: fc.constant<CookieChoice>({ kind: 'none' }) },
    { weight: 1, arbitrary: garbage },
  );
}

/** Content types a client may claim for a JSON body. */
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'application/merge-patch+json',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'garbage',
      '',
    ),
  },
);

/** Headers of any request: language, client address, now and then a cross-site origin or an odd encoding. */
function headersFor(withBody: boolean): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      'accept-language': acceptLanguage,
      'x-forwarded-for': clientAddress,
      'content-type': withBody ? contentType : fc.constant(undefined),
      extra: fc.oneof(
        { weight: 12, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { origin: 'https://evil.example' },
            { 'sec-fetch-site': 'cross-site' },
            { origin: 'null' },
            { 'sec-fetch-site': 'same-origin' },
            { 'content-encoding': 'gzip' },
            { 'content-encoding': 'br, garbage' },
            { accept: 'text/html' },
            { 'x-gateway-context': 'forged' },
          ),
        },
      ),
    })
    .map(({ extra, ...headers }) => {
      const all: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...headers, ...extra }))
        if (value !== undefined) all[key] = headerSafe(value);
      return all;
    });
}

/** What fetch accepts as a header value: visible ASCII and spaces, trimmed. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e\t]/g, '').trim();

/** Percent-encodes text; lone surrogates (which encodeURIComponent refuses) become invalid UTF-8 escapes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** A query parameter's value: what the list takes, edge numbers, hostile text. */
function queryValue(name: string): fc.Arbitrary<string> {
  const kind = kindOf(name);
  const valid =
    name === 'limit'
      ? fc.constantFrom('1', '20', '100')
      : typeof kind === 'object' && 'choice' in kind
        ? fc.constantFrom(...kind.choice)
        : fc.constantFrom('river', 'Fluss', '');
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: edgeNumber.map((n) => (n instanceof RawJson ? n.text : String(n))) },
    { weight: 3, arbitrary: hostileText.filter((t) => t.length < 5000) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '101', '1.5', '1e2', ' 5 ', '99999999999999999999') },
  );
}

const RAW_QUERY_PARTS = [
  '%',
  '%E0%A4%A',
  '%00',
  'limit=1&limit=2',
  'a[b]=c',
  '&&',
  '=',
  'search',
  'cursor=%FF',
];

/** A query string: known parameter names (given) and random ones, encoded, with raw oddities now and then. */
function queryString(names: string[]): fc.Arbitrary<string> {
  const pair = fc
    .oneof(
      { weight: 4, arbitrary: names.length ? fc.constantFrom(...names) : extraKey },
      { weight: 1, arbitrary: extraKey },
    )
    .chain((name) => queryValue(name).map((value) => `${encode(name)}=${encode(value)}`));
  const part = fc.oneof(
    { weight: 8, arbitrary: pair },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_PARTS) },
  );
  return fc.array(part, { maxLength: 4 }).map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
}

/** The root field a document runs (the key of its valid examples). */
function rootField(document: DocumentNode): string {
  const operation = document.definitions[0] as OperationDefinitionNode;
  const field = operation.selectionSet.selections[0];
  return field.kind === 'Field' ? field.name.value : '';
}

/** Field names of a zod body schema (an object, a union of objects such as registration, or a record: none). */
function fieldNames(schema: z.ZodType): string[] {
  const def = (
    schema as unknown as { def: { type: string; shape?: object; options?: z.ZodType[]; in?: z.ZodType } }
  ).def;
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'union' && def.options) return [...new Set(def.options.flatMap(fieldNames))];
  if (def.type === 'pipe' && def.in) return fieldNames(def.in);
  // A document of any keys (a credential to verify): only fields nobody asked for, and the rest of the body cases.
  if (def.type === 'record') return [];
  throw new Error(`fuzz: no field names in a ${def.type} schema`);
}

const specsFor = (operation: string, names: string[]): FieldSpec[] =>
  names.map((name) => ({ name, valid: VALID[operation]?.[name] }));

/** A body: an object of the input's fields most of the time; else not an object, not JSON, nothing, or too big. */
const bodyOf = (fields: FieldSpec[]) =>
  fc.oneof(
    { weight: 24, arbitrary: objectOf(fields) },
    { weight: 2, arbitrary: notAnObject },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant({ padding: HUGE_TEXT }) },
  );

/** A path id: the valid ones of the row's operation, other ids, and segments that are no id at all. */
function pathId(valid: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    ...(valid ? [{ weight: 3, arbitrary: valid.map(String) }] : []),
    { weight: 3, arbitrary: idLike([]).map((id) => (typeof id === 'string' ? id : String(id))) },
    { weight: 1, arbitrary: fc.constantFrom('..', '%2e%2e%2f', 'undefined', 'null', ' ', 'a'.repeat(3000)) },
  );
}

/** A path's item type (staff hide and restore, docs/product.md §14): the types there are, and some there are not. */
const pathType = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...MODERATED_ITEM_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom('person', 'Challenge', 'user', '', '..', 'a'.repeat(300)) },
);

export function restTarget(route: RestRoute): FuzzTarget {
  const name = `${route.method.toUpperCase()} ${route.path}`;
  const operation = route.document ? rootField(route.document as DocumentNode) : '';
  const isOperation = route.kind === 'operation';
  const endsSession = ['login', 'register', 'logout'].includes(operation);
  const requiresSignIn = isOperation && Boolean(route.requiresSignIn);
  const body =
    isOperation && route.body ? bodyOf(specsFor(operation, fieldNames(route.body))) : fc.constant(undefined);
  const idValid = Object.entries(VALID[operation] ?? {}).find(
    ([field]) => field === 'id' || field === 'teamId',
  )?.[1];
  const withId = route.path.includes(':id')
    ? pathId(idValid).map((id) => route.path.replace(':id', encode(id)))
    : fc.constant(route.path);
  const withType = route.path.includes(':type')
    ? fc.tuple(withId, pathType).map(([p, type]) => p.replace(':type', encode(type)))
    : withId;
  // A team chat message (docs/product.md §11.6): ids of any kind; most name no message of the team (404).
  const path = route.path.includes(':messageId')
    ? fc.tuple(withType, pathId(undefined)).map(([p, id]) => p.replace(':messageId', encode(id)))
    : withType;
  const queryNames = isOperation && route.query ? fieldNames(route.query) : [];
  const request = fc
    .record({
      path,
      query: queryString(queryNames),
      body,
      headers: headersFor(route.method !== 'get'),
      cookie: cookieFor(endsSession, requiresSignIn),
    })
    .map(({ path, query, body, headers, cookie }): FuzzRequest => ({
      method: route.method.toUpperCase(),
      url: `${path}${query}`,
      headers,
      body,
      cookie,
    }));
  return { name, graphql: false, request };
}

/** Selection of a result: its leaf fields that take no required argument. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  const leaves = Object.values(type.getFields()).filter(
    (f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)),
  );
  return ` { ${['__typename', ...leaves.map((f) => f.name)].join(' ')} }`;
}

/** A variable's value for an argument: an input object's fields generated, or a single value of its kind. */
function argumentValue(operation: string, argument: GraphQLArgument): fc.Arbitrary<unknown> {
  const type = getNamedType(argument.type as GraphQLInputType);
  if (isInputObjectType(type)) {
    const fields = specsFor(operation, Object.keys(type.getFields()));
    return fc.oneof(
      { weight: 12, arbitrary: objectOf(fields) },
      { weight: 1, arbitrary: wrongType },
      { weight: 1, arbitrary: fc.constant(OMIT) },
    );
  }
  return objectOf(specsFor(operation, [argument.name])).map((object) => object[argument.name]);
}

export function graphqlTargets(apiSdl: string): FuzzTarget[] {
  const mutation = buildSchema(apiSdl).getMutationType();
  if (!mutation) throw new Error('fuzz: the API schema has no mutations');
  return Object.values(mutation.getFields()).map((field) => {
    const operation = field.name;
    const signature = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `mutation Fuzz${signature ? `(${signature})` : ''} { ${operation}${call ? `(${call})` : ''}${selectionOf(field)} }`;
    const variables = fc
      .tuple(...field.args.map((a) => argumentValue(operation, a)))
      .map((values) => Object.fromEntries(field.args.map((a, i) => [a.name, values[i]])));
    const body = fc.oneof(
      { weight: 20, arbitrary: variables.map((v) => ({ query, variables: v })) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.constantFrom(null, [], 'x', 1),
            hostileText.filter((t) => t.length < 100),
          )
          .map((v) => ({ query, variables: v })),
      },
      { weight: 1, arbitrary: fc.constant({ query, variables: { padding: HUGE_TEXT } }) },
    );
    const request = fc
      .record({
        body,
        headers: headersFor(false),
        cookie: cookieFor(['login', 'register', 'logout'].includes(operation), true),
      })
      .map(({ body, headers, cookie }): FuzzRequest => ({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        cookie,
      }));
    return { name: `mutation ${operation}`, graphql: true, request };
  });
}
