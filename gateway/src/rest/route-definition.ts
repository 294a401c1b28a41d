import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';
import type { Locale, MessageKey } from '@creators/contracts';
import type { DescribesCheck, ResponseSchemaMismatch } from './describes.js';
import type { PageBody } from './paging.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface RouteBase {
  method: HttpMethod;
  /** Express path under /api, e.g. '/api/teams/:id/join' (OpenAPI shows it as /api/teams/{id}/join). */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag (group). */
  tag: string;
}

/** What a row's `result` may use of the request besides the data: its language and validated query. */
export interface ResultRequest<TQuery = unknown> {
  locale: Locale;
  query: TQuery;
}

/** What a row's `variables` function receives: the validated body, path and query parameters. */
export interface RouteInput<TBody, TParams, TQuery = unknown> {
  body: TBody;
  params: TParams;
  query: TQuery;
}

/**
 * A REST path answered by running one GraphQL operation on the gateway itself (same context, same
 * subgraphs as POST /graphql). The body is validated with `body` before any GraphQL runs.
 */
export interface OperationRoute<
  TBody = unknown,
  TParams = unknown,
  TData = unknown,
  TVariables = unknown,
  TResult = unknown,
  TQuery = unknown,
> extends RouteBase {
  kind: 'operation';
  /** The GraphQL document (one operation) from operations.ts, typed by codegen with its data and variables. */
  document: TypedDocumentNode<TData, TVariables>;
  /** Request body schema from @creators/contracts; unknown fields are refused by the schema (strictObject). */
  body?: z.ZodType<TBody>;
  /** Path parameter schema, e.g. z.object({ id: z.string() }). */
  params?: z.ZodType<TParams>;
  /** Query string schema of a paged list (`pageQuery(...)` in paging.ts); a bad parameter is a 400. */
  query?: z.ZodType<TQuery>;
  /** GraphQL variables from the validated input; default: `{ input: body }` when there is a body, else none. */
  variables?: (input: RouteInput<TBody, TParams, TQuery>) => NoInfer<TVariables>;
  /**
   * Shapes the operation's data into the response body; may throw `notSignedIn()` or a RestFailure. A list
   * returns `pageOf(connection)`: the rows are the body, the next page a Link header (paging.ts).
   */
  result: (data: TData, request: ResultRequest<TQuery>) => TResult;
  /** Success status; default 200. */
  status?: number;
  /**
   * Response body, for the OpenAPI document: a zod schema (JSON), or `binaryResponse(...)` when `result`
   * returns a `BinaryBody` (bytes sent as they are, e.g. audio).
   */
  response?: z.ZodType | BinaryResponse;
  /**
   * Answer 401 `{"message":"Unauthorized"}` before anything else (validation included) when the request has no
   * signed-in user. Every write and every "my …" read sets it; the subgraph checks again.
   */
  requiresSignIn?: boolean;
  /**
   * UNAUTHENTICATED from the subgraph: 'unauthorized' (default) answers 401 'Unauthorized', which the front
   * end recognises as signed out; 'error' answers with the subgraph's translated message (login failure).
   */
  unauthenticated?: 'unauthorized' | 'error';
  /**
   * A message key answered instead of the general one when a service behind the gateway cannot answer (503): for
   * a path whose answer needs every service (the data export says that nothing was downloaded).
   */
  unavailableMessage?: MessageKey;
}

/** The OpenAPI description of a binary response: which media types it may have. */
export interface BinaryResponse {
  kind: 'binary';
  mediaTypes: readonly string[];
  description: string;
  /** A download: the file name it is sent under (Content-Disposition attachment), as a pattern for the document. */
  fileName?: string;
}

export function binaryResponse(
  mediaTypes: readonly string[],
  description: string,
  options: { fileName?: string } = {},
): BinaryResponse {
  return { kind: 'binary', mediaTypes, description, ...options };
}

export const isBinaryResponse = (response: OperationRoute['response']): response is BinaryResponse =>
  typeof response === 'object' && !('_zod' in response) && response.kind === 'binary';

/**
 * Bytes a row's `result` answers with instead of JSON: sent with this Content-Type, their Content-Length and
 * Cache-Control no-store; with a fileName, as a download (Content-Disposition attachment).
 */
export class BinaryBody {
  constructor(
    readonly contentType: string,
    readonly bytes: Buffer,
    readonly fileName?: string,
  ) {}
}

/** A browser navigation: optionally runs an operation (its errors are logged, not shown), then redirects. */
export interface NavigationRoute extends RouteBase {
  kind: 'navigation';
  /** An operation without variables (operations.ts). */
  document?: TypedDocumentNode<unknown, { [key: string]: never }>;
  /** Clear the session cookie whatever the operation answered. */
  clearSession?: boolean;
  /** Where to send the browser (302). */
  location: string;
}

/**
 * A file built from a paged operation and streamed as it is read, one page at a time (a CSV export): memory stays
 * flat however many rows it has. Refusals of the first page answer like any row (401, 403, 404); a failure once
 * the file has begun cuts the download short.
 */
export interface DownloadRoute<TData = unknown, TParams = unknown> extends RouteBase {
  kind: 'download';
  document: TypedDocumentNode<TData, never>;
  params?: z.ZodType<TParams>;
  requiresSignIn?: boolean;
  /** The variables of the page after `after` (null: the first). */
  variables: (params: TParams, after: string | null) => Record<string, unknown>;
  /** The file's first bytes (a header row) in the reader's language. */
  head: (locale: Locale) => string;
  /** A page's bytes and the cursor of the next page (null: the last). */
  page: (data: TData, locale: Locale) => { text: string; next: string | null };
  fileName: (params: TParams) => string;
  contentType: string;
  response: BinaryResponse;
}

export function downloadRoute<TData, TParams>(
  route: Omit<DownloadRoute<TData, TParams>, 'kind'>,
): DownloadRoute<TData, TParams> {
  return { kind: 'download', ...route };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the table holds rows of every type; each row is checked where it is declared */
export type RestRoute =
  OperationRoute<any, any, any, any, any, any> | NavigationRoute | DownloadRoute<any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What the JSON body of a result is: the rows of a page, else the result itself. */
type JsonBody<TResult> = TResult extends PageBody<infer Item> ? Item[] : TResult;

/** True when a row's response description fits what its `result` returns (see describes.ts). */
type ResponseFits<R, TResult> = R extends BinaryResponse
  ? [TResult] extends [BinaryBody]
    ? true
    : false
  : R extends z.ZodType
    ? DescribesCheck<R, JsonBody<TResult>> extends ResponseSchemaMismatch<unknown, unknown>
      ? false
      : true
    : false;

/** True when the validated body can be sent as the operation's `input` variable (the default variables). */
type BodyFits<TBody, TVariables> = [TBody] extends [undefined]
  ? true
  : TVariables extends { input: infer Input }
    ? [TBody] extends [Input]
      ? true
      : false
    : true;

/** What the compiler shows when a row's body does not fit its operation's `input` variable. */
export interface BodyInputMismatch<Body, Variables> {
  'the body schema does not fit the input of the generated operation': { body: Body; variables: Variables };
}

/**
 * Declares an operation row. Its types come from the typed document (data, variables), the schemas (body,
 * params) and the result function. The response description is checked against what `result` returns, and a
 * body against the operation's `input`: when they disagree, the row is a mismatch type, which the route table
 * does not accept.
 */
export function operationRoute<
  TData,
  TVariables,
  TResult,
  R extends z.ZodType | BinaryResponse,
  TBody = undefined,
  TParams = undefined,
  TQuery = undefined,
>(
  route: Omit<OperationRoute<TBody, TParams, TData, TVariables, TResult, TQuery>, 'kind' | 'response'> & {
    response: R;
  },
  // NoInfer: the table's element type (any) must not stand in for the types of the document and result.
): NoInfer<
  ResponseFits<R, TResult> extends true
    ? BodyFits<TBody, TVariables> extends true
      ? OperationRoute<TBody, TParams, TData, TVariables, TResult, TQuery>
      : BodyInputMismatch<TBody, TVariables>
    : ResponseSchemaMismatch<R, TResult>
> {
  // The mismatch branch exists only for the compiler; at run time the row is always a route.
  return { kind: 'operation', ...route } as never;
}

export function navigationRoute(route: Omit<NavigationRoute, 'kind'>): NavigationRoute {
  return { kind: 'navigation', ...route };
}

/** An error a row's `result` (or the router) answers with. `message` is a message key or final text. */
export class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'RestFailure';
  }
}

/** 401 with the body the front end takes for "signed out": { message: 'Unauthorized' }. */
export function notSignedIn(): never {
  throw new RestFailure(401, 'UNAUTHENTICATED', 'Unauthorized');
}

/** 404 for a path id that names nothing (or nothing the caller may see). */
export function notFoundHere(): never {
  throw new RestFailure(404, 'NOT_FOUND', 'error.request.notFound');
}

/** The thing a detail path asked for, or 404 when GraphQL answered null. */
export const found = <T>(value: T | null | undefined): T => value ?? notFoundHere();

/** Express path → OpenAPI path: '/api/teams/:id/join' → '/api/teams/{id}/join'. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
