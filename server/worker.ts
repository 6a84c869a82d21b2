/**
 * npm run worker: the analysis worker on its own, for the PostgreSQL deployment (docs/design.md 1):
 * run any number of these beside web nodes started with WORKER=off. Each runs one analysis at a
 * time (the WASM backend uses one core). The embedded PGlite database can be opened by one process
 * only, so without DATABASE_URL `npm start` runs the worker in-process instead.
 */
import path from 'node:path';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { Analysis } from './features/analysis/job.ts';
import { TestMeasure } from './features/test-days/clips.ts';
import { startCacheBus } from './platform/cache/bus.ts';
import { CacheGroup } from './platform/cache/memo.ts';
import { createJobQueue } from './platform/jobs/queue.ts';
import { createStorage } from './platform/storage/index.ts';

async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    console.error(
      [
        'npm run worker needs DATABASE_URL (PostgreSQL).',
        `The embedded PGlite database (${path.resolve(config.DATA_DIR, 'pglite')}) can only be opened by one process,`,
        'and `npm start` already runs the analysis worker in-process (WORKER=on, the default).',
        'To scale out: set DATABASE_URL, start web nodes with WORKER=off and run npm run worker beside them.',
      ].join('\n'),
    );
    process.exit(2);
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: '' });
  await migrate(database);
  const storage = createStorage(config);
  const queue = createJobQueue(database);
  const log = {
    info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', time: Date.now(), msg, ...obj })),
    error: (obj: object, msg?: string) =>
      console.error(JSON.stringify({ level: 'error', time: Date.now(), msg, ...obj, err: String((obj as { err?: unknown }).err ?? '') })),
  };
  // The web nodes' read caches are told when an analysis changes state (decision 028).
  const caches = new CacheGroup();
  const bus = await startCacheBus(config, database, caches, { ...log, warn: (obj: object, msg?: string) => log.info(obj, msg) });
  const analysis = new Analysis({ db: database.db, storage, queue, log, now: () => new Date(), onChange: () => void caches.invalidate() });
  await analysis.startWorker();
  await new TestMeasure({ db: database.db, storage, queue, log, now: () => new Date(), onChange: () => void caches.invalidate() }).startWorker();
  log.info({ pid: process.pid }, 'analysis worker started (one job at a time)');

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'analysis worker stopping');
    await queue.stop();
    await bus?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
