import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { isLocale } from '@creators/contracts';
import { translate } from '@creators/texts';
import { checkGatewayContext, type ContextRefusal, type GatewayContext } from '../trust/gateway-context.js';
import { ERROR_CODES } from './errors.js';

/** The user the gateway vouches for. */
export type GatewayUser = NonNullable<GatewayContext['user']>;

/** The GraphQL context of every subgraph request: the verified gateway context plus the raw request and response. */
export interface SubgraphContext {
  gateway: GatewayContext;
  req: IncomingMessage;
  res: ServerResponse;
}

/** The request as Nest hands it over, with the body bytes its body parser kept (bootstrapSubgraph: rawBody). */
type RawRequest = IncomingMessage & { rawBody?: Buffer };

export interface SubgraphContextOptions {
  /** GATEWAY_SECRET. */
  gatewaySecret: string;
  /** The service's own name, the audience a context must name (as the gateway calls the subgraph). */
  service: string;
  /** Told why a context was refused (the client only ever sees 401). */
  onRefused?: (reason: ContextRefusal) => void;
  now?: () => number;
}

/**
 * Apollo `context` function: verifies the signed gateway context (`x-gateway-context` + `x-gateway-signature`):
 * signed with GATEWAY_SECRET, for this service, over the very body this request carried, and seconds old.
 * Anything else (unsigned, tampered with, stale, meant for another service or another body, or a request with no
 * body such as a GET) is refused with HTTP 401 (`UNAUTHENTICATED`) before any resolver runs. This holds for every
 * operation, the federation `_service` query included.
 */
export function createSubgraphContextFactory({
  gatewaySecret,
  service,
  onRefused,
  now = Date.now,
}: SubgraphContextOptions) {
  if (!gatewaySecret) throw new Error('createSubgraphContextFactory: a gateway secret is required');
  if (!service) throw new Error('createSubgraphContextFactory: the service name is required');
  return async ({ req, res }: { req: IncomingMessage; res: ServerResponse }): Promise<SubgraphContext> => {
    const body = (req as RawRequest).rawBody;
    let checked = checkGatewayContext(req.headers, gatewaySecret, { audience: service, body }, now());
    // A request without a body (a GET, whose operation is in its URL) is bound to nothing the signature covers.
    if (body === undefined && 'context' in checked) checked = { refused: 'body' };
    if ('refused' in checked || !isWellFormed(checked.context)) {
      onRefused?.('refused' in checked ? checked.refused : 'malformed');
      throw new GraphQLError(translate('error.auth.unauthorized', 'en'), {
        extensions: {
          code: ERROR_CODES.unauthenticated,
          messageKey: 'error.auth.unauthorized',
          http: { status: 401 },
        },
      });
    }
    const verified = checked.context;
    const gateway: GatewayContext = {
      ...verified,
      locale: isLocale(verified.locale) ? verified.locale : 'en',
    };
    return { gateway, req, res };
  };
}

function isWellFormed(context: GatewayContext): boolean {
  const user = context.user;
  if (user !== null && (typeof user !== 'object' || typeof user.id !== 'string' || !user.id)) return false;
  if (user?.firstName !== undefined && user.firstName !== null && typeof user.firstName !== 'string')
    return false;
  if (context.sessionId !== null && context.sessionId !== undefined && typeof context.sessionId !== 'string')
    return false;
  return typeof context.clientIp === 'string';
}
