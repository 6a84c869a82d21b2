import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainIssueMessage } from '../common/zod-messages.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './features/auth/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { siteRoutes } from './features/site/routes.ts';
import { sessionProduct } from './features/bookings/product.ts';
import { bookingRoutes } from './features/bookings/routes.ts';
import { handlePaymentEvent } from './features/payments/events.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { parentRoutes } from './features/parent/routes.ts';
import { memberRoutes } from './features/member/routes.ts';
import { coachRoutes } from './features/coach/routes.ts';
import { accountRoutes } from './features/account/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { scheduleRoutes } from './features/schedule/routes.ts';
import { alumniRoutes } from './features/alumni/routes.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import { pageMeta, withMeta } from './features/profiles/page-meta.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { analysisRoutes } from './features/analysis/routes.ts';
import { packProduct } from './features/packs/product.ts';
import { feeProduct } from './features/fees/fees.ts';
import { packRoutes } from './features/packs/routes.ts';
import { annotationRoutes } from './features/annotations/routes.ts';
import { progressRoutes } from './features/progress/routes.ts';
import { Analysis } from './features/analysis/job.ts';
import { TestMeasure } from './features/test-days/clips.ts';
import { createJobQueue } from './platform/jobs/queue.ts';
import type { MediaDeps } from './features/media/service.ts';
import { startTimers } from './jobs/timers.ts';
import { localFileRoutes } from './platform/storage/file-routes.ts';
import { LocalStorage } from './platform/storage/local-storage.ts';
import { createStorage } from './platform/storage/index.ts';
import { pickupProduct } from './features/pickup/product.ts';
import { pickupRoutes } from './features/pickup/routes.ts';
import { planEvents, planProduct } from './features/subscriptions/product.ts';
import { subscriptionRoutes } from './features/subscriptions/routes.ts';
import { programRoutes } from './features/programs/routes.ts';
import { receiptRoutes } from './features/receipts/routes.ts';
import { registrationRoutes } from './features/registration/routes.ts';
import { checkInRoutes } from './features/check-in/routes.ts';
import { reminderRoutes } from './features/reminders/routes.ts';
import { pushRoutes } from './features/push/routes.ts';
import { waiverRoutes } from './features/waivers/routes.ts';
import { trainingPlanRoutes } from './features/training-plans/routes.ts';
import { libraryRoutes } from './features/library/routes.ts';
import { testDayRoutes } from './features/test-days/routes.ts';
import { teamReportRoutes } from './features/team-reports/routes.ts';
import { calendarFeedRoutes } from './features/calendar-feed/routes.ts';
import { attendancePolicyRoutes } from './features/attendance-policy/routes.ts';
import type { AppContext } from './platform/context.ts';
import { createPaymentProvider } from './platform/payments/index.ts';
import { OfflinePaymentProvider } from './platform/payments/offline-provider.ts';
import { PaymentProducts } from './platform/payments/products.ts';
import { authPlugin } from './platform/auth/plugin.ts';
import { CacheGroup, reuseSnapshotJson } from './platform/cache/memo.ts';
import { busScope, startCacheBus, type CacheBus } from './platform/cache/bus.ts';
import { ResponseCache } from './platform/cache/response-cache.ts';
import { SessionCache } from './platform/auth/sessions.ts';
import { registerPrecompressedSnapshots } from './platform/http/precompressed.ts';
import { lazyChildLoggerFactory } from './platform/http/request-logger.ts';
import { HotAnswers, requestIdOf } from './platform/http/hot-answers.ts';
import { clientErrorMessage, registerErrorHandler } from './platform/http/error-handler.ts';
import { registerMessageLanguage } from './platform/i18n/language.ts';
import { registerObservability } from './platform/http/observability.ts';
import { createLimits, type Limits } from './platform/http/limits.ts';
import { READ_ONLY_METHODS, registerSecurity } from './platform/http/security.ts';
import { serveSpa } from './platform/http/spa.ts';
import { everyPlan } from './domain/capabilities.ts';

// Every validation message a person may read is a plain sentence naming the field (common/zod-messages.ts).
z.config({ customError: (iss) => plainIssueMessage(iss) });

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');

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

export const HOLD_MS = 10 * 60 * 1000;
/** Responses smaller than this many bytes are sent uncompressed. */
const COMPRESS_THRESHOLD = 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const db = database.db;
  // Counted in Redis when REDIS_URL is set: every web node on one database shares the counts.
  const limits = deps.limits ?? (await createLimits(config.REDIS_URL, database.connectionString ? busScope(database.connectionString) : undefined));
  // The feed and the catalogue, answered from the read cache in front of Fastify (decision 018).
  const hot = new HotAnswers(COMPRESS_THRESHOLD);
  const app = Fastify({
    serverFactory: hot.serverFactory,
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // Each request's child logger (with its id) is made only when something is logged.
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // A malformed address (bad percent-encoding, a too-long parameter) answers like any other error.
    frameworkErrors: (err, _req, reply) => {
      const status = err.statusCode ?? 400;
      void (reply as FastifyReply).code(status).send({ message: clientErrorMessage(err, status) });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their zod schema; a memo() value (the content feed) only once.
  // Fastify sends a serializer's Buffer as it is, though its type says string.
  app.setSerializerCompiler<Parameters<typeof serializerCompiler>[0]['schema']>(
    (route) => reuseSnapshotJson(serializerCompiler(route)) as (data: unknown) => string,
  );
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onClose', async () => limits.close());
  // Read caches (sessions, catalogue, feed) are dropped once a state-changing request is handled:
  // onSend runs after the handler, so its transactions have committed, and before the answer
  // leaves, so the client's next request already reads the new state, on this node and (through
  // the bus, which waits for every other node to confirm) on every other one (decision 022).
  const caches = new CacheGroup();
  app.decorate('caches', caches);
  app.decorate('hotAnswers', hot);
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (READ_ONLY_METHODS.has(req.method)) return done(null, payload);
    const synced = caches.invalidate();
    if (synced) void synced.then(() => done(null, payload));
    else done(null, payload);
  });
  // Every GET /api answer, per caller, under the same rules (decision 028). Its onSend comes
  // before compression's.
  const responses = new ResponseCache(config.READ_CACHE_MS, caches);
  responses.register(app);
  app.decorate('responseCache', responses);
  const sessionCache = new SessionCache(config.READ_CACHE_MS, undefined, caches);
  const bus = await startCacheBus(config, database, caches, app.log);
  app.decorate('cacheBus', bus);
  if (bus) app.addHook('onClose', async () => bus.close());

  const indexHtml = deps.serveWeb ? readIndexHtml() : null;
  registerMessageLanguage(app);
  registerErrorHandler(app, {
    renderPage: indexHtml
      ? async (path) =>
          withMeta(indexHtml, await pageMeta(db, path, config.BUSINESS_NAME).catch(() => null), config.APP_ORIGIN ?? `http://localhost:${config.PORT}`)
      : undefined,
  });
  hot.setHeaders((await registerSecurity(app, config.APP_ORIGIN, storageOrigins(config))).dataHeaders);
  registerPrecompressedSnapshots(app, COMPRESS_THRESHOLD);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: `${config.BUSINESS_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const metrics = await registerObservability(app, database);
  hot.onServed = (route, seconds) => metrics.observe('GET', route, 200, seconds);
  await app.register(authPlugin, {
    db,
    sessionDays: config.SESSION_DAYS,
    secure: config.APP_ORIGIN?.startsWith('https://') ?? false,
    cache: sessionCache,
  });

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

  // An analysis changing state (running, done, failed) drops the read caches, as a request would.
  const analysis = new Analysis({ db, storage, queue, log: app.log, now: () => ctx.now(), onChange: () => void caches.invalidate() });
  app.decorate('analysis', analysis);
  // A recorded upload queues its analysis: the one thing media needs beyond the context.
  // Every plan sells the analysis (decision 049): this is where each recorded upload gets it.
  const onRecorded = everyPlan('movementAnalysis', 'analysis: every recorded upload is queued', (mediaId: number) => analysis.enqueue(mediaId));
  const media: MediaDeps = { db, storage, tz: config.FACILITY_TZ, now: () => ctx.now(), onRecorded };
  app.decorate('media', media);
  // Test-day clips measured at the station (issue 31): jump heights, on the same worker.
  const testMeasure = new TestMeasure({ db, storage, queue, log: app.log, now: () => ctx.now(), onChange: () => void caches.invalidate() });
  app.decorate('testMeasure', testMeasure);
  if (deps.background && config.WORKER === 'on') {
    // A start that fails (the database busy at boot) is tried again, so uploads and station clips never wait forever.
    const keepStarting = (name: string, start: () => Promise<unknown>): void =>
      void start().catch((err: unknown) => {
        app.log.error({ err }, `the ${name} worker did not start; trying again in 10 s`);
        setTimeout(() => keepStarting(name, start), 10_000).unref();
      });
    keepStarting('analysis', () => analysis.startWorker());
    keepStarting('test clip', () => testMeasure.startWorker());
  }

  // Every feature's routes, its staff routes included, get the one context.
  for (const routes of [
    authRoutes,
    accountRoutes,
    siteRoutes,
    contentRoutes,
    programRoutes,
    scheduleRoutes,
    paymentRoutes,
    bookingRoutes,
    registrationRoutes,
    waiverRoutes,
    reminderRoutes,
    checkInRoutes,
    pushRoutes,
    trainingPlanRoutes,
    libraryRoutes,
    testDayRoutes,
    teamReportRoutes,
    calendarFeedRoutes,
    attendancePolicyRoutes,
    pickupRoutes,
    subscriptionRoutes,
    packRoutes,
    receiptRoutes,
    memberRoutes,
    parentRoutes,
    coachRoutes,
    profileRoutes,
    alumniRoutes,
    analysisRoutes,
    annotationRoutes,
    progressRoutes,
    auditRoutes,
    outboxRoutes,
  ]) {
    await app.register(routes, ctx);
  }
  await app.register(mediaRoutes, { ...ctx, media });
  // Local disk only: the upload and read links point at this server.
  if (storage instanceof LocalStorage) await app.register(localFileRoutes, { storage });

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

/** The origins the browser talks to for S3 storage (none for local disk). */
function storageOrigins(config: Config): string[] {
  if (!config.S3_BUCKET) return [];
  if (config.S3_ENDPOINT) {
    const u = new URL(config.S3_ENDPOINT);
    return config.S3_FORCE_PATH_STYLE === false ? [`${u.protocol}//${config.S3_BUCKET}.${u.host}`] : [u.origin];
  }
  return [`https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`, `https://${config.S3_BUCKET}.s3.amazonaws.com`];
}

function readIndexHtml(): string {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) throw new Error(`The web app is not built (${indexPath} is missing): run npm run build.`);
  return fs.readFileSync(indexPath, 'utf8');
}
