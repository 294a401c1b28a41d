// Throughput of several ways to get the same answer, measured in alternating rounds (A B C, A B C, ...) so that the
// load other programs put on a shared machine falls on each of them alike; a ratio is the median of the rounds'.
import { median } from './stats.mjs';
import { runLoad, statusText } from './load.mjs';

/**
 * A way of asking: autocannon options (url, method, headers, body), or a function giving them before each run
 * (for headers that must be fresh, such as a signed gateway context).
 * @typedef {object | (() => object)} Variant
 */

const optionsOf = (variant) => (typeof variant === 'function' ? variant() : variant);

/** Sends one request as autocannon would and fails unless it answers 200 without GraphQL errors. */
export async function checkVariant(name, variant) {
  const { url, method = 'GET', headers = {}, body } = optionsOf(variant);
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: refused below */
  }
  if (response.status !== 200 || json === null || (!Array.isArray(json) && json.errors))
    throw new Error(`${name}: ${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
}

/**
 * Runs every variant for `seconds` with `connections` connections, `rounds` times in turn (after a short warm-up
 * of each). Any error (non-2xx, timeout) fails the measurement: a fast wrong answer proves nothing.
 * @param {Record<string, Variant>} variants
 * @returns {Promise<Record<string, number[]>>} requests per second of each variant, one per round
 */
export async function measureThroughput(
  variants,
  { rounds = 3, seconds = 4, connections = 20, warmupSeconds = 1 } = {},
) {
  const rates = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (const [name, variant] of Object.entries(variants)) {
    await checkVariant(name, variant);
    await runLoad({ ...optionsOf(variant), connections, duration: warmupSeconds });
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, variant] of Object.entries(variants)) {
      const result = await runLoad({ ...optionsOf(variant), connections, duration: seconds });
      if (result.errors > 0)
        throw new Error(
          `${name}: ${result.errors} errors in ${result.completed} requests (${statusText(result.statuses)})`,
        );
      rates[name].push(result.rps);
    }
  }
  return rates;
}

/** The median over rounds of target/baseline, with the median rates for the detail column. */
export function throughputRatio(rates, target, baseline) {
  const ratios = rates[target].map((rate, round) => rate / rates[baseline][round]);
  return { ratio: median(ratios), target: median(rates[target]), baseline: median(rates[baseline]), ratios };
}
