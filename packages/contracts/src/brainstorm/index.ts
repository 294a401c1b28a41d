export * from './rules.js';
export * from './texts.js';
export * from './summary.js';
export * from './machine.js';
