import { createHash } from 'node:crypto';

/**
 * One session id, hashed once (SHA-256) for every place that must name a session without holding it: identity's
 * sessions table keeps the digest in hex (storedSessionKey), the gateway's socket.io room of the session's sockets
 * is named by it in base64url (sessionRoom), and identity names those rooms from the table alone
 * (sessionRoomOfStoredKey) when it tells the gateways which sessions ended. A raw session id never goes to the
 * database, Redis or NATS; the id has 256 random bits, so no salt or slow hash is needed.
 */
function sessionDigest(sessionId: string): Buffer {
  return createHash('sha256').update(sessionId).digest();
}

/** What the sessions table keeps for a session id: its SHA-256, hex. */
export function storedSessionKey(sessionId: string): string {
  return sessionDigest(sessionId).toString('hex');
}

const ROOM_PREFIX = 'session:';

/** The socket.io room of the sockets opened with one session: `session:<SHA-256, base64url>`. */
export function sessionRoom(sessionId: string): string {
  return `${ROOM_PREFIX}${sessionDigest(sessionId).toString('base64url')}`;
}

/** The same room named from a stored key (storedSessionKey): what identity puts in user.sessions_ended. */
export function sessionRoomOfStoredKey(storedKey: string): string {
  return `${ROOM_PREFIX}${Buffer.from(storedKey, 'hex').toString('base64url')}`;
}

/** True for a name sessionRoom could have made (what the gateway accepts from an event). */
export function isSessionRoom(value: unknown): value is string {
  return typeof value === 'string' && /^session:[A-Za-z0-9_-]{43}$/.test(value);
}
