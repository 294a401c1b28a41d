import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';

/**
 * Global filter: in GraphQL, hands every exception back to Apollo untouched (graphql-js turns a returned Error into
 * a field error), so `formatError` alone decides what the client sees and logs unexpected ones once, with an
 * error id; Nest's default handler would log expected errors such as a wrong password at error level.
 * HTTP routes (health) keep Nest's default handling.
 */
@Catch()
export class SubgraphExceptionFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType<string>() === 'graphql') return exception;
    return super.catch(exception, host);
  }
}
