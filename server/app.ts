import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { plainIssueMessage } from '../common/zod-messages.ts';
import { createContext } from './app/context.ts';
import { registerFeatureRoutes } from './app/feature-routes.ts';
import { registerUploads } from './app/uploads.ts';
import { pageRenderer, webDist } from './app/web.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Analysis } from './features/analysis/job.ts';
import type { MediaDeps } from './features/media/service.ts';
import type { TestMeasure } from './features/test-days/clips.ts';
import { startTimers } from './jobs/timers.ts';
import type { CacheGroup } from './platform/cache/memo.ts';
import { busScope, type CacheBus } from './platform/cache/bus.ts';
import type { ResponseCache } from './platform/cache/response-cache.ts';
import type { AppContext } from './platform/context.ts';
import { HotAnswers } from './platform/http/hot-answers.ts';
import { createLimits, type Limits } from './platform/http/limits.ts';
import { COMPRESS_THRESHOLD, registerPlugins } from './platform/http/plugins.ts';
import { registerReadCaches } from './platform/http/read-caches.ts';
import { createServer } from './platform/http/server.ts';
import { serveSpa } from './platform/http/spa.ts';

// Every validation message a person may read is a plain sentence naming the field (common/zod-messages.ts).
z.config({ customError: (iss) => plainIssueMessage(iss) });

export interface AppDeps {
  config: Config;
  database: Database;
  /** Request limits (memory, or Redis with REDIS_URL); made from the config when not given. */
  limits?: Limits;
  /** Serve the built SPA from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** Run timers (server/jobs/timers.ts: hold expiry, mail dispatch...); tests drive those functions themselves. */
  background?: boolean;
  /** How long a spot is held while paying (tests shorten it). */
  holdMs?: number;
  /** The clock the booking rules read "now" from (the real one unless a test moves it). */
  now?: () => Date;
}

/** The app, step by step: the server, its read caches, the platform's plugins, the one context, uploads and their workers, every feature's routes, timers, the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Counted in Redis when REDIS_URL is set: every web node on one database shares the counts.
  const limits = deps.limits ?? (await createLimits(config.REDIS_URL, database.connectionString ? busScope(database.connectionString) : undefined));
  // The feed and the catalogue, answered from the read cache in front of Fastify (decision 018).
  const hot = new HotAnswers(COMPRESS_THRESHOLD);
  const app = createServer(config, hot);
  app.addHook('onClose', async () => limits.close());
  const { caches, sessionCache } = await registerReadCaches(app, config, database, hot);
  const renderPage = deps.serveWeb ? pageRenderer(database.db, config) : undefined;
  await registerPlugins(app, { config, database, hot, sessionCache, renderPage });
  const ctx = createContext(app, deps, { limits, caches, hot });
  const media = registerUploads(app, ctx, deps.background);
  await registerFeatureRoutes(app, ctx, media);
  if (deps.background) app.addHook('onClose', startTimers(ctx));
  if (deps.serveWeb) await serveSpa(app, webDist);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Read caches of this node; dropped after every state-changing request. */
    caches: CacheGroup;
    /** Every GET /api answer per caller (decision 028). */
    responseCache: ResponseCache;
    /** Tells the other web nodes to drop their caches (null on PGlite: one node). */
    cacheBus: CacheBus | null;
    /** Public answers served from the read cache in front of Fastify (decision 018). */
    hotAnswers: HotAnswers;
    media: MediaDeps;
    analysis: Analysis;
    testMeasure: TestMeasure;
  }
}
