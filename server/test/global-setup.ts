import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data dir: every test app on PGlite starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database: every test app on PostgreSQL starts as a copy of it. */
    postgresTemplate: string;
  }
}

/**
 * The API tests' databases are migrated once per run, not once per test file (issue 28): on
 * PGlite a dump of a migrated data dir that each file loads; on PostgreSQL a migrated template
 * that each file's database is created from (CREATE DATABASE ... TEMPLATE). The files can then run
 * in parallel, each on a database of its own, without each paying for the migrations.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    const { createScratchDatabase } = await import('./test-app.ts');
    const template = await createScratchDatabase('octane_template');
    const database = await openDatabase({ databaseUrl: template.url, dataDir: '' });
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    project.provide('pgliteTemplate', '');
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `octane-pglite-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
