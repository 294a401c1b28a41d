import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_EVENTS } from '@creators/contracts';
import { isUuid, sessionRoom } from '@creators/platform';
import { isCrossSite } from './http/cross-site.js';
import { PAGE_CHANGED_EVENT, WATCHED_TYPES, type PageChange } from './notifications/page-changes.js';
import { SESSION_COOKIE, sessionIdFromCookieHeader } from './session/cookie.js';
import { SessionLookupUnavailableError, type SessionResolver } from './session/resolver.js';

/** socket.io path (product.md §7: WebSocket /ws). */
export const REALTIME_PATH = '/ws';

/** The room of a signed-in user's sockets, on every gateway instance (Redis adapter). */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * The room of the sockets opened with one session, named by a hash (session ids never go to Redis or NATS): the
 * platform's sessionRoom, which identity names from its stored key too (user.sessions_ended).
 */
export { sessionRoom };

/** The socket.io event a page whose session was ended elsewhere gets just before its socket closes. */
export const SIGNED_OUT_EVENT = SOCKET_EVENTS.signedOut;

/** The room of the sockets showing one challenge, team or project page (joined with `watch`, left with `unwatch`). */
export const pageRoom = ({ type, id }: PageChange) => `page:${type}:${id}`;

/** A socket watches a few pages at most (a page watches one; tabs each have their own socket). */
export const WATCHED_PAGES_MAX = 10;

/** What a `watch` or `unwatch` message names, or null when it names no page. */
export function watchedPage(message: unknown): PageChange | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, id } = message as Record<string, unknown>;
  if (!(WATCHED_TYPES as readonly unknown[]).includes(type) || !isUuid(id)) return null;
  return { type: type as PageChange['type'], id: id as string };
}

/** The server-side event by which one gateway instance tells the others to forget a person's sessions. */
const FORGET_SESSIONS_OF = 'forgetSessionsOf';

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
  /** How often a signed-in socket's session is looked up again; a socket whose session expired is disconnected. */
  sessionCheckMs?: number;
  /** The session cookie's name (cookie.ts sessionCookieName): the one the gateway writes. */
  sessionCookie?: string;
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
  /** Tells the sockets showing these pages, on every instance, that the pages changed (`changed` {type, id}). */
  notifyPageViewers(changes: readonly PageChange[]): void;
  /** Disconnects the sockets of a session that was signed out, on every instance. */
  endSession(sessionId: string): void;
  /**
   * Sends `signedOut` to the sockets in these session rooms (sessionRoom), then disconnects them, on every
   * instance: sessions ended from another browser (user.sessions_ended).
   */
  endSessionRooms(rooms: readonly string[]): void;
  /**
   * Every gateway instance forgets the session lookups it remembers of this person (see cachedSessionResolver), so
   * that their ended sessions answer signed out at once rather than up to SESSION_CACHE_MS later.
   */
  forgetSessionsOf(userId: string): void;
  isReady(): boolean;
  close(): Promise<void>;
}

/**
 * socket.io at /ws with the Redis adapter. A handshake from a page of another site is refused. On connection the
 * `sid` cookie is resolved through identity; a signed-in socket joins `user:<id>`, `signed-in` and its session's
 * room, a signed-out one joins nothing; a signed-in socket joins the room of a page it shows with `watch` {type, id}
 * (at most WATCHED_PAGES_MAX) and leaves it with `unwatch`. A signed-in socket leaves when its session is signed out or expires.
 */
export function createRealtime({
  httpServer,
  resolver,
  redisUrl,
  redisKey = 'socket.io',
  sessionCookie = SESSION_COOKIE,
  sessionCheckMs = 5 * 60_000,
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
    // The session cookie goes with a WebSocket handshake from any site: only the platform's own pages may open one.
    allowRequest: (req, callback) => {
      const refused = isCrossSite(req.headers);
      callback(refused ? 'Cross-site connections are refused' : null, !refused);
    },
  });

  // The lookup catches its own errors, so the middleware's promise can be let go.
  const authenticate = async (socket: Socket, next: (error?: Error) => void) => {
    const sessionId = sessionIdFromCookieHeader(socket.request.headers.cookie, sessionCookie);
    socket.data.userId = null;
    socket.data.sessionId = null;
    if (!sessionId) return next();
    try {
      const user = await resolver.resolve(sessionId);
      socket.data.userId = user?.id ?? null;
      socket.data.sessionId = user ? sessionId : null;
      next();
    } catch (error) {
      if (error instanceof SessionLookupUnavailableError)
        log.warn({ err: error }, 'socket session lookup unavailable');
      else log.error({ err: error }, 'socket session lookup failed');
      next(new Error('Service unavailable'));
    }
  };
  io.use((socket, next) => void authenticate(socket, next));

  /** Looks the socket's session up again; an ended one disconnects it (an outage of identity does not). */
  const recheck = async (socket: Socket, sessionId: string) => {
    try {
      if (!(await resolver.resolve(sessionId))) socket.disconnect(true);
    } catch (error) {
      log.warn({ err: error }, 'socket session check unavailable');
    }
  };

  // Between gateway instances only (the Redis adapter's server-side events), never to a browser.
  io.on(FORGET_SESSIONS_OF, (userId: unknown) => {
    if (typeof userId === 'string') resolver.forgetUser?.(userId);
  });

  io.on('connection', (socket) => {
    const userId = socket.data.userId as string | null;
    const sessionId = socket.data.sessionId as string | null;
    if (!userId || !sessionId) return;
    void socket.join([userRoom(userId), SIGNED_IN_ROOM, sessionRoom(sessionId)]);
    socket.on('watch', (message: unknown) => {
      const page = watchedPage(message);
      if (!page) return;
      const watched = [...socket.rooms].filter((room) => room.startsWith('page:')).length;
      if (watched < WATCHED_PAGES_MAX) void socket.join(pageRoom(page));
    });
    socket.on('unwatch', (message: unknown) => {
      const page = watchedPage(message);
      if (page) void socket.leave(pageRoom(page));
    });
    // Spread over the interval, so that sockets opened together are not checked together.
    const every = sessionCheckMs * (0.75 + Math.random() / 2);
    const timer = setInterval(() => void recheck(socket, sessionId), every);
    timer.unref();
    socket.once('disconnect', () => clearInterval(timer));
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
    notifyPageViewers(changes) {
      for (const change of changes) io.to(pageRoom(change)).emit(PAGE_CHANGED_EVENT, change);
    },
    endSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    forgetSessionsOf(userId) {
      resolver.forgetUser?.(userId);
      io.serverSideEmit(FORGET_SESSIONS_OF, userId);
    },
    endSessionRooms(rooms) {
      if (rooms.length === 0) return;
      io.to([...rooms]).emit(SIGNED_OUT_EVENT, {});
      io.in([...rooms]).disconnectSockets(true);
    },
    isReady() {
      return pub.status === 'ready' && sub.status === 'ready';
    },
    async close() {
      // Disconnects every socket and closes the adapter (and the http server, if its owner has not already).
      await io.close();
      // QUIT waits for a reply: a client cut off from Redis is dropped instead (it would wait forever).
      await Promise.allSettled(
        [pub, sub].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())),
      );
    },
  };
}
