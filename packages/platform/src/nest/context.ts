import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { isLocale, translate } from '@creators/contracts';
import { verifyGatewayContext, type GatewayContext } from '../trust/gateway-context.js';
import { ERROR_CODES } from './errors.js';

/** The user the gateway vouches for. */
export type GatewayUser = NonNullable<GatewayContext['user']>;

/** The GraphQL context of every subgraph request: the verified gateway context plus the raw request and response. */
export interface SubgraphContext {
  gateway: GatewayContext;
  req: IncomingMessage;
  res: ServerResponse;
}

/**
 * Apollo `context` function: verifies the signed gateway context (`x-gateway-context` + `x-gateway-signature`)
 * and refuses anything unsigned, tampered with or stale with HTTP 401 (`UNAUTHENTICATED`), before any resolver runs.
 * This holds for every operation, the federation `_service` query included (the compose script signs too).
 */
export function createSubgraphContextFactory(gatewaySecret: string, now: () => number = Date.now) {
  if (!gatewaySecret) throw new Error('createSubgraphContextFactory: a gateway secret is required');
  return async ({ req, res }: { req: IncomingMessage; res: ServerResponse }): Promise<SubgraphContext> => {
    const verified = verifyGatewayContext(req.headers, gatewaySecret, now());
    if (!verified || !isWellFormed(verified)) {
      throw new GraphQLError(translate('error.auth.unauthorized', 'en'), {
        extensions: {
          code: ERROR_CODES.unauthenticated,
          messageKey: 'error.auth.unauthorized',
          http: { status: 401 },
        },
      });
    }
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
  if (context.sessionId !== null && context.sessionId !== undefined && typeof context.sessionId !== 'string')
    return false;
  return typeof context.clientIp === 'string';
}
