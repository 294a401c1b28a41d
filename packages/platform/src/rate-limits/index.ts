export * from './fixed-window.js';
export * from './creation-limits.js';
