export * from './trust/gateway-context.js';
export * from './config/config.js';
export * from './config/service-config.js';
export * from './logging/logger.js';
export * from './database/index.js';
export * from './nest/index.js';
export * from './events/index.js';
export * from './queues/index.js';
