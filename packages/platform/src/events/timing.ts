export interface BackoffOptions {
  /** Delay after the first failure. */
  initialMs: number;
  /** Upper bound however many failures follow. */
  maxMs: number;
}

/** Exponential backoff with ±20 % jitter, so instances that failed together do not retry in lockstep. */
export function backoffDelay(failures: number, { initialMs, maxMs }: BackoffOptions): number {
  const exponential = Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
  const jitter = exponential * 0.2 * (Math.random() * 2 - 1);
  return Math.max(0, Math.min(maxMs, Math.round(exponential + jitter)));
}

/** Resolves after `ms`, or as soon as `signal` aborts (never rejects). */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Settles like `promise`, or resolves to `undefined` as soon as `signal` aborts. */
export function unlessAborted<T>(promise: T | PromiseLike<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(promise).then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}
