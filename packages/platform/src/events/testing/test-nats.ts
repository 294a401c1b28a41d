import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ensureEventStream } from '../event-stream.js';
import { randomSuffix } from './wait-for.js';

export const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export interface TestStream {
  nc: NatsConnection;
  jsm: JetStreamManager;
  stream: string;
  subjectPrefix: string;
  /** Deletes the stream and closes the connection. */
  remove(): Promise<void>;
}

/** An event stream of its own (random name and subject prefix) on the real NATS server. */
export async function createTestStream(): Promise<TestStream> {
  const suffix = randomSuffix();
  const stream = `TEST_EVENTS_${suffix}`;
  const subjectPrefix = `test_${suffix}.`;
  const nc = await connect({ servers: NATS_URL, name: `platform-test-${suffix}` });
  const jsm = await jetstreamManager(nc);
  await ensureEventStream(jsm, { stream, subjectPrefix });
  return {
    nc,
    jsm,
    stream,
    subjectPrefix,
    async remove() {
      await jsm.streams.delete(stream).catch(() => undefined);
      await nc.close();
    },
  };
}
