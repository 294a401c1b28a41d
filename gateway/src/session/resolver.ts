import { Logger as NestLogger, type LoggerService } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { z } from 'zod';
import { RPC } from '@creators/contracts';

/** Who a session cookie belongs to, as identity tells it. */
export interface SessionUser {
  id: string;
  role: string | null;
}

/** Identity could not be asked (NATS down, nobody listening, timeout, bad reply): the request gets a 503. */
export class SessionLookupUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionLookupUnavailableError';
  }
}

export interface SessionResolver {
  /** The signed-in user of a session id, or null when the session is unknown or expired. Nothing is cached. */
  resolve(sessionId: string): Promise<SessionUser | null>;
  /** True while the connection to NATS is up. */
  isConnected(): boolean;
  close(): Promise<void>;
}

const replySchema = z.object({
  user: z.object({ id: z.string().min(1), role: z.string().nullable().optional() }).nullable(),
});

export interface NatsSessionResolverOptions {
  servers: string | string[];
  timeoutMs?: number;
  /** NATS_SUBJECT_PREFIX: the request goes to `<prefix>identity.session.resolve`, where identity listens. */
  subjectPrefix?: string;
  /** Where Nest's client logs go (pino fits: debug/info/warn/error). */
  logger?: {
    debug(msg: string): void;
    info(msg: string): void;
    warn(msg: string): void;
    error(msg: string): void;
  };
}

/** Routes the logs of @nestjs/microservices' client (Nest's static Logger) into our logger instead of stdout. */
function routeNestLogs(logger: NonNullable<NatsSessionResolverOptions['logger']>): void {
  const text = (message: unknown, ...rest: unknown[]) =>
    [message, ...rest.filter((r) => typeof r === 'string' && r !== 'ClientNats')].map(String).join(' ');
  const service: LoggerService = {
    log: (m, ...r) => logger.debug(text(m, ...r)),
    error: (m, ...r) => logger.error(text(m, ...r)),
    warn: (m, ...r) => logger.warn(text(m, ...r)),
    debug: (m, ...r) => logger.debug(text(m, ...r)),
    verbose: (m, ...r) => logger.debug(text(m, ...r)),
    fatal: (m, ...r) => logger.error(text(m, ...r)),
  };
  NestLogger.overrideLogger(service);
}

/** The subject of the session lookup for a NATS_SUBJECT_PREFIX. */
export const sessionResolveSubject = (subjectPrefix = '') => `${subjectPrefix}${RPC.resolveSession}`;

/**
 * Resolves session ids through the NATS request/reply pattern RPC.resolveSession that identity serves
 * (@nestjs/microservices' NATS transport, used here without a Nest application), under the subject prefix.
 */
export function createNatsSessionResolver({
  servers,
  timeoutMs = 3000,
  subjectPrefix = '',
  logger,
}: NatsSessionResolverOptions): SessionResolver {
  const subject = sessionResolveSubject(subjectPrefix);
  if (logger) routeNestLogs(logger);
  const client: ClientProxy = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: {
      servers: Array.isArray(servers) ? servers : servers.split(','),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    },
  });
  let connected = false;
  const statusSubscription = client.status.subscribe((status) => {
    connected = status === 'connected';
  });
  // Connect early so that readiness tells the truth; a failure here is retried by the next request.
  client.connect().catch((error: Error) => logger?.warn(`NATS not reachable yet: ${error.message}`));

  return {
    async resolve(sessionId) {
      let reply: unknown;
      try {
        reply = await firstValueFrom(client.send(subject, { sessionId }).pipe(timeout(timeoutMs)));
      } catch (error) {
        throw new SessionLookupUnavailableError(
          `Session lookup failed: ${(error as Error)?.message ?? String(error)}`,
          { cause: error },
        );
      }
      const parsed = replySchema.safeParse(reply);
      if (!parsed.success) throw new SessionLookupUnavailableError('Session lookup gave a malformed reply');
      const user = parsed.data.user;
      return user ? { id: user.id, role: user.role ?? null } : null;
    },
    isConnected() {
      if (!connected) client.connect().catch(() => undefined);
      return connected;
    },
    async close() {
      statusSubscription.unsubscribe();
      await client.close();
    },
  };
}
