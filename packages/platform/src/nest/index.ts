import 'reflect-metadata';

export * from './errors.js';
export * from './context.js';
export * from './current-user.js';
export * from './request-batch.js';
export * from './service-event-consumer.js';
export * from './parse-input.js';
export * from './health.js';
export * from './nest-logger.js';
export * from './exception-filter.js';
export * from './nats-request-deserializer.js';
export * from './graphql-options.js';
export * from './bootstrap.js';
export * from './service-infrastructure.js';
export * from './creation-limits.js';
export * from './data-export.js';
export * from './moderation.js';
