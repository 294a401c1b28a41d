import 'reflect-metadata';
import type { Logger } from '@creators/platform';
import {
  bootstrapSubgraph,
  createLogger,
  natsAuthOptions,
  natsServers,
  NatsRequestDeserializer,
} from '@creators/platform';
import { AppModule } from './app.module.js';
import type { IdentityConfig } from './config.js';
import { PrefixedNatsServer } from './sessions/prefixed-nats-server.js';

/**
 * The NATS request/reply transport (`<NATS_SUBJECT_PREFIX>identity.session.resolve`): one queue group so each request
 * gets one answer however many instances run; plain `nc.request` calls are answered too (see NatsRequestDeserializer).
 */
export function natsMicroservice(config: IdentityConfig) {
  const options = {
    servers: natsServers(config.natsUrl),
    queue: 'identity',
    name: 'identity-rpc',
    deserializer: new NatsRequestDeserializer(),
    // NATS down at start: keep trying (the service answers HTTP meanwhile), and reconnect forever after.
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    // Its own NATS user: only identity may answer the lookup (docs/reliability.md "Trust boundaries").
    ...natsAuthOptions(config.nats),
  };
  return { strategy: new PrefixedNatsServer(options, config.nats.subjectPrefix) };
}

/** Starts the identity subgraph; `port` 0 picks a free one. */
export async function startIdentity(config: IdentityConfig, logger: Logger = createLogger('identity')) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'identity',
    port: config.port,
    host: config.host,
    metricsPort: config.metricsPort,
    logger,
    microservices: [natsMicroservice(config)],
  });
}
