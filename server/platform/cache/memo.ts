/**
 * Values handed out by memo(): shared snapshots that callers must treat as read-only. The response
 * serializer uses this to serialize such a value once instead of on every request.
 */
const snapshots = new WeakSet<object>();
/** The JSON bytes of such values, as reuseSnapshotJson() hands them out. */
const snapshotJson = new WeakSet<Buffer>();

/** Each shared value's JSON as last serialized for a response (hot-answers.ts reads it). */
const jsonOfSnapshot = new WeakMap<object, Buffer>();

/** The JSON bytes a response already carried for this memo() value, if any. */
export function snapshotJsonOf(data: object): Buffer | undefined {
  return jsonOfSnapshot.get(data);
}

/** Whether a response payload is the shared JSON of a memo() value (see precompressed.ts). */
export function isSnapshotJson(payload: unknown): payload is Buffer {
  return Buffer.isBuffer(payload) && snapshotJson.has(payload);
}

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
    /** The value if this node holds a fresh one, without loading. */
    peek(): T | undefined {
      return ttlMs > 0 && value && Date.now() - value.at < ttlMs ? value.data : undefined;
    },
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
 * memo() per key (a user's dashboard figures, a user's bookings): each key's value is loaded once
 * and shared for `ttlMs`, with the same rules as memo(): dropped with its group after every
 * state-changing request on this node, other nodes' writes seen within `ttlMs`, a load that started
 * before an invalidation not kept. Bounded: holds at most `max` keys, dropping the oldest first.
 */
export function memoByKey<K, T>(ttlMs: number, group?: CacheGroup, max = 10_000) {
  const values = new Map<K, { data: T; at: number }>();
  const pending = new Map<K, Promise<T>>();
  let generation = 0;
  const cache = {
    /** The key's value, from `load` when this node has none fresh. */
    async get(key: K, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = values.get(key);
      if (hit) {
        if (Date.now() - hit.at < ttlMs) return hit.data;
        values.delete(key);
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const started = generation;
      const loading = load()
        .then((data) => {
          if (typeof data === 'object' && data !== null) snapshots.add(data);
          if (started === generation) {
            if (values.size >= max) values.delete(values.keys().next().value as K);
            values.set(key, { data, at: Date.now() });
          }
          return data;
        })
        .finally(() => {
          if (pending.get(key) === loading) pending.delete(key);
        });
      pending.set(key, loading);
      return loading;
    },
    invalidate() {
      generation += 1;
      values.clear();
      pending.clear();
    },
    get size() {
      return values.size;
    },
  };
  group?.add(() => cache.invalidate());
  return cache;
}

/**
 * Wraps a response serializer (one route's, one status's) so that a memo() value is serialized
 * once, and its JSON reused as ready-to-send bytes until the memo loads a new value; anything else
 * is serialized as usual. (Fastify sends a Buffer from a serializer as it is: no encoding per request.)
 */
export function reuseSnapshotJson(serialize: (data: unknown) => string): (data: unknown) => string | Buffer {
  const cache = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !snapshots.has(data)) return serialize(data);
    let json = cache.get(data);
    if (json === undefined) {
      json = Buffer.from(serialize(data));
      cache.set(data, json);
      snapshotJson.add(json);
      jsonOfSnapshot.set(data, json);
    }
    return json;
  };
}
