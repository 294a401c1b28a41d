export { recordEvent } from './record-event.js';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
export { pruneOutbox } from './outbox-prune.js';
export { ensureEventStream, eventStreamSubjects, type EventStreamOptions } from './event-stream.js';
export { EventConsumer, type EventConsumerOptions } from './event-consumer.js';
export type { EventHandler, EventHandlers } from './event-delivery.js';
export {
  connectNats,
  closeNats,
  natsAuthOptions,
  type ConnectNatsOptions,
  type NatsAuth,
} from './nats-connection.js';
export { BUS_PARTS, BUS_STREAM, natsInboxPrefix, type BusPart, type BusPartName } from './bus-parts.js';
export {
  NATS_AUTHORIZATION_FILE,
  NATS_OPERATOR_USER,
  natsAuthorization,
  natsAuthorizationConfig,
  natsPasswordVariable,
  natsPermissions,
  natsServerConfig,
  natsUsers,
  type NatsAuthorizationOptions,
  type NatsSubjectsOptions,
  type NatsUser,
} from './nats-permissions.js';
export type { SqlExecutor, TransactionRunner } from './sql-executor.js';
export {
  prismaTransaction,
  prismaTransactionWakingRelay,
  type InteractiveTransactions,
} from './prisma-transaction.js';
export { pgTransaction, type PgTransactionClient } from './pg-transaction.js';
export type { BackoffOptions } from './timing.js';
