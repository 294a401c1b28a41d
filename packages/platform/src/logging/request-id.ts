import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The header that carries a request's id: from the client (kept when valid), to the services, and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** A request id as sent: 1–128 of A-Z a-z 0-9 . _ -, else null (the id goes into logs and headers as it is). */
export function parseRequestId(value: unknown): string | null {
  return typeof value === 'string' && VALID_REQUEST_ID.test(value) ? value : null;
}

/** The incoming id when valid, else a new UUID. */
export function requestIdFrom(value: unknown): string {
  return parseRequestId(value) ?? randomUUID();
}

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request (or job) the current code runs for, if any; every log line carries it (logger.ts). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `fn` as part of the request (or job) `requestId`; without an id, as it is. */
export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  return requestId ? storage.run({ requestId }, fn) : fn();
}

/**
 * HTTP middleware (Express, Nest): gives the request its id (the valid incoming X-Request-Id, else a new UUID),
 * answers it in X-Request-Id, and runs the rest of the request under it, so that every log line carries it.
 */
export function requestIdMiddleware() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader('X-Request-Id', requestId);
    storage.run({ requestId }, () => {
      // The body's data and end events come from the connection, which began before this request: bound here,
      // the body parsers (and so the handlers after them) go on in this request's context.
      req.emit = AsyncResource.bind(req.emit, 'request-id', req);
      next();
    });
  };
}
