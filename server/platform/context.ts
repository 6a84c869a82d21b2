import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CacheGroup } from './cache/memo.ts';
import type { PaymentProducts } from './payments/products.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What feature services need from the platform; built once in app.ts and passed to route plugins. */
export interface AppContext {
  db: Db;
  payments: PaymentProvider;
  /** What payments buy: products register their fulfilment with the payments feature (decision 019). */
  products: PaymentProducts;
  config: Config;
  log: FastifyBaseLogger;
  /** Milliseconds a spot is held while the buyer pays. */
  holdMs: number;
  /** This node's read caches, dropped after every state-changing request (decision 016). */
  caches: CacheGroup;
}
