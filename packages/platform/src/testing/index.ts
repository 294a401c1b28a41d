/**
 * Test helpers for services (`@creators/platform/testing/index`): kept out of the main entry so production code
 * never loads them.
 */
export * from './subgraph.js';
export * from './query-plan.js';
export * from './row-counts.js';
export * from './pgbouncer.js';
