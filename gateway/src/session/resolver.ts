import { Logger as NestLogger, type LoggerService } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { z } from 'zod';
import { RPC } from '@creators/contracts';
import { natsAuthOptions, storedSessionKey, type NatsAuth } from '@creators/platform';

/**
 * Who a session cookie belongs to, as identity tells it; staff is granted only by an operator. firstName: what their
 * profile shows (only brainstorm-ai gets it, for Isla's greeting); absent when identity did not send it.
 */
export interface SessionUser {
  id: string;
  role: string | null;
  staff: boolean;
  firstName?: string | null;
}

/** Identity could not be asked (NATS down, nobody listening, timeout, bad reply): the request gets a 503. */
export class SessionLookupUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionLookupUnavailableError';
  }
}

export interface SessionResolver {
  /** The signed-in user of a session id, or null when the session is unknown or expired. */
  resolve(sessionId: string): Promise<SessionUser | null>;
  /** Drops what is remembered of a session (after a sign-in or sign-out changed it). */
  forget?(sessionId: string): void;
  /** Drops what is remembered of every session of a user (their account was deleted: docs/product.md §15). */
  forgetUser?(userId: string): void;
  /** True while the connection to NATS is up. */
  isConnected(): boolean;
  close(): Promise<void>;
}

const replySchema = z.object({
  user: z
    .object({
      id: z.string().min(1),
      role: z.string().nullable().optional(),
      staff: z.boolean().optional(),
      firstName: z.string().nullable().optional(),
    })
    .nullable(),
});

export interface NatsSessionResolverOptions {
  servers: string | string[];
  timeoutMs?: number;
  /** How long an answer is remembered (see cachedSessionResolver); 0 asks identity on every request. */
  cacheMs?: number;
  /** NATS_SUBJECT_PREFIX: the request goes to `<prefix>identity.session.resolve`, where identity listens. */
  subjectPrefix?: string;
  /** The gateway's NATS credentials (NATS_USER, NATS_PASSWORD): only it may ask identity. */
  auth?: NatsAuth;
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
 * (@nestjs/microservices' NATS transport, used here without a Nest application), under the subject prefix. The
 * request carries the session's stored key (storedSessionKey), never the id: a listener on the bus gets nothing that
 * works as a cookie.
 */
export function createNatsSessionResolver({
  servers,
  timeoutMs = 3000,
  cacheMs = SESSION_CACHE_MS,
  subjectPrefix = '',
  auth,
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
      ...natsAuthOptions(auth),
    },
  });
  let connected = false;
  const statusSubscription = client.status.subscribe((status) => {
    connected = status === 'connected';
  });
  // Connect early so that readiness tells the truth; a failure here is retried by the next request.
  client.connect().catch((error: Error) => logger?.warn(`NATS not reachable yet: ${error.message}`));

  const resolver: SessionResolver = {
    async resolve(sessionId) {
      let reply: unknown;
      try {
        reply = await firstValueFrom(
          client.send(subject, { sessionKey: storedSessionKey(sessionId) }).pipe(timeout(timeoutMs)),
        );
      } catch (error) {
        throw new SessionLookupUnavailableError(
          `Session lookup failed: ${(error as Error)?.message ?? String(error)}`,
          { cause: error },
        );
      }
      const parsed = replySchema.safeParse(reply);
      if (!parsed.success) throw new SessionLookupUnavailableError('Session lookup gave a malformed reply');
      const user = parsed.data.user;
      if (!user) return null;
      const found: SessionUser = { id: user.id, role: user.role ?? null, staff: user.staff ?? false };
      if (user.firstName) found.firstName = user.firstName;
      return found;
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
  return cacheMs > 0 ? cachedSessionResolver(resolver, { ttlMs: cacheMs }) : resolver;
}

/** How long the gateway remembers who a session belongs to. */
export const SESSION_CACHE_MS = 2000;

export interface SessionCacheOptions {
  ttlMs: number;
  /** At most this many sessions are remembered; the oldest answers go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Remembers each answer (a user, or null for an unknown session) for `ttlMs`, and asks identity once for requests of
 * the same session that arrive together (a page sends several). Every request with a cookie used to cost identity a
 * lookup and a write. A sign-in or sign-out through this gateway forgets the session at once; one through another
 * gateway instance, or a session expiring, is seen here at most `ttlMs` later. Failed lookups are not remembered.
 */
export function cachedSessionResolver(
  inner: SessionResolver,
  { ttlMs, maxEntries = 10_000, now = Date.now }: SessionCacheOptions,
): SessionResolver {
  const answers = new Map<
    string,
    { expires: number; user: Promise<SessionUser | null>; userId?: string | null }
  >();
  const forget = (sessionId: string) => {
    answers.delete(sessionId);
  };
  const forgetUser = (userId: string) => {
    for (const [sessionId, answer] of answers) if (answer.userId === userId) forget(sessionId);
  };
  return {
    resolve(sessionId) {
      const known = answers.get(sessionId);
      if (known && known.expires > now()) return known.user;
      answers.delete(sessionId);
      const user = inner.resolve(sessionId);
      const answer: { expires: number; user: Promise<SessionUser | null>; userId?: string | null } = {
        expires: now() + ttlMs,
        user,
      };
      answers.set(sessionId, answer);
      user.then(
        (resolved) => (answer.userId = resolved?.id ?? null),
        () => {
          if (answers.get(sessionId)?.user === user) forget(sessionId);
        },
      );
      // Oldest first: Map keeps insertion order.
      while (answers.size > maxEntries) forget(answers.keys().next().value!);
      return user;
    },
    forget,
    forgetUser,
    isConnected: () => inner.isConnected(),
    close: () => inner.close(),
  };
}
