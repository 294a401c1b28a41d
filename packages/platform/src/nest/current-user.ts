import type { GatewayUser, SubgraphContext } from './context.js';
import { unauthenticated } from './errors.js';

/** The signed-in user, or an UNAUTHENTICATED error translated into the request's locale. */
export function requireUser(ctx: Pick<SubgraphContext, 'gateway'>): GatewayUser {
  const user = ctx.gateway?.user;
  if (!user) throw unauthenticated(ctx.gateway?.locale ?? 'en');
  return user;
}
