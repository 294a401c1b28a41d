export * from './rules.js';
export * from './texts.js';
export * from './summary.js';
export * from './machine.js';
export * from './slots.js';
export * from './draft-check.js';
