import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FieldNode,
  type GraphQLFormattedError,
  type SelectionNode,
} from 'graphql';
import {
  CLEAR_SESSION_HEADER,
  currentRequestId,
  REQUEST_ID_HEADER,
  SET_DEVICE_HEADER,
  SET_SESSION_HEADER,
  signGatewayContext,
} from '@creators/platform';
import { parseSetSessionHeader } from '../session/cookie.js';
import { parseSetDeviceHeader } from '../session/device-cookie.js';
import type { GatewayRequestContext } from './context.js';
import { createSubgraphFetcher } from './subgraph-fetcher.js';

/** The subgraph whose x-set-session / x-clear-session headers are obeyed. */
export const SESSION_AUTHORITY = 'identity';

/** Code of the error the gateway reports when a subgraph cannot be reached or is down (REST: 503). */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

type Context = Record<string, unknown>;
type DidReceiveResponseArgs = Parameters<
  NonNullable<RemoteGraphQLDataSource<Context>['didReceiveResponse']>
>[0];
type SubgraphResponse = DidReceiveResponseArgs['response'];
type FetcherResponse = NonNullable<Parameters<RemoteGraphQLDataSource<Context>['didEncounterError']>[2]>;
type ProcessOptions = GraphQLDataSourceProcessOptions<Context>;
type SubgraphResult = Awaited<ReturnType<RemoteGraphQLDataSource<Context>['process']>>;

/** The response names of the fields a selection set asks for (inline fragments on `typename`, or on no type, too). */
function fieldNames(selections: readonly SelectionNode[], typename?: string): string[] {
  return selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD)
      return selection.name.value === '__typename' ? [] : [selection.alias?.value ?? selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition?.name.value;
      return !on || on === typename ? fieldNames(selection.selectionSet.selections, typename) : [];
    }
    return [];
  });
}

/**
 * The errors a subgraph that cannot answer stands for: one SERVICE_UNAVAILABLE per field it was asked for, at that
 * field's path in the subgraph's answer, which the gateway maps to the client's query: a root field by its response
 * name (`['team']`), an entity's field by its representation (`['_entities', 2, 'teamCount']` becomes
 * `['challenges', 'nodes', 2, 'teamCount']`). The client then sees which fields failed, and every other field keeps
 * its data.
 */
export function unavailableFieldErrors(request: {
  query?: string;
  variables?: Record<string, unknown>;
  document?: DocumentNode;
}): GraphQLFormattedError[] {
  const error = (path: (string | number)[]): GraphQLFormattedError => ({
    message: 'error.service.unavailable',
    path,
    extensions: { code: SERVICE_UNAVAILABLE, messageKey: 'error.service.unavailable' },
  });
  let document = request.document;
  try {
    document ??= request.query ? parse(request.query) : undefined;
  } catch {
    document = undefined;
  }
  const operation = document?.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const selections = operation?.selectionSet.selections ?? [];
  const representations = request.variables?.representations;
  if (Array.isArray(representations)) {
    const entities = selections.find(
      (selection): selection is FieldNode =>
        selection.kind === Kind.FIELD && selection.name.value === '_entities',
    );
    return representations.flatMap((representation: unknown, i) => {
      const typename = (representation as { __typename?: unknown } | null)?.__typename;
      const fields = fieldNames(entities?.selectionSet?.selections ?? [], String(typename));
      return fields.length
        ? fields.map((field) => error(['_entities', i, field]))
        : [error(['_entities', i])];
    });
  }
  const fields = fieldNames(selections);
  // A plan's fetch asks for fields by name; without any, the error stands for the whole fetch.
  return fields.length ? fields.map((field) => error([field])) : [error([])];
}

const isRequestContext = (context: unknown): context is GatewayRequestContext =>
  typeof context === 'object' && context !== null && 'forwarded' in context && 'session' in context;

/** One keep-alive connection pool for every subgraph. */
const sharedFetcher = createSubgraphFetcher();

type Fetcher = RemoteGraphQLDataSource<Context>['fetcher'];
type Forwarded = GatewayRequestContext['forwarded'];

/** Requests without a request context (health checks) carry an anonymous context. */
const ANONYMOUS: Forwarded = { user: null, sessionId: null, clientIp: '127.0.0.1', locale: 'en' };

/** The only subgraph that gets the person's first name: brainstorm-ai, for Isla's greeting (product.md §4.3). */
export const FIRST_NAME_AUDIENCE = 'brainstorm-ai';

/** The forwarded context for `audience`: the user's first name only for FIRST_NAME_AUDIENCE. */
export function withFirstNameFor(audience: string, forwarded: Forwarded): Forwarded {
  if (audience === FIRST_NAME_AUDIENCE || !forwarded.user || forwarded.user.firstName === undefined)
    return forwarded;
  const { firstName: _firstName, ...user } = forwarded.user;
  return { ...forwarded, user };
}

/**
 * How willSendRequest hands the request's context to the fetcher, which signs it (and removes this header): only
 * the fetcher sees the exact body bytes the signature is bound to.
 */
const PENDING_CONTEXT_HEADER = 'x-gateway-context-pending';

/**
 * Signs each subgraph request as it is sent: the request's context, for `audience`, over the exact body sent, at
 * this moment (the signature lives seconds: a query plan's later fetches are signed when they go out).
 */
export function signingFetcher(fetcher: Fetcher, audience: string, secret: string): Fetcher {
  return (url, init = {}) => {
    const { [PENDING_CONTEXT_HEADER]: pending, ...headers } = init.headers ?? {};
    const context = pending
      ? (JSON.parse(Buffer.from(pending, 'base64url').toString('utf8')) as Forwarded)
      : ANONYMOUS;
    const signed = signGatewayContext(context, secret, { audience, body: init.body });
    return fetcher(url, { ...init, headers: { ...headers, ...signed } });
  };
}

/**
 * Sends each subgraph request with the gateway context (user, session id, client ip, locale) signed for that
 * subgraph and body (signingFetcher) and the request's id (X-Request-Id), and picks identity's requests to set or
 * clear the session cookie out of its response headers.
 */
export class SignedDataSource extends RemoteGraphQLDataSource<Context> {
  /** Only identity may ask for the session cookie to be set or cleared. */
  private readonly sessionAuthority: boolean;

  constructor(
    readonly name: string,
    url: string,
    secret: string,
    fetcher: Fetcher = sharedFetcher,
  ) {
    super({ url, fetcher: signingFetcher(fetcher, name, secret) });
    this.sessionAuthority = name === SESSION_AUTHORITY;
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<Context>): void {
    if (isRequestContext(context)) {
      // The session id and the device tokens are identity's business; other services never see them.
      const forwarded = withFirstNameFor(
        this.name,
        this.sessionAuthority
          ? context.forwarded
          : { ...context.forwarded, sessionId: null, deviceTokens: undefined },
      );
      const encoded = Buffer.from(JSON.stringify(forwarded)).toString('base64url');
      request.http?.headers.set(PENDING_CONTEXT_HEADER, encoded);
    }
    // The subgraph logs its part of the request under the same id.
    const requestId = (isRequestContext(context) ? context.requestId : undefined) ?? currentRequestId();
    if (requestId) request.http?.headers.set(REQUEST_ID_HEADER, requestId);
  }

  override didReceiveResponse({ response, context }: DidReceiveResponseArgs): SubgraphResponse {
    const headers = response.http?.headers;
    if (headers && this.sessionAuthority && isRequestContext(context)) {
      const set = parseSetSessionHeader(headers.get(SET_SESSION_HEADER));
      if (set) {
        context.session.set = set;
        context.session.clear = false;
      } else if (headers.get(CLEAR_SESSION_HEADER)) {
        context.session.set = null;
        context.session.clear = true;
      }
      const device = parseSetDeviceHeader(headers.get(SET_DEVICE_HEADER));
      if (device) context.session.device = device;
    }
    return response;
  }

  /**
   * A subgraph that cannot answer a query plan's fetch (see didEncounterError) answers SERVICE_UNAVAILABLE on each
   * field it was asked for (unavailableFieldErrors) instead of one error without a path: the gateway then nulls
   * those fields only, with errors at their paths, and answers the other services' fields.
   */
  override async process(options: ProcessOptions): Promise<SubgraphResult> {
    try {
      return await super.process(options);
    } catch (error) {
      // GraphQLDataSourceRequestKind.INCOMING_OPERATION (not exported by @apollo/gateway): not health checks.
      const incoming = String(options.kind) === 'incoming operation';
      if (!incoming || !(error instanceof GraphQLError) || error.extensions.code !== SERVICE_UNAVAILABLE)
        throw error;
      return {
        errors: unavailableFieldErrors({
          ...options.request,
          document: 'document' in options ? options.document : undefined,
        }),
      } as SubgraphResult;
    }
  }

  /**
   * A subgraph that cannot be reached, or answers 502/503/504, becomes a SERVICE_UNAVAILABLE error. A subgraph
   * answering HTTP 401/403 refused the signed context itself (a GATEWAY_SECRET mismatch or clock skew), which is
   * the gateway's fault, not the user's: it becomes an unexpected error (logged with an error id), not "signed out".
   */
  override didEncounterError(error: Error, _request: unknown, fetchResponse?: FetcherResponse): void {
    if (!fetchResponse || [502, 503, 504].includes(fetchResponse.status)) {
      // The message is a message key: translated into the request's language on the way out.
      throw new GraphQLError('error.service.unavailable', {
        originalError: error,
        extensions: { code: SERVICE_UNAVAILABLE, serviceName: this.name },
      });
    }
    if (fetchResponse.status === 401 || fetchResponse.status === 403) {
      throw new Error(
        `Subgraph ${this.name} refused the gateway's signed context (HTTP ${fetchResponse.status}); check GATEWAY_SECRET and clocks`,
        { cause: error },
      );
    }
    throw error;
  }
}
