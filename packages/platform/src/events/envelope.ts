import type { EventEnvelope } from '@creators/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeEnvelope(envelope: EventEnvelope): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(envelope));
}

/**
 * Reads an envelope off the wire. Returns null for anything that is not one, so the consumer can
 * terminate it instead of retrying a message that can never succeed. The payload is trusted to match the
 * contract for its name: only our own relay publishes on these subjects.
 */
export function decodeEnvelope(data: Uint8Array): EventEnvelope | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(data));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, occurredAt, payload } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (typeof name !== 'string' || typeof occurredAt !== 'string') return null;
  if (typeof payload !== 'object' || payload === null) return null;
  return value as EventEnvelope;
}
