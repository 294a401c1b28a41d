import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { sessionIdFromCookieHeader } from './session/cookie.js';
import { SessionLookupUnavailableError, type SessionResolver } from './session/resolver.js';

/** socket.io path (product.md §7: WebSocket /ws). */
export const REALTIME_PATH = '/ws';

/** The room of a signed-in user's sockets, on every gateway instance (Redis adapter). */
export const userRoom = (userId: string) => `user:${userId}`;

/** The room every signed-in socket joins (news for everyone signed in); signed-out sockets never do. */
export const SIGNED_IN_ROOM = 'signed-in';

export interface RealtimeLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RealtimeOptions {
  httpServer: HttpServer;
  resolver: SessionResolver;
  redisUrl: string;
  /** Prefix of the adapter's Redis channels (tests use their own). */
  redisKey?: string;
  log: RealtimeLog;
}

export interface Realtime {
  io: SocketServer;
  /** Sends `event` to every socket of a user, on whichever gateway instance it is connected. */
  notifyUser(userId: string, event: string, payload: unknown): void;
  /** Sends `event` once to every socket of these users (a socket in several of their rooms gets it once). */
  notifyUsers(userIds: readonly string[], event: string, payload: unknown): void;
  /** Sends `event` to every signed-in socket, on every instance, except the sockets of `exceptUserIds`. */
  notifySignedIn(event: string, payload: unknown, exceptUserIds?: readonly string[]): void;
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * socket.io at /ws with the Redis adapter. On connection the `sid` cookie is resolved through identity;
 * a signed-in socket joins `user:<id>` and `signed-in`, a signed-out one joins nothing.
 */
export function createRealtime({
  httpServer,
  resolver,
  redisUrl,
  redisKey = 'socket.io',
  log,
}: RealtimeOptions): Realtime {
  const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (err: Error) =>
      log.warn({ err, client: name }, 'socket.io Redis adapter connection error'),
    );
  }

  const io = new SocketServer(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    adapter: createAdapter(pub, sub, { key: redisKey }),
  });

  // The lookup catches its own errors, so the middleware's promise can be let go.
  const authenticate = async (socket: Socket, next: (error?: Error) => void) => {
    const sessionId = sessionIdFromCookieHeader(socket.request.headers.cookie);
    socket.data.userId = null;
    if (!sessionId) return next();
    try {
      const user = await resolver.resolve(sessionId);
      socket.data.userId = user?.id ?? null;
      next();
    } catch (error) {
      if (error instanceof SessionLookupUnavailableError)
        log.warn({ err: error }, 'socket session lookup unavailable');
      else log.error({ err: error }, 'socket session lookup failed');
      next(new Error('Service unavailable'));
    }
  };
  io.use((socket, next) => void authenticate(socket, next));

  io.on('connection', (socket) => {
    const userId = socket.data.userId as string | null;
    if (userId) void socket.join([userRoom(userId), SIGNED_IN_ROOM]);
  });

  return {
    io,
    notifyUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    notifyUsers(userIds, event, payload) {
      if (userIds.length === 0) return;
      io.to(userIds.map(userRoom)).emit(event, payload);
    },
    notifySignedIn(event, payload, exceptUserIds = []) {
      io.to(SIGNED_IN_ROOM).except(exceptUserIds.map(userRoom)).emit(event, payload);
    },
    isReady() {
      return pub.status === 'ready' && sub.status === 'ready';
    },
    async close() {
      // Disconnects every socket and closes the adapter (and the http server, if its owner has not already).
      await io.close();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
