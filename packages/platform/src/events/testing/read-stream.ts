import type { EventEnvelope } from '@creators/contracts';
import type { JetStreamManager } from '@nats-io/jetstream';

export interface StoredEvent {
  seq: number;
  subject: string;
  msgId: string | undefined;
  envelope: EventEnvelope;
}

/** Every message the stream holds, in stream order. */
export async function readStream(jsm: JetStreamManager, stream: string): Promise<StoredEvent[]> {
  const { state } = await jsm.streams.info(stream);
  const events: StoredEvent[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const msg = await jsm.streams.getMessage(stream, { seq });
    if (!msg) continue;
    events.push({
      seq,
      subject: msg.subject,
      msgId: msg.header.get('Nats-Msg-Id') || undefined,
      envelope: msg.json<EventEnvelope>(),
    });
  }
  return events;
}

export async function streamMessageCount(jsm: JetStreamManager, stream: string): Promise<number> {
  return (await jsm.streams.info(stream)).state.messages;
}
