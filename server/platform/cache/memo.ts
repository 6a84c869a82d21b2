/**
 * Values handed out by memo(): shared snapshots that callers must treat as read-only. The response
 * serializer uses this to serialize such a value once instead of on every request.
 */
const snapshots = new WeakSet<object>();

/**
 * Caches that are dropped together. The app drops its group once every state-changing request on
 * this node has been handled (its transactions committed), so this node never serves what it knew
 * before its own writes; other nodes' writes show within each cache's time to live.
 */
export class CacheGroup {
  private readonly members = new Set<() => void>();
  add(invalidate: () => void): void {
    this.members.add(invalidate);
  }
  invalidate(): void {
    for (const fn of this.members) fn();
  }
}

/**
 * Caches one computed value for a short time. Writers on this node call `invalidate()` (or the
 * group's); other web nodes see a change within `ttlMs` (0: no caching). The value is shared by
 * every caller: never mutate it.
 */
export function memo<T>(ttlMs: number, load: () => Promise<T>, group?: CacheGroup) {
  let value: { data: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  // A load that started before invalidate() must not store its (possibly stale) result.
  let generation = 0;
  const cache = {
    async get(): Promise<T> {
      if (ttlMs <= 0) return load();
      if (value && Date.now() - value.at < ttlMs) return value.data;
      if (pending) return pending;
      const started = generation;
      const loading = load()
        .then((data) => {
          if (typeof data === 'object' && data !== null) snapshots.add(data);
          if (started === generation) value = { data, at: Date.now() };
          return data;
        })
        .finally(() => {
          if (pending === loading) pending = undefined;
        });
      pending = loading;
      return loading;
    },
    invalidate() {
      generation += 1;
      value = undefined;
      pending = undefined;
    },
  };
  group?.add(() => cache.invalidate());
  return cache;
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
