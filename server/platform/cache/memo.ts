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

/** Marks response bytes as shared and unchanging while they live (the response cache's): compressed once per encoding. */
export function markSnapshotJson(json: Buffer): void {
  snapshotJson.add(json);
}

/** Whether a response payload is the shared JSON of a memo() value (see precompressed.ts). */
export function isSnapshotJson(payload: unknown): payload is Buffer {
  return Buffer.isBuffer(payload) && snapshotJson.has(payload);
}

/** Carries a drop to the other web nodes (bus.ts): resolves once they have dropped too. */
export interface CacheBroadcast {
  publish(): Promise<void>;
}

/**
 * Caches that are dropped together. The app drops its group once every state-changing request on
 * this node has been handled (its transactions committed); with a bus attached (bus.ts, decision
 * 018) every other web node drops its group too before that request's answer leaves. While a bus
 * is attached but cannot hear the other nodes, `caching` is false: members load on every call.
 */
export class CacheGroup {
  private readonly members = new Set<() => void>();
  private bus: CacheBroadcast | undefined;
  /** False while this node may miss other nodes' drops: members must not serve or keep values. */
  caching = true;
  add(invalidate: () => void): void {
    this.members.add(invalidate);
  }
  /** Drops every member on this node only (a drop heard from another node). */
  dropLocal(): void {
    for (const fn of this.members) fn();
  }
  /**
   * Drops every member here and, with a bus, on every other node: the promise resolves once they
   * have confirmed (or the bus gave up waiting); undefined when there is no other node to tell.
   */
  invalidate(): Promise<void> | undefined {
    this.dropLocal();
    return this.bus?.publish();
  }
  attach(bus: CacheBroadcast): void {
    this.bus = bus;
  }
  /** The bus lost its connection: drop everything and keep nothing until resume(). */
  suspend(): void {
    this.caching = false;
    this.dropLocal();
  }
  /** The bus hears the other nodes again: start from empty caches. */
  resume(): void {
    this.dropLocal();
    this.caching = true;
  }
}

/**
 * Caches one computed value for a short time (0: no caching). Writers call the group's
 * `invalidate()`, which with a bus drops it on every node (decision 022); without a group or a bus,
 * only this node's writes drop it and other nodes' show within `ttlMs`. The value is shared by
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
      return ttlMs > 0 && group?.caching !== false && value && Date.now() - value.at < ttlMs ? value.data : undefined;
    },
    async get(): Promise<T> {
      if (ttlMs <= 0 || group?.caching === false) return load();
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
 * state-changing request (on every node with a bus), a load that started
 * before an invalidation not kept. Bounded: holds at most `max` keys, dropping the oldest first.
 */
export function memoByKey<K, T>(ttlMs: number, group?: CacheGroup, max = 10_000) {
  const values = new Map<K, { data: T; at: number }>();
  const pending = new Map<K, Promise<T>>();
  let generation = 0;
  const cache = {
    /** The key's value, from `load` when this node has none fresh. */
    async get(key: K, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0 || group?.caching === false) return load();
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
