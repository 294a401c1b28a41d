export * from './locale.js';
export * from './enums.js';
export * from './presets.js';
export * from './messages.js';
export * from './identity.js';
export * from './events.js';
export * from './queues.js';
