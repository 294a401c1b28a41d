// The initial JavaScript of each front-end route, gzipped, against its budget.
import { join } from 'node:path';

export const key = 'routeBudgets';

export const title = () => 'initial JavaScript per route';
export const missing = () => [
  { name: 'initial JavaScript per route, gzipped', target: { op: '<=', value: 170, unit: 'KB' } },
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** What a route's figure is made of: its largest files; over its budget, by how much and why. */
function detail({ gzipBytes, budget, shortfall, files, largest }) {
  const parts = [];
  if (gzipBytes > budget) parts.push(`${kb(gzipBytes - budget)} over${shortfall ? `: ${shortfall}` : ''}`);
  if (largest?.length) {
    // A chunk's file name without its content hash.
    const name = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    parts.push(
      `${files.length} files, largest ${largest.map((f) => `${name(f.file)} ${kb(f.gzipBytes)}`).join(', ')}`,
    );
  }
  return parts.length ? parts.join('; ') : undefined;
}

export async function measure({ root }) {
  const { measureRouteBudgets } = await import('../frontend-budget.mjs');
  return measureRouteBudgets(join(root, 'frontend', 'dist'));
}

/** @param {{ route: string, gzipBytes: number, budget: number, shortfall?: string, files?: string[], largest?: { file: string, gzipBytes: number }[] }[]} routes */
export const judge = (routes) =>
  routes.map((measured) => {
    const figure = {
      name: `initial JavaScript of the ${measured.route} route, gzipped (1 KB = 1,000 bytes)`,
      target: { op: '<=', value: measured.budget / 1000, unit: 'KB' },
      measured: measured.gzipBytes / 1000,
    };
    const text = detail(measured);
    return text ? { ...figure, detail: text } : figure;
  });
