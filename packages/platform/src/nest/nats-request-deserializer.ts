import { randomUUID } from 'node:crypto';

/** What Nest's NATS transport hands a deserializer (a @nats-io message). */
interface IncomingNatsMessage {
  json<T = unknown>(): T;
}

interface NestPacket {
  pattern?: unknown;
  data?: unknown;
  id?: string;
}

const isNestPacket = (value: unknown): value is NestPacket =>
  typeof value === 'object' && value !== null && ('pattern' in value || 'data' in value);

/**
 * Deserializer for `{ transport: Transport.NATS, options: { deserializer: new NatsRequestDeserializer() } }`.
 * Nest's default treats a message without its own envelope (`{ pattern, data, id }`) as an event and never
 * answers it; this one treats any message that carries a reply subject as a request. So both a Nest
 * `ClientProxy.send(pattern, data)` and a plain `nc.request(subject, JSON.stringify(data))` get the reply
 * `{ "response": <result>, "isDisposed": true, "id": ... }` (or `{ "err": ..., "isDisposed": true }`).
 */
export class NatsRequestDeserializer {
  deserialize(message: IncomingNatsMessage, options?: { channel?: string; replyTo?: string }): NestPacket {
    let value: unknown;
    try {
      value = message.json();
    } catch {
      value = undefined;
    }
    if (isNestPacket(value)) return value;
    return { pattern: options?.channel, data: value, ...(options?.replyTo ? { id: randomUUID() } : {}) };
  }
}
