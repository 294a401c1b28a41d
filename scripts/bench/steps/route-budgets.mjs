// The initial JavaScript of each front-end route, gzipped, against its budget.
import { join } from 'node:path';

export const key = 'routeBudgets';

export const title = () => 'initial JavaScript per route';
export const missing = () => [
  { name: 'initial JavaScript per route, gzipped', target: { op: '<=', value: 170, unit: 'KB' } },
];

export async function measure({ root }) {
  const { measureRouteBudgets } = await import('../frontend-budget.mjs');
  return measureRouteBudgets(join(root, 'frontend', 'dist'));
}

/** @param {{ route: string, gzipBytes: number, budget: number }[]} routes */
export const judge = (routes) =>
  routes.map(({ route, gzipBytes, budget }) => ({
    name: `initial JavaScript of the ${route} route, gzipped (1 KB = 1,000 bytes)`,
    target: { op: '<=', value: budget / 1000, unit: 'KB' },
    measured: gzipBytes / 1000,
  }));
