import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, onInterrupt, startChild, waitForHttp, type Child } from './processes.ts';
import type { BenchServer, DatabaseKind } from './types.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer extends BenchServer {
  stop(): Promise<void>;
}

/** The bare node:http hello world in its own process. */
export async function startBaseline(): Promise<{ origin: string; pid?: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = startChild(process.execPath, ['--import', 'tsx', path.join(root, 'bench/baseline-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    label: 'baseline server',
  });
  const origin = `http://127.0.0.1:${port}`;
  await ready(origin + '/', child, 'the baseline server', 30_000);
  return { origin, pid: child.process.pid, stop: () => child.stop() };
}

/**
 * The app as `npm run serve` runs it (built SPA, demo data, production settings), in its own
 * process so that it does not share an event loop with the load generator. PGlite gets a fresh
 * data dir in a temp dir; PostgreSQL gets the database `databaseUrl` names (create it first).
 */
export async function startApp(database: DatabaseKind, databaseUrl?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-bench-'));
  const removeDataDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const forget = onInterrupt(removeDataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SERVE_WEB: 'true',
    LOG_LEVEL: 'warn',
    // Scenarios sign up many users (buyers, profiles) from one address.
    SIGNUP_RATE_LIMIT: '100000',
    LOGIN_RATE_LIMIT: '100000',
  };
  delete env.DATABASE_URL;
  delete env.APP_ORIGIN;
  delete env.REDIS_URL;
  if (database === 'postgres') {
    if (!databaseUrl) throw new Error('a PostgreSQL URL is needed');
    env.DATABASE_URL = databaseUrl;
  }
  const child = startChild(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env,
    label: 'app server',
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await ready(origin + '/readyz', child, `the app server on ${database}`, 120_000);
  } catch (err) {
    forget();
    await removeDataDir();
    throw err;
  }

  const request = (p: string, init: RequestInit = {}) =>
    fetch(origin + p, { ...init, headers: { origin, ...(init.headers as Record<string, string> | undefined) } });
  return {
    origin,
    pid: child.process.pid,
    database,
    databaseUrl: database === 'postgres' ? databaseUrl : undefined,
    request,
    async login(email, password) {
      const res = await request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (res.status !== 200) throw new Error(`login as ${email}: ${res.status} ${await res.text()}`);
      const sid = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => /^(__Host-)?sid=/.test(c));
      if (!sid) throw new Error(`login as ${email}: no session cookie in the answer`);
      return sid;
    },
    async stop() {
      await child.stop(10_000);
      forget();
      await removeDataDir();
    },
  };
}

async function ready(url: string, child: Child, what: string, timeoutMs: number): Promise<void> {
  try {
    await waitForHttp(url, child, timeoutMs);
  } catch (err) {
    await child.stop(1000);
    throw new Error(`${what} ${(err as Error).message}`);
  }
}

/**
 * A fresh database (octane_bench_<pid>) on the PostgreSQL server of `serverUrl`, dropped by `drop()`.
 * Connects to the database the URL names, or to `postgres` when that one does not exist.
 */
export async function createBenchDatabase(serverUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `octane_bench_${process.pid}`;
  const admin = await adminClient(serverUrl);
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = await adminClient(serverUrl);
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function adminClient(serverUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    return client;
  } catch (err) {
    await client.end().catch(() => {});
    if ((err as { code?: string }).code !== '3D000') throw err; // 3D000: the database does not exist
    const url = new URL(serverUrl);
    url.pathname = '/postgres';
    const fallback = new pg.Client({ connectionString: url.toString() });
    await fallback.connect();
    return fallback;
  }
}
