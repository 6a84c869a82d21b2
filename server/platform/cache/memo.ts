/**
 * Values handed out by memo(): shared snapshots that callers must treat as read-only. The response
 * serializer uses this to serialize such a value once instead of on every request.
 */
const snapshots = new WeakSet<object>();

/**
 * Caches one computed value for a short time. Writers on this node call `invalidate()`; other
 * web nodes see a change within `ttlMs`. The value is shared by every caller: never mutate it.
 */
export function memo<T>(ttlMs: number, load: () => Promise<T>) {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  // A load that started before invalidate() must not store its (possibly stale) result.
  let generation = 0;
  return {
    async get(): Promise<T> {
      if (value && Date.now() - value.at < ttlMs) return value.data;
      const started = generation;
      pending ??= load()
        .then((data) => {
          if (typeof data === 'object' && data !== null) snapshots.add(data);
          if (started === generation) value = { data, at: Date.now() };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    invalidate() {
      generation += 1;
      value = undefined;
      pending = undefined;
    },
  };
}

/**
 * Wraps a response serializer (one route's, one status's) so that a memo() value is serialized
 * once and its JSON reused until the memo loads a new value; anything else is serialized as usual.
 */
export function reuseSnapshotJson(serialize: (data: unknown) => string): (data: unknown) => string {
  const cache = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !snapshots.has(data)) return serialize(data);
    let json = cache.get(data);
    if (json === undefined) {
      json = serialize(data);
      cache.set(data, json);
    }
    return json;
  };
}
