import { EVENT_STREAM } from '@creators/contracts';
import {
  jetstreamManager,
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamInfo,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';

export interface EventStreamOptions {
  /** Stream name; EVENT_STREAM unless a test needs its own. */
  stream?: string;
  /** Prepended to every event subject (see `eventSubject`); '' in production, a random one in tests. */
  subjectPrefix?: string;
  /** How long JetStream remembers a message id to drop a republished duplicate. Must outlast a relay retry. */
  duplicateWindowMs?: number;
  /** How long events are kept; a consumer created later, or down longer than this, misses older ones. */
  maxAgeMs?: number;
  replicas?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const eventStreamSubjects = (subjectPrefix = '') => [`${subjectPrefix}events.>`];

/** Creates the event stream, or brings an existing one's subjects and limits up to date. Idempotent. */
export async function ensureEventStream(
  nats: JetStreamManager | NatsConnection,
  options: EventStreamOptions = {},
): Promise<StreamInfo> {
  const jsm = 'streams' in nats ? nats : await jetstreamManager(nats);
  const name = options.stream ?? EVENT_STREAM;
  const wanted = {
    subjects: eventStreamSubjects(options.subjectPrefix),
    duplicate_window: nanos(options.duplicateWindowMs ?? 2 * 60 * 1000),
    max_age: nanos(options.maxAgeMs ?? 7 * DAY_MS),
    num_replicas: options.replicas ?? 1,
  };
  let current: StreamInfo;
  try {
    current = await jsm.streams.info(name);
  } catch (err) {
    if (!(err instanceof JetStreamApiError && err.code === JetStreamApiCodes.StreamNotFound)) throw err;
    return jsm.streams.add({
      name,
      ...wanted,
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      discard: DiscardPolicy.Old,
    });
  }
  const { config } = current;
  const upToDate =
    config.subjects.join(' ') === wanted.subjects.join(' ') &&
    config.duplicate_window === wanted.duplicate_window &&
    config.max_age === wanted.max_age &&
    config.num_replicas === wanted.num_replicas;
  return upToDate ? current : jsm.streams.update(name, wanted);
}
