/**
 * Isla's engine (product.md §4.3): the phase machine, the slots a brainstorm fills, the draft and title rules and the
 * built-in Socratic dialogue engine. Used by brainstorm-ai only; what crosses the wire is in @creators/contracts.
 */
export * from './machine.js';
export * from './slots.js';
export * from './understand.js';
export * from './acknowledge.js';
export * from './summary.js';
export * from './texts.js';
export * from './draft-check.js';
export * from './model-json.js';
export * from './model-slots.js';
export * from './loop-guard.js';
export * from './platform-questions.js';
export * from './text-generator.js';
export * from './socratic/socratic-engine.js';
export { readMessages } from './socratic/conversation.js';
