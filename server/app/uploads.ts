import type { FastifyInstance } from 'fastify';
import { everyPlan } from '../domain/capabilities.ts';
import { Analysis } from '../features/analysis/job.ts';
import type { MediaDeps } from '../features/media/service.ts';
import { TestMeasure } from '../features/test-days/clips.ts';
import type { AppContext } from '../platform/context.ts';

/** Uploads and the work done on them: each recorded upload's analysis, test-day station clips, and their workers (when `background`). */
export function registerUploads(app: FastifyInstance, ctx: AppContext, background: boolean | undefined): MediaDeps {
  const { db, storage, queue, config, caches } = ctx;
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
  if (background && config.WORKER === 'on') {
    // A start that fails (the database busy at boot) is tried again, so uploads and station clips never wait forever.
    const keepStarting = (name: string, start: () => Promise<unknown>): void =>
      void start().catch((err: unknown) => {
        app.log.error({ err }, `the ${name} worker did not start; trying again in 10 s`);
        setTimeout(() => keepStarting(name, start), 10_000).unref();
      });
    keepStarting('analysis', () => analysis.startWorker());
    keepStarting('test clip', () => testMeasure.startWorker());
  }
  return media;
}
