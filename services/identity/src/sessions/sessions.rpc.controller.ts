import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { Logger } from '@creators/platform';
import { RPC } from '@creators/contracts';
import type { GatewayUser } from '@creators/platform';
import { LOGGER } from '../tokens.js';
import { SessionsService } from './sessions.service.js';

export interface ResolveSessionReply {
  user: GatewayUser | null;
}

/** NATS request/reply `identity.session.resolve`: `{ sessionId }` → `{ user: { id, role } | null }`. */
@Controller()
export class SessionsRpcController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @MessagePattern(RPC.resolveSession)
  async resolveSession(@Payload() payload: unknown): Promise<ResolveSessionReply> {
    const sessionId =
      typeof payload === 'object' && payload !== null
        ? (payload as { sessionId?: unknown }).sessionId
        : undefined;
    try {
      return { user: await this.sessions.resolve(sessionId) };
    } catch (err) {
      // The gateway gets an error reply (not "signed out"), so a database hiccup does not look like a logout.
      this.logger.error({ err }, 'resolving a session failed');
      throw err;
    }
  }
}
