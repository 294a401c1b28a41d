/**
 * Collects the keys asked for while one GraphQL request resolves (e.g. the router's `_entities` call with 50
 * Challenge representations, whose reference resolvers each run on their own) and loads them with one query,
 * after the current turn of the event loop. Results are cached for the rest of the request.
 */
export class BatchLoader<K, V> {
  private queue: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  private readonly cache = new Map<K, Promise<V>>();

  constructor(
    private readonly loadMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
    /** The value for a key that loadMany did not return. */
    private readonly missing: V,
  ) {}

  load(key: K): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      // setImmediate, not a microtask: Nest runs each resolver through a few awaits before it asks.
      if (this.queue.length === 1) setImmediate(() => void this.dispatch());
    });
    this.cache.set(key, promise);
    return promise;
  }

  private async dispatch(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    try {
      const found = await this.loadMany([...new Set(batch.map((entry) => entry.key))]);
      for (const entry of batch) entry.resolve(found.has(entry.key) ? found.get(entry.key)! : this.missing);
    } catch (error) {
      for (const entry of batch) {
        this.cache.delete(entry.key);
        entry.reject(error);
      }
    }
  }
}

const perRequest = new WeakMap<object, Map<string, BatchLoader<unknown, unknown>>>();

/** The request's loader named `name` (made by `create` on first use); `request` is the GraphQL context object. */
export function requestLoader<K, V>(
  request: object,
  name: string,
  create: () => BatchLoader<K, V>,
): BatchLoader<K, V> {
  let loaders = perRequest.get(request);
  if (!loaders) perRequest.set(request, (loaders = new Map()));
  let loader = loaders.get(name) as BatchLoader<K, V> | undefined;
  if (!loader) loaders.set(name, (loader = create()) as BatchLoader<unknown, unknown>);
  return loader;
}
