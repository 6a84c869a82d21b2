import type { Redis } from 'ioredis';

export interface RateLimiter {
  /** Current count in the window for the key. */
  count(key: string): Promise<number>;
  /** Adds one to the key's count and returns the new count; the window starts at the first hit. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const b = buckets.get(key);
    if (b && b.resetAt <= Date.now()) {
      buckets.delete(key);
      return undefined;
    }
    return b;
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async hit(key, windowMs) {
      const b = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      b.count += 1;
      buckets.set(key, b);
      return { count: b.count, resetInMs: b.resetAt - Date.now() };
    },
    async reset(key) {
      buckets.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Shared across web nodes: INCR with an expiry set on the first hit. */
export async function redisRateLimiter(url: string): Promise<RateLimiter> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis: Redis = new RedisClient(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const prefix = 'rl:';
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async hit(key, windowMs) {
      const res = await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').pttl(prefix + key).exec();
      const count = Number(res?.[0]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
