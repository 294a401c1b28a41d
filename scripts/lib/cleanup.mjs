// What a check started, stopped again last first, whatever happens: an error, the end, or Ctrl-C (SIGINT, SIGTERM).

/**
 * @param {(line: string) => void} log
 * @param {{ signals?: boolean }} [options]  signals: stop everything and exit 130 on SIGINT and SIGTERM (default)
 * @returns {{ onCleanup: (what: string, run: () => unknown) => void, cleanUp: () => Promise<void> }}
 *   cleanUp runs every registered cleanup once (later calls return the same promise); a failing one is logged and
 *   the others still run.
 */
export function cleanupRegistry(log, { signals = true } = {}) {
  const cleanups = [];
  let cleaning = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup.run();
        } catch (error) {
          log(`cleanup (${cleanup.what}) failed: ${error.message}`);
        }
      }
    })());
  const onCleanup = (what, run) => {
    cleanups.push({ what, run });
  };
  if (signals)
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => {
        log(`${signal}: stopping everything`);
        void cleanUp().finally(() => process.exit(130));
      });
  return { onCleanup, cleanUp };
}

/** Polls `probe` (null or a rejection: not yet) every `intervalMs` until it gives a value, or `timeoutMs` passes (null). */
export async function waitFor(probe, { timeoutMs = 60_000, intervalMs = 1_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return null;
}
