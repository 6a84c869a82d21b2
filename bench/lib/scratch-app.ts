import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { migrate, openDatabase, type Database } from '../../server/db/client.ts';
import { testConfig } from '../../server/test/test-app.ts';
import { createBenchDatabase } from './servers.ts';

/**
 * The set-up of the one-at-a-time benches (bench:today, bench:plans, bench:board): a scratch
 * PostgreSQL database (BENCH_DATABASE_URL or DATABASE_URL), migrated, with the app built on it;
 * `run` fills it and measures, answering whether the target was met. Everything is dropped after,
 * and the process exits 0 or 1 with that answer. The response cache is off (READ_CACHE_MS 0): every
 * request computes its answer, which is what the targets are about (with the cache, repeated calls
 * within 2 s would be answered from memory).
 */
export async function onScratchApp(name: string, run: (app: FastifyInstance, database: Database) => Promise<boolean>): Promise<never> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error(`bench:${name} needs BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL)`);
  const scratch = await createBenchDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `octane-bench-${name}-`));
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
  let met = false;
  try {
    await migrate(database);
    const app = await buildApp({ config: { ...testConfig(dataDir), READ_CACHE_MS: 0 }, database });
    met = await run(app, database);
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(met ? 0 : 1);
}
