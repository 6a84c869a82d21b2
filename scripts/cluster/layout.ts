/**
 * The production layout of docs/deploy.md on this machine, for `npm run test:cluster`: the
 * machine's PostgreSQL (a fresh database of its own) and Redis (each started if down), s3rver as
 * the S3-compatible store, two web nodes with the worker off behind HAProxy, and one
 * `npm run worker`. Every process started here is killed by stopAll(), also on failure.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';

export const PORTS = { lb: 5200, a: 5201, b: 5202, s3: 5203 } as const;
export const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUCKET = 'octane-cluster';

export const log = (msg: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${msg}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it holds (generous: a loaded 2-core machine). */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 120_000, everyMs = 200): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

function has(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function sh(cmd: string): string {
  return execFileSync('sh', ['-c', cmd], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Installs what is missing from Debian (HAProxy; Redis and PostgreSQL where absent). */
export function ensurePackages(): void {
  const missing = [
    ['haproxy', 'haproxy'],
    ['redis-server', 'redis-server'],
    ['pg_isready', 'postgresql'],
  ]
    .filter(([cmd]) => !has(cmd!))
    .map(([, pkg]) => pkg!);
  if (missing.length === 0) return;
  log(`installing from Debian: ${missing.join(' ')}`);
  const apt = (args: string) => sh(`DEBIAN_FRONTEND=noninteractive apt-get ${args}`);
  try {
    apt(`install -y --no-install-recommends ${missing.join(' ')}`);
  } catch {
    apt('update -q');
    apt(`install -y --no-install-recommends ${missing.join(' ')}`);
  }
}

/** The machine's PostgreSQL and Redis, started if down (as .ci/run does). */
export async function ensureServices(): Promise<void> {
  const pgUp = () => {
    try {
      sh('pg_isready -h 127.0.0.1 -p 5432 -q');
      return true;
    } catch {
      return false;
    }
  };
  if (!pgUp()) {
    log('starting PostgreSQL');
    const version = fs.readdirSync('/etc/postgresql')[0];
    sh(`pg_ctlcluster --skip-systemctl-redirect ${version} main start || true`);
    await until('PostgreSQL', pgUp, 60_000, 500);
  }
  const redisUp = () => {
    try {
      return sh('redis-cli -h 127.0.0.1 -p 6379 ping').trim() === 'PONG';
    } catch {
      return false;
    }
  };
  if (!redisUp()) {
    log('starting Redis');
    fs.mkdirSync('/var/lib/redis', { recursive: true });
    fs.mkdirSync('/var/log/redis', { recursive: true });
    sh(`redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log`);
    await until('Redis', redisUp, 30_000, 250);
  }
}

export interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const procs = new Set<Proc>();

/** Starts a command in its own process group (so npm's children die with it), keeping its output. */
export function start(name: string, cmd: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc = { name, child, output, exited };
  procs.add(proc);
  void exited.then(() => procs.delete(proc));
  return proc;
}

/** Kills a process group at once (kill -9), as a crash would. */
export async function crash(proc: Proc): Promise<void> {
  signalGroup(proc, 'SIGKILL');
  await proc.exited;
}

function signalGroup(proc: Proc, signal: NodeJS.Signals): void {
  if (proc.child.pid === undefined || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every process started here: SIGTERM, then SIGKILL after 5 s. */
export async function stopAll(): Promise<void> {
  const left = [...procs];
  for (const p of left) signalGroup(p, 'SIGTERM');
  await Promise.race([Promise.all(left.map((p) => p.exited)), sleep(5000)]);
  for (const p of left) signalGroup(p, 'SIGKILL');
}

/** Last resort when the runner itself exits: no process outlives it. */
process.on('exit', () => {
  for (const p of procs) signalGroup(p, 'SIGKILL');
});

export async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  await res.arrayBuffer();
  return res.ok;
}

export interface Layout {
  databaseUrl: string;
  env: Record<string, string>;
  s3: S3rver;
  nodes: { a: Proc; b: Proc };
  worker: Proc;
  haproxy: Proc;
  /** Starts (again) a web node or the worker with the layout's settings. */
  startNode(which: 'a' | 'b'): Proc;
  startWorker(): Proc;
  close(): Promise<void>;
}

export async function startLayout(): Promise<Layout> {
  ensurePackages();
  await ensureServices();
  const dbName = `octane_cluster_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-cluster-'));
  let layout: Partial<Layout> = {};
  const close = async () => {
    await stopAll();
    await layout.s3?.close().catch(() => {});
    const a = new pg.Client({ connectionString: ADMIN_URL });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await a.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const s3 = new S3rver({ address: '127.0.0.1', port: PORTS.s3, silent: true, directory: path.join(tmp, 's3') });
    layout.s3 = s3;
    await s3.run();
    const s3Env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    await new S3Client({
      endpoint: s3Env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new CreateBucketCommand({ Bucket: BUCKET }));
    const env: Record<string, string> = {
      ...s3Env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: path.join(tmp, 'data'),
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      STORAGE_SECRET: crypto.randomBytes(24).toString('hex'),
      TEST_PROVIDER_WEBHOOK_SECRET: crypto.randomBytes(24).toString('hex'),
      LOGIN_RATE_LIMIT: '5',
      SIGNUP_RATE_LIMIT: '3',
      // In CI this layout runs beside the type check, lint and unit tests on two cores, where a node's
      // confirmation of a cache drop can take over the 1 s default; the checks here are about the
      // protocol (the answer waits for every node), and the give-up after the timeout is tested in
      // server/platform/cache/bus.api.test.ts.
      CACHE_SYNC_TIMEOUT_MS: '10000',
    };
    const startNode = (which: 'a' | 'b') =>
      start(`web ${which.toUpperCase()}`, 'npm', ['run', '--silent', 'serve'], { ...env, PORT: String(PORTS[which]), HOST: '127.0.0.1', WORKER: 'off' });
    const startWorker = () => start('worker', 'npm', ['run', '--silent', 'worker'], env);
    log(`database ${dbName}; starting web nodes A (:${PORTS.a}) and B (:${PORTS.b}), the worker, HAProxy (:${PORTS.lb}), s3rver (:${PORTS.s3})`);
    // A migrates first (B would wait on the migrator's lock anyway).
    const a = startNode('a');
    await until('web node A', () => httpOk(`http://127.0.0.1:${PORTS.a}/readyz`), 180_000, 500).catch((err) => fail(err, a));
    const b = startNode('b');
    const worker = startWorker();
    const cfg = path.join(tmp, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig());
    const haproxy = start('haproxy', 'haproxy', ['-db', '-f', cfg], {});
    await until('web node B', () => httpOk(`http://127.0.0.1:${PORTS.b}/readyz`), 180_000, 500).catch((err) => fail(err, b));
    await until('HAProxy to see both nodes', () => httpOk(`http://127.0.0.1:${PORTS.lb}/readyz`), 60_000, 250).catch((err) => fail(err, haproxy));
    await until('the worker', () => worker.output.some((l) => l.includes('analysis worker started')), 180_000, 250).catch((err) => fail(err, worker));
    layout = { ...layout, databaseUrl, env, nodes: { a, b }, worker, haproxy, startNode, startWorker, close };
    return layout as Layout;
  } catch (err) {
    await close();
    throw err;
  }
}

function fail(err: unknown, proc: Proc): never {
  throw new Error(`${String(err)}\n--- last output of ${proc.name} ---\n${proc.output.slice(-30).join('\n')}`);
}

/**
 * Round robin over both nodes, health-checked on /readyz every 500 ms. A request whose connection
 * was refused (a node just killed) is sent to the other node; one already sent is never re-sent
 * (a POST may have been carried out), so the client sees a 502 for it, as in production. Server
 * connections are never reused across requests (`http-reuse never`): an idle kept-alive connection to
 * a node that has just died may still look open to HAProxy, and a request sent on it is answered 502
 * even though the node was already gone (a CI run saw one, 155 ms after the kill); a new connection to
 * a dead node is refused instead, and that refusal is retried on the other node.
 */
function haproxyConfig(): string {
  return `global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch 1
  retry-on conn-failure
  http-reuse never
frontend web
  bind 127.0.0.1:${PORTS.lb}
  option forwardfor
  default_backend nodes
backend nodes
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  server a 127.0.0.1:${PORTS.a} check
  server b 127.0.0.1:${PORTS.b} check
`;
}

/**
 * Runs `main` on a layout it starts, within `limitMs`, then closes the layout and exits: 0 when `main`
 * resolves; 1 when it throws (with the last output of both web nodes and the worker) or overruns;
 * 130 or 143 on Ctrl-C or SIGTERM. `tag` names the run in its error lines.
 */
export async function runOnLayout(tag: string, limitMs: number, main: (layout: Layout) => Promise<void>): Promise<never> {
  let layout: Layout | undefined;
  let stopping = false;
  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      await layout?.close().catch((err: unknown) => console.error(`[${tag}] clean-up:`, err));
    }
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(130));
  process.once('SIGTERM', () => void shutdown(143));
  const watchdog = setTimeout(() => {
    console.error(`[${tag}] over ${limitMs / 1000} s: stopping everything`);
    void shutdown(1);
  }, limitMs);
  watchdog.unref();
  try {
    layout = await startLayout();
    await main(layout);
  } catch (err) {
    if (layout)
      for (const p of [layout.nodes.a, layout.nodes.b, layout.worker]) console.error(`--- last output of ${p.name} ---\n${p.output.slice(-15).join('\n')}`);
    // Last, so that CI's tail of a failed stage shows it: the message (with an assertion's diff), then where.
    console.error(`[${tag}] FAILED: ${err instanceof Error ? err.message : String(err)}`);
    if (err instanceof Error && err.stack) console.error(err.stack.split('\n').slice(1, 6).join('\n'));
    return shutdown(1);
  }
  return shutdown(0);
}
