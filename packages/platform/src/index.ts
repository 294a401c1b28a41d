export * from './trust/gateway-context.js';
