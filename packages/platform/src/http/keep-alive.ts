import type { Server } from 'node:http';

// Idle keep-alive connections: the side that sends the requests must be the one to close an idle connection. When
// the server closes it first, a request written on it at that moment fails ("other side closed"): a like is rolled
// back, a save is lost, though nothing was wrong. Node's server default (5 s) was close to undici's (4 s, or the
// server's hint less 2 s), which left a window a loaded machine could hit.

/** How long the gateway keeps an idle connection to a service open. */
export const CLIENT_KEEP_ALIVE_MS = 10_000;

/** How long a server keeps an idle connection open: longer than its clients, load balancers' 60 s included. */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/** Gives `server` the platform's idle-connection timeout (services and the gateway's public port). */
export function applyServerKeepAlive(server: Server): void {
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  // A request's headers on a reused connection must not be timed out before the connection itself.
  server.headersTimeout = Math.max(server.headersTimeout, SERVER_KEEP_ALIVE_MS + 1_000);
}
