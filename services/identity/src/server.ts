import 'reflect-metadata';
import { Transport } from '@nestjs/microservices';
import type { Logger } from '@creators/platform';
import { bootstrapSubgraph, createLogger, NatsRequestDeserializer } from '@creators/platform';
import { AppModule } from './app.module.js';
import type { IdentityConfig } from './config.js';

/**
 * The NATS request/reply transport (`identity.session.resolve`): one queue group so each request gets one answer
 * however many instances run; plain `nc.request` calls are answered too (see NatsRequestDeserializer).
 */
export function natsMicroservice(config: IdentityConfig) {
  return {
    transport: Transport.NATS,
    options: { servers: [config.natsUrl], queue: 'identity', name: 'identity-rpc', deserializer: new NatsRequestDeserializer() },
  };
}

/** Starts the identity subgraph; `port` 0 picks a free one. */
export async function startIdentity(config: IdentityConfig, logger: Logger = createLogger('identity')) {
  return bootstrapSubgraph({
    module: AppModule.register(config, logger),
    name: 'identity',
    port: config.port,
    logger,
    microservices: [natsMicroservice(config)],
  });
}
