import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sessionProduct } from '../features/bookings/product.ts';
import { feeProduct } from '../features/fees/fees.ts';
import { packProduct } from '../features/packs/product.ts';
import { handlePaymentEvent } from '../features/payments/events.ts';
import { pickupProduct } from '../features/pickup/product.ts';
import { planEvents, planProduct } from '../features/subscriptions/product.ts';
import type { CacheGroup } from '../platform/cache/memo.ts';
import type { AppContext } from '../platform/context.ts';
import type { HotAnswers } from '../platform/http/hot-answers.ts';
import type { Limits } from '../platform/http/limits.ts';
import { createJobQueue } from '../platform/jobs/queue.ts';
import { createPaymentProvider } from '../platform/payments/index.ts';
import { OfflinePaymentProvider } from '../platform/payments/offline-provider.ts';
import { PaymentProducts } from '../platform/payments/products.ts';
import { createStorage } from '../platform/storage/index.ts';

export const HOLD_MS = 10 * 60 * 1000;

export interface ContextDeps {
  config: Config;
  database: Database;
  /** How long a spot is held while paying (tests shorten it). */
  holdMs?: number;
  /** The clock the booking rules read "now" from (the real one unless a test moves it). */
  now?: () => Date;
}

/** The one AppContext every route plugin and job gets: storage, payments and what they buy, the job queue, the clock, the caches. */
export function createContext(app: FastifyInstance, deps: ContextDeps, shared: { limits: Limits; caches: CacheGroup; hot: HotAnswers }): AppContext {
  const { config, database } = deps;
  const { limits, caches, hot } = shared;
  const db = database.db;
  const storage = createStorage(config);
  const payments = createPaymentProvider(config, db);
  // AI analysis: a durable job per recorded upload; the worker runs here unless WORKER=off.
  const queue = createJobQueue(database);
  app.addHook('onClose', async () => queue.stop());
  const ctx: AppContext = {
    db,
    payments,
    products: new PaymentProducts(),
    storage,
    queue,
    config,
    log: app.log,
    now: deps.now ?? (() => new Date()),
    holdMs: deps.holdMs ?? HOLD_MS,
    caches,
    hot,
    limits,
  };
  // What payments buy (decision 019): the payments feature knows products only through this registry.
  ctx.products.register('SESSION', sessionProduct(ctx));
  ctx.products.register('PICKUP', pickupProduct(ctx));
  ctx.products.register('PLAN', planProduct(ctx));
  ctx.products.register('PACK', packProduct(ctx));
  ctx.products.register('FEE', feeProduct(ctx));
  ctx.products.onEvent(planEvents(ctx));
  if (payments instanceof OfflinePaymentProvider) payments.onEvent = (event) => handlePaymentEvent(ctx, event);
  app.decorate('ctx', ctx);
  return ctx;
}
