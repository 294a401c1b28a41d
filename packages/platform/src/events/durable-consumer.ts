import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  type ConsumerInfo,
  type JetStreamManager,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

export interface DurableConsumerSpec {
  stream: string;
  name: string;
  /** One subject or wildcard: nats-server 2.9 has no multi-subject filters. */
  filterSubject: string;
  ackWaitMs: number;
  /** Where a consumer created now starts; an existing one keeps its position. */
  deliverFrom: 'all' | 'new';
}

/**
 * Creates the durable, explicit-ack pull consumer, or updates the settings that may change on an existing
 * one (a changed filter makes it again where it stood). Redelivery is never capped on the server (`max_deliver` -1): the EventConsumer decides when a failing
 * event is given up, so events that failed only because the database was down are not lost.
 */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  spec: DurableConsumerSpec,
): Promise<ConsumerInfo> {
  const changeable = {
    filter_subject: spec.filterSubject,
    ack_wait: nanos(spec.ackWaitMs),
    max_deliver: -1,
  };
  let current: ConsumerInfo;
  try {
    current = await jsm.consumers.info(spec.stream, spec.name);
  } catch (err) {
    if (!(err instanceof JetStreamApiError && err.code === JetStreamApiCodes.ConsumerNotFound)) throw err;
    return jsm.consumers.add(spec.stream, {
      durable_name: spec.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: spec.deliverFrom === 'new' ? DeliverPolicy.New : DeliverPolicy.All,
      ...changeable,
    });
  }
  const { config } = current;
  if (config.filter_subject !== changeable.filter_subject) {
    // nats-server 2.9 accepts a new filter on update but then skips the messages waiting for it. The consumer is
    // made again from its first unacknowledged message instead; what it already handled out of order comes again
    // and the processed_events check drops it.
    await jsm.consumers.delete(spec.stream, spec.name);
    return jsm.consumers.add(spec.stream, {
      durable_name: spec.name,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: current.ack_floor.stream_seq + 1,
      ...changeable,
    });
  }
  const upToDate = config.ack_wait === changeable.ack_wait && config.max_deliver === changeable.max_deliver;
  return upToDate ? current : jsm.consumers.update(spec.stream, spec.name, changeable);
}
