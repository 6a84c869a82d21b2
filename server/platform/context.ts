import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CacheGroup } from './cache/memo.ts';
import type { HotAnswers } from './http/hot-answers.ts';
import type { Limits } from './http/limits.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { PaymentProducts } from './payments/products.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { ObjectStorage } from './storage/storage.ts';

/**
 * What feature services need from the platform; built once in app.ts and given, whole, to every
 * route plugin and background job. Mail has no object here: it is queued in the caller's
 * transaction with enqueueMail (platform/mail/outbox.ts).
 */
export interface AppContext {
  db: Db;
  payments: PaymentProvider;
  /** What payments buy: products register their fulfilment with the payments feature (decision 019). */
  products: PaymentProducts;
  /** Uploaded files: local disk or S3. */
  storage: ObjectStorage;
  /** Durable background jobs (the AI analysis of uploads). */
  queue: JobQueue;
  config: Config;
  log: FastifyBaseLogger;
  /** The clock the booking rules read "now" from (tests may move it). */
  now: () => Date;
  /** Milliseconds a spot is held while the buyer pays. */
  holdMs: number;
  /** This node's read caches, dropped after every state-changing request (decision 016). */
  caches: CacheGroup;
  /** Public answers served from the read cache in front of Fastify (decision 018). */
  hot: HotAnswers;
  /** Request limits (sign-in, sign-up, resets): memory, or Redis with REDIS_URL (decision 004). */
  limits: Limits;
}
