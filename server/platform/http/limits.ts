import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Request limits on rate-limiter-flexible (issue 16): in memory on one node, or in Redis when
 * REDIS_URL is set so every web node counts the same requests. Each increment is atomic in the
 * store, so requests arriving at the same moment are counted exactly. When Redis cannot be reached,
 * a node falls back to counting in its own memory (the library's insurance limiter) rather than
 * failing sign-ins.
 */
export interface Limits {
  /** A fixed-window counter: at most `points` per `durationSec` for each key. */
  window(name: string, points: number, durationSec: number): RateLimiterAbstract;
  close(): Promise<void>;
  readonly store: 'memory' | 'redis';
}

export async function createLimits(redisUrl: string | undefined, scope: string = crypto.randomBytes(6).toString('hex')): Promise<Limits> {
  if (!redisUrl) {
    return { store: 'memory', window: (name, points, duration) => new RateLimiterMemory({ keyPrefix: name, points, duration }), close: async () => {} };
  }
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  client.on('error', () => {}); // the insurance limiter takes over; ioredis reconnects by itself
  return {
    store: 'redis',
    window: (name, points, duration) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `rl:${scope}:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `insurance:${name}`, points, duration }),
      }),
    close: async () => {
      client.disconnect();
    },
  };
}

/** A refusal from the store (the key is over its limit), as opposed to a store error. */
export const isRefusal = (err: unknown): err is RateLimiterRes => err instanceof RateLimiterRes;

/** Consumes one point; answers the milliseconds to wait when the key is over its limit, else 0. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (err) {
    if (isRefusal(err)) return Math.max(1000, err.msBeforeNext);
    throw err;
  }
}

/**
 * Consumes one point of each (limiter, key) pair; throws `refusal(seconds to wait)` when any is over
 * its limit. For actions limited several ways at once (per account and per address).
 */
export async function takeEach(pairs: Array<[RateLimiterAbstract, string]>, refusal: (retryAfterSeconds: number) => Error): Promise<void> {
  let waitMs = 0;
  for (const [limiter, key] of pairs) waitMs = Math.max(waitMs, await take(limiter, key));
  if (waitMs > 0) throw refusal(Math.ceil(waitMs / 1000));
}

/**
 * Failures with growing delays (issue 16), for sign-in: the first `free` - 1 attempts of a key in
 * the window go ahead at once; from the `free`-th on, each attempt must first take the key's gate
 * (one attempt at a time, atomically, so of any number of concurrent guesses exactly `free` are
 * checked), and a failure closes the gate for 1 s, 2 s, 4 s... up to `maxDelaySec`: a slower and
 * slower pace rather than a lockout. A success clears the key.
 */
export class GrowingDelay {
  private readonly failures: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;

  constructor(
    limits: Limits,
    name: string,
    private readonly free: number,
    windowSec: number,
    private readonly maxDelaySec: number,
  ) {
    this.failures = limits.window(`${name}:n`, 1_000_000_000, windowSec);
    this.gate = limits.window(`${name}:gate`, 1, maxDelaySec);
  }

  /** The delay after the n-th failure of the window (0 while it is among the free ones). */
  delayAfter(n: number): number {
    if (n < this.free) return 0;
    return Math.min(this.maxDelaySec, 2 ** (n - this.free));
  }

  /**
   * Counts an attempt (a failure until `succeeded` says otherwise) and answers whether it may
   * go ahead, or the milliseconds to wait.
   */
  async attempt(key: string): Promise<{ n: number; gated: boolean; waitMs: number }> {
    const n = (await this.failures.consume(key)).consumedPoints;
    // Before the free ones are used up no gate is needed: by then any earlier delay has passed
    // (a delay is at most maxDelaySec, the window far longer) or a success cleared the key.
    if (n < this.free) return { n, gated: false, waitMs: 0 };
    const waitMs = await take(this.gate, key);
    return { n, gated: waitMs === 0, waitMs };
  }

  /** After a failed attempt: closes the gate for the next delay (and opens it again for nobody else). */
  async failed(key: string, attempt: { n: number }): Promise<void> {
    const delay = this.delayAfter(attempt.n);
    if (delay > 0) await this.gate.block(key, delay);
  }

  /** An attempt refused for another reason: its gate is released, the failure count stays. */
  async release(key: string, attempt: { gated: boolean }): Promise<void> {
    if (attempt.gated) await this.gate.delete(key);
  }

  /** A success that must not count as a failure of this key (an address, an account): taken back. */
  async forgive(key: string, attempt: { gated: boolean }): Promise<void> {
    await Promise.all([this.failures.reward(key, 1), this.release(key, attempt)]);
  }

  /** A success that clears the key (this account from this address). */
  async succeeded(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.gate.delete(key)]);
  }
}
