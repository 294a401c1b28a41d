// Small statistics for the bench: percentiles of latencies and the median of ratios.

/**
 * The p-th percentile (0..100) of the values, nearest-rank method: the smallest value that at least p % of the
 * values are less than or equal to. NaN for no values.
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is not within 0..100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const median = (values) => percentile(values, 50);

/** p50 and p95 of latencies in ms, with their count. */
export function latencySummary(values) {
  return { count: values.length, p50: percentile(values, 50), p95: percentile(values, 95) };
}
