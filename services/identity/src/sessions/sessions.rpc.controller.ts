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

/**
 * NATS request/reply `identity.session.resolve`: `{ sessionKey }` → `{ user: { id, role, staff, firstName } | null }`. The key is
 * the session id's stored key (storedSessionKey, SHA-256), never the id itself: a listener on the bus learns nothing
 * that works as a cookie. Only the gateway may ask and only identity may answer (docs/reliability.md "Trust
 * boundaries").
 */
@Controller()
export class SessionsRpcController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @MessagePattern(RPC.resolveSession)
  async resolveSession(@Payload() payload: unknown): Promise<ResolveSessionReply> {
    const sessionKey =
      typeof payload === 'object' && payload !== null
        ? (payload as { sessionKey?: unknown }).sessionKey
        : undefined;
    try {
      return { user: await this.sessions.resolveStoredKey(sessionKey) };
    } catch (err) {
      // The gateway gets an error reply (not "signed out"), so a database hiccup does not look like a logout.
      this.logger.error({ err }, 'resolving a session failed');
      throw err;
    }
  }
}
