// The faults of the scale check (when each part is killed and for how long) and how clients' errors are judged
// against the time each part was down.

/**
 * The faults, in order, as fractions of the load's length: the NATS node leading the event stream, one replica of
 * every service (all at once), one worker, one gateway. Each is killed with SIGKILL, kept down `downMs`, started
 * again, and the next one waits until the previous part is back and its own time has come.
 * @returns {{ atMs: number, target: 'nats' | 'services' | 'worker' | 'gateway', downMs: number }[]}
 */
export function faultPlan(loadMs) {
  const downMs = Math.round(Math.min(10_000, Math.max(3_000, loadMs / 15)));
  return [
    { atMs: Math.round(loadMs * 0.1), target: 'nats', downMs },
    { atMs: Math.round(loadMs * 0.3), target: 'services', downMs },
    { atMs: Math.round(loadMs * 0.55), target: 'worker', downMs },
    { atMs: Math.round(loadMs * 0.75), target: 'gateway', downMs },
  ];
}

/**
 * How a client's error is judged: a clean 503 is fine while any part is down, a connection reset only while a
 * gateway is (its connections through the proxy are cut). A window runs from the kill until the part answered ready
 * again, plus `graceMs` for the others to notice (reconnects, caches). A request counts as during a fault when its
 * time span overlaps a window.
 * @param {{ start: number, end: number, outcome: string }[]} results
 * @param {{ target: string, start: number, end: number }[]} windows
 * @returns {{ total: number, ok: number, clean503: number, resets: number,
 *   unexpected: { start: number, end: number, outcome: string }[] }}
 */
export function judgeResults(results, windows, graceMs = 5_000) {
  const overlaps = (result, window) => result.end >= window.start && result.start <= window.end + graceMs;
  const during = (result, targets) =>
    windows.some((window) => (!targets || targets.includes(window.target)) && overlaps(result, window));
  const verdict = { total: results.length, ok: 0, clean503: 0, resets: 0, unexpected: [] };
  for (const result of results) {
    if (result.outcome === 'ok') verdict.ok += 1;
    else if (result.outcome === 'clean-503' && during(result)) verdict.clean503 += 1;
    else if (result.outcome === 'reset' && during(result, ['gateway'])) verdict.resets += 1;
    else verdict.unexpected.push(result);
  }
  return verdict;
}
