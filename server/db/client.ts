import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (the cache bus opens its own listening connection). */
  connectionString?: string;
  /** Runs raw SQL (used by health checks and the job queue). */
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir: string;
  /** A dump of a migrated PGlite data dir to start from (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    let closing = false;
    // An idle connection dropped by the server must not crash the process; a query will reconnect.
    pool.on('error', (err) => {
      if (!closing) console.error('PostgreSQL connection error:', err.message);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connectionString: opts.databaseUrl,
      query: async (text, params) => pool.query(text, params as unknown[]),
      close: async () => {
        closing = true;
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = () => {};
  if (!opts.dataDir.startsWith('memory://')) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    release = takeLock(opts.dataDir);
  }
  // pg_trgm: the directory's search index (migration 0007); PostgreSQL ships it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(opts.dataDir, { extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async (text, params) => client.query(text, params as unknown[]) as Promise<{ rows: Record<string, unknown>[] }>,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** PGlite corrupts a data dir opened by two processes at once: refuse the second one. */
function takeLock(dir: string): () => void {
  const lockPath = path.join(dir, '.octane.lock');
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The database in ${dir} is in use by process ${pid}. Stop it first, or set DATABASE_URL.`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => fs.rmSync(lockPath, { force: true });
}

/** Whether a process with this id is running (on this machine). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}

/** Whether an error is PostgreSQL's unique violation (23505), as thrown by pg or PGlite through Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
