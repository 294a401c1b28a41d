import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { ServiceConfig } from '../config/service-config.js';
import { EventConsumer, type EventConsumerOptions } from '../events/event-consumer.js';
import type { SqlExecutor } from '../events/sql-executor.js';
import type { Logger } from '../logging/logger.js';
import type { WatchedConsumer } from '../metrics/consumer-metrics.js';

/** What a service's consumer decides itself; NATS, stream, subject prefix and logger come from the service. */
export type ServiceEventConsumerOptions<Tx extends SqlExecutor> = Omit<
  EventConsumerOptions<Tx>,
  'nats' | 'stream' | 'subjectPrefix' | 'logger'
> & {
  /** How long shutdown waits for the consumer to finish the event in hand (default 5 s). */
  stopTimeoutMs?: number;
};

/**
 * Makes EventConsumers wired to the service's NATS connection, event stream and subject prefix. Provided by
 * ServiceInfrastructureModule; a consumer gets it injected by its class and hands it to ServiceEventConsumer.
 */
export class EventConsumerFactory {
  constructor(
    private readonly nats: { ready: Promise<NatsConnection> },
    private readonly config: Pick<ServiceConfig, 'nats'>,
    readonly logger: Logger,
    /** Where each consumer made is watched (its lag in the metrics). */
    private readonly metrics?: { watch(consumer: WatchedConsumer): void },
  ) {}

  create<Tx extends SqlExecutor>(
    options: Omit<EventConsumerOptions<Tx>, 'nats' | 'stream' | 'subjectPrefix' | 'logger'>,
  ): EventConsumer<Tx> {
    const consumer = new EventConsumer<Tx>({
      ...options,
      nats: this.nats.ready,
      stream: this.config.nats.eventStream,
      subjectPrefix: this.config.nats.subjectPrefix,
      logger: this.logger,
    });
    this.metrics?.watch(consumer);
    return consumer;
  }
}

const DEFAULT_STOP_TIMEOUT_MS = 5_000;

/**
 * The one way a service consumes events: extend this class, inject EventConsumerFactory and pass the consumer's
 * name, transaction and handlers. It starts once the application is up (onApplicationBootstrap) and stops before
 * the database and NATS close (onModuleDestroy); a consumer that does not stop in time is logged and left behind,
 * so it never holds up the shutdown.
 */
export abstract class ServiceEventConsumer<Tx extends SqlExecutor>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  private readonly consumer: EventConsumer<Tx>;
  private readonly logger: Logger;
  private readonly stopTimeoutMs: number;

  protected constructor(factory: EventConsumerFactory, options: ServiceEventConsumerOptions<Tx>) {
    const { stopTimeoutMs, ...consumerOptions } = options;
    this.consumer = factory.create(consumerOptions);
    this.logger = factory.logger;
    this.stopTimeoutMs = stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  }

  /** The durable consumer name, also its key in processed_events. */
  get name(): string {
    return this.consumer.name;
  }

  onApplicationBootstrap(): void {
    this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed-out'>((resolve) => {
      timer = setTimeout(() => resolve('timed-out'), this.stopTimeoutMs);
    });
    const outcome = await Promise.race([this.consumer.stop().then(() => 'stopped' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timed-out') {
      this.logger.warn(
        { consumer: this.name, waitedMs: this.stopTimeoutMs },
        'event consumer did not stop in time',
      );
    }
  }
}
