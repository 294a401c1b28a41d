// Load with autocannon (one process, raw HTTP/1.1 keep-alive connections), keeping every response's latency so
// that exact percentiles can be taken.
import autocannon from 'autocannon';

/**
 * Runs autocannon with `options` (url, connections, duration or amount, method, headers, body, requests,
 * setupClient, connectionRate, verifyBody...). Every answer that is not 2xx, every connection error, every
 * timeout and every body verifyBody refuses counts as an error.
 * @returns {Promise<{ completed: number, rps: number, latencies: number[], statuses: Record<string, number>,
 *   errors: number, seconds: number }>}
 */
export async function runLoad(options) {
  const latencies = [];
  const statuses = {};
  const instance = autocannon({ timeout: 10, ...options });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  // Failures without a status of their own are counted beside the statuses.
  for (const kind of ['errors', 'timeouts', 'mismatches'])
    if (result[kind] > 0) statuses[kind] = result[kind];
  return {
    completed: result.requests.total,
    rps: result.requests.total / result.duration,
    latencies,
    statuses,
    errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
    seconds: result.duration,
  };
}

/** The status counts as text: "200×1200, 500×3". */
export const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');

/** A verifyBody for GraphQL over HTTP: an answer with top-level errors is not a success, whatever its status. */
export const withoutGraphQLErrors = (body) => !body.includes('"errors":[');
