import { randomBytes, randomInt } from 'node:crypto';

export interface EventId {
  /** A UUIDv7: sorts (as text and as a Postgres uuid) in the order this process made them. */
  id: string;
  /** The Unix milliseconds encoded in `id`. */
  timestampMs: number;
}

let lastMs = -1;
let counter = 0;

/**
 * Makes the id of an outbox row. Several events recorded within the same millisecond must still be
 * published in the order they were recorded, and the relay orders by (occurred_at, id): so the id carries
 * the time and a counter (RFC 9562 UUIDv7, monotonic with a 12-bit counter in rand_a), and occurred_at is
 * the time taken from the same id.
 */
export function nextEventId(now: number = Date.now()): EventId {
  if (now > lastMs) {
    lastMs = now;
    // Start low in the counter range so a burst within one millisecond rarely overflows it.
    counter = randomInt(0, 0x400);
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, timestampMs: lastMs };
}
