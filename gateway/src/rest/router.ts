import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { print, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { Locale } from '@creators/contracts';
import { translate } from '@creators/texts';
import { buildRequestContext, requestSession, type GatewayRequestContext } from '../graphql/context.js';
import { restErrorFromGraphQL, type ErrorLog, type RestError } from '../graphql/errors.js';
import { isCrossSite } from '../http/cross-site.js';
import { clearSessionCookie } from '../session/cookie.js';
import {
  BinaryBody,
  type DownloadRoute,
  isBinaryResponse,
  notSignedIn,
  RestFailure,
  type NavigationRoute,
  type OperationRoute,
  type RestRoute,
} from './route-definition.js';
import { validateBody, validateParams } from './validation.js';
import { PageBody, sendPage, validateQuery, withRestParameterNames } from './paging.js';
import { localeFromAcceptLanguage } from '../http/accept-language.js';

export interface RestLog extends ErrorLog {
  warn(obj: object, msg?: string): void;
}

export interface RestRouterOptions {
  routes: readonly RestRoute[];
  server: ApolloServer<GatewayRequestContext>;
  /** Resolves the session cookie before an operation runs (answers 503 itself when identity cannot be asked). */
  session: RequestHandler;
  log: RestLog;
}

export function sendRestError(res: Response, error: RestError): void {
  if (error.retryAfterSeconds !== undefined)
    res.set('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
  res.status(error.status).json(error.body);
}

const localeOf = (req: Request): Locale => localeFromAcceptLanguage(req.headers['accept-language']);

interface OperationOutcome {
  data: Record<string, unknown> | null | undefined;
  errors: readonly GraphQLFormattedError[] | undefined;
}

/** Runs a GraphQL document on the gateway itself (plugins included: the session cookie is applied). */
async function runOperation(
  server: ApolloServer<GatewayRequestContext>,
  context: GatewayRequestContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<OperationOutcome> {
  const response = await server.executeOperation(
    { query, ...(variables ? { variables } : {}) },
    { contextValue: context },
  );
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the REST facade');
  return { data: response.body.singleResult.data, errors: response.body.singleResult.errors };
}

/** A row's document as the text the gateway runs, printed once when the router is built. */
function documentText(route: RestRoute): string | undefined {
  if (!route.document) return undefined;
  if ((route.document as DocumentNode).kind !== 'Document')
    throw new Error(
      `${route.method.toUpperCase()} ${route.path}: no generated document; run \`npm run codegen -w gateway\``,
    );
  return print(route.document);
}

/** Bytes as they are (audio, say): their own Content-Type and length, never cached. */
function sendBinary(res: Response, status: number, body: BinaryBody): void {
  res
    .status(status)
    .set({
      'Content-Type': body.contentType,
      'Content-Length': String(body.bytes.length),
      'Cache-Control': 'no-store',
      ...(body.fileName ? { 'Content-Disposition': `attachment; filename="${body.fileName}"` } : {}),
    })
    .end(body.bytes);
}

function operationHandler(route: OperationRoute, { server, log }: RestRouterOptions): RequestHandler {
  const query = documentText(route)!;
  return async (req, res) => {
    const locale = localeOf(req);
    try {
      // SameSite=Lax is not relied on alone: a page of another site never changes anything here.
      if (route.method !== 'get' && isCrossSite(req.headers))
        throw new RestFailure(403, 'CROSS_SITE_REQUEST', 'error.request.crossSite');
      if (route.requiresSignIn && !requestSession(res).user) notSignedIn();
      const body = route.body ? validateBody(route.body, req.body, locale) : undefined;
      const params = route.params ? validateParams(route.params, req.params, locale) : undefined;
      const search = route.query ? validateQuery(route.query, req.query, locale) : undefined;
      const variables = route.variables
        ? (route.variables({ body, params, query: search }) as Record<string, unknown>)
        : route.body
          ? { input: body }
          : undefined;
      const context = buildRequestContext(req, res);
      const { data, errors } = await runOperation(server, context, query, variables);
      if (errors?.length) {
        let error = restErrorFromGraphQL(errors, locale, log, {
          unauthenticatedMessage: route.unauthenticated,
        });
        if (error.status === 503 && route.unavailableMessage)
          error = { ...error, body: { ...error.body, message: translate(route.unavailableMessage, locale) } };
        return sendRestError(res, route.query ? withRestParameterNames(error) : error);
      }
      if (!data)
        throw new Error(
          `Operation of ${route.method.toUpperCase()} ${route.path} gave neither data nor errors`,
        );
      const result = route.result(data, { locale, query: search });
      if (isBinaryResponse(route.response) !== result instanceof BinaryBody)
        throw new Error(
          `${route.method.toUpperCase()} ${route.path}: the result does not match the declared response kind`,
        );
      if (result instanceof BinaryBody) return sendBinary(res, route.status ?? 200, result);
      if (result instanceof PageBody)
        // The path as requested (its ids filled in), not the row's pattern: the next page is on the same path.
        return sendPage(
          res,
          route.status ?? 200,
          requestPath(req.originalUrl),
          search as Record<string, unknown>,
          result,
        );
      res.status(route.status ?? 200).json(result);
    } catch (error) {
      if (error instanceof RestFailure) {
        return sendRestError(res, {
          status: error.status,
          body: {
            message: translate(error.message, locale),
            code: error.code,
            ...(error.fields ? { fields: error.fields } : {}),
          },
        });
      }
      const errorId = randomUUID();
      log.error(
        { err: error, errorId, route: `${route.method.toUpperCase()} ${route.path}` },
        'REST route failed',
      );
      sendRestError(res, {
        status: 500,
        body: { message: translate('error.internal', locale), code: 'INTERNAL_SERVER_ERROR', errorId },
      });
    }
  };
}

function sendFailure(res: Response, error: RestFailure, locale: Locale): void {
  sendRestError(res, {
    status: error.status,
    body: {
      message: translate(error.message, locale),
      code: error.code,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  });
}

/** A file streamed page by page (DownloadRoute): each page is written before the next is asked for. */
function downloadHandler(route: DownloadRoute, { server, log }: RestRouterOptions): RequestHandler {
  const query = documentText(route)!;
  return async (req, res) => {
    const locale = localeOf(req);
    let started = false;
    try {
      if (route.requiresSignIn && !requestSession(res).user) notSignedIn();
      const params = route.params ? validateParams(route.params, req.params, locale) : undefined;
      const context = buildRequestContext(req, res);
      let after: string | null = null;
      do {
        const { data, errors } = await runOperation(server, context, query, route.variables(params, after));
        if (errors?.length || !data) {
          if (started) throw new Error(`download ${route.path} failed after its first page`);
          return sendRestError(res, restErrorFromGraphQL(errors ?? [], locale, log));
        }
        if (!started) {
          res.status(200).set({
            'Content-Type': route.contentType,
            'Content-Disposition': `attachment; filename="${route.fileName(params)}"`,
            'Cache-Control': 'no-store',
          });
          res.write(route.head(locale));
          started = true;
        }
        const page = route.page(data, locale);
        // Backpressure: a slow reader holds the next page back rather than filling memory.
        if (!res.write(page.text)) await new Promise((resolve) => res.once('drain', resolve));
        after = page.next;
      } while (after !== null && !res.destroyed);
      res.end();
    } catch (error) {
      if (error instanceof RestFailure && !started) return sendFailure(res, error, locale);
      const errorId = randomUUID();
      log.error({ err: error, errorId, route: `GET ${route.path}` }, 'REST download failed');
      if (started) return void res.destroy();
      sendRestError(res, {
        status: 500,
        body: { message: translate('error.internal', locale), code: 'INTERNAL_SERVER_ERROR', errorId },
      });
    }
  };
}

function navigationHandler(route: NavigationRoute, { server, log }: RestRouterOptions): RequestHandler {
  const query = documentText(route);
  return async (req, res) => {
    // A link on another site may lead here, but only a click on the platform's own pages ends the session.
    if (isCrossSite(req.headers)) return res.redirect(302, route.location);
    if (query) {
      const context = buildRequestContext(req, res);
      // Only worth asking identity when there is a session (a signed-out logout has nothing to end).
      if (context.forwarded.sessionId) {
        try {
          const { errors } = await runOperation(server, context, query);
          if (errors?.length) log.warn({ errors, route: route.path }, 'navigation operation failed');
        } catch (error) {
          log.warn({ err: error, route: route.path }, 'navigation operation failed');
        }
      }
    }
    if (route.clearSession) clearSessionCookie(req, res);
    res.redirect(302, route.location);
  };
}

/**
 * The REST facade from the route table: one handler per row, 405 (with Allow) for a known path asked with
 * another method. Unknown /api paths are left to the caller's 404 handler.
 */
export function createRestRouter(options: RestRouterOptions): Router {
  const router = Router();
  const methodsByPath = new Map<string, string[]>();
  for (const route of options.routes) {
    const handler =
      route.kind === 'operation'
        ? operationHandler(route, options)
        : route.kind === 'download'
          ? downloadHandler(route, options)
          : navigationHandler(route, options);
    const needsSession = route.kind !== 'navigation' || Boolean(route.document);
    router[route.method](route.path, ...(needsSession ? [options.session] : []), handler);
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method.toUpperCase()]);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
    router.all(path, (req, res) => {
      res.set('Allow', allow.join(', '));
      sendRestError(res, {
        status: 405,
        body: { message: translate('error.request.invalid', localeOf(req)), code: 'METHOD_NOT_ALLOWED' },
      });
    });
  }
  return router;
}

/** The path of a request's URL, without its query string. */
export const requestPath = (url: string): string => url.split('?', 1)[0] ?? url;
