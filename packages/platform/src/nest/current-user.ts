import { createParamDecorator, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GatewayUser, SubgraphContext } from './context.js';
import { unauthenticated } from './errors.js';

/** The subgraph context of a GraphQL resolver call. */
export function subgraphContextOf(executionContext: ExecutionContext): SubgraphContext {
  return GqlExecutionContext.create(executionContext).getContext<SubgraphContext>();
}

/** Resolver parameter: the signed-in user from the gateway context, or null when signed out. */
export const CurrentUser = createParamDecorator((_data: unknown, executionContext: ExecutionContext): GatewayUser | null => {
  return subgraphContextOf(executionContext).gateway?.user ?? null;
});

/** Resolver parameter: the whole verified gateway context (user, sessionId, clientIp, locale). */
export const Gateway = createParamDecorator((_data: unknown, executionContext: ExecutionContext) => subgraphContextOf(executionContext).gateway);

/** The signed-in user, or an UNAUTHENTICATED error translated into the request's locale. */
export function requireUser(ctx: Pick<SubgraphContext, 'gateway'>): GatewayUser {
  const user = ctx.gateway?.user;
  if (!user) throw unauthenticated(ctx.gateway?.locale ?? 'en');
  return user;
}

/** `@UseGuards(SignedInGuard)`: the resolver runs only for a signed-in user (UNAUTHENTICATED otherwise). */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(executionContext: ExecutionContext): boolean {
    requireUser(subgraphContextOf(executionContext));
    return true;
  }
}
