/**
 * npm run bench:rush: a rush hour on the production layout (scripts/cluster/layout.ts: the machine's
 * PostgreSQL with a fresh database, Redis, s3rver, web nodes, HAProxy, the worker). Virtual members
 * run the browser's journeys, started open-loop at a fixed mean rate (Poisson arrivals: members do
 * not wait for each other), the rate stepping up until a step fails (any request kind's p99 over
 * RUSH_P99_MS, or any error): first on one web node directly (node B stopped), then on two nodes
 * behind HAProxy. For each rate: every request kind's count, errors, p50 and p99, and the CPU time of
 * the web node processes (and of HAProxy, PostgreSQL's backends of the bench database, the worker)
 * per journey, with the load average, so that capacity per core can be planned.
 *
 * Journeys (the mix is RUSH_MIX): `browse` signs in, opens the dashboard, the schedule and the
 * sessions page; `book` signs in, opens the schedule, the checkout, pays with the test card and sees
 * the confirmation; `upload` signs in, opens the dashboard, uploads a small photo (upload link, PUT
 * to the S3 store, record) and polls its analysis; `parent` signs in as a parent and opens the parent
 * dashboard and their linked athletes' sessions and feedback. Each page's requests go out together,
 * as the browser's queries do, with a think time between pages.
 *
 * Data: the demo data (programs, about 50 sessions over two weeks, posts, alumni), the sessions' spots
 * raised so capacity is never the limit, RUSH_MEMBERS athletes on the Pro plan (no monthly booking
 * limit) with waiver and emergency contact, and RUSH_PARENTS parents with two linked athletes each,
 * written straight into the database (one argon2 hash for all: sign-in still verifies it).
 *
 * The photo analysis (the worker, pose estimation on the CPU) is slow and runs on its own machine in
 * production: the worker here runs at nice RUSH_WORKER_NICE (19) so that it takes only idle CPU; the
 * upload and record requests are timed as steps, the analyses finished are counted separately.
 *
 * CPU: before and after each rate (after its journeys have all finished), the user + system time
 * of every process in the web nodes' process groups (npm, sh, node), HAProxy's, the worker's, and of
 * the PostgreSQL backends connected to the bench database (sampled every second); divided by the
 * journeys finished. The layout's idle CPU (measured for RUSH_IDLE_SECONDS after the warm-up) is also
 * taken off, for the cost a journey adds. s3rver runs inside this process (layout.ts), so its CPU
 * counts as the load generator's.
 *
 * Environment: RUSH_RATES (journeys per minute, comma-separated; 30,60,120,240,480,960,1920),
 * RUSH_STEP_SECONDS (30), RUSH_WARMUP_SECONDS (15, at RUSH_WARMUP_RATE 60/min, not recorded),
 * RUSH_IDLE_SECONDS (6), RUSH_THINK_MS (1000: think time between pages, 0.5 to 1.5 times),
 * RUSH_P99_MS (200), RUSH_MIX (browse:60,book:15,upload:10,parent:15), RUSH_LAYOUTS (one,two),
 * RUSH_MEMBERS (3000), RUSH_PARENTS (300), RUSH_ARRIVALS (poisson | uniform), RUSH_SEED (17),
 * RUSH_ANALYSIS_POLLS (3) every RUSH_ANALYSIS_POLL_MS (2000), RUSH_WORKER_NICE (19; 0 leaves it),
 * RUSH_PEAK_JOURNEYS_PER_MEMBER (2) and RUSH_CORE_BUSY (0.6) for the members-per-core line,
 * RUSH_TIMEOUT (900 s: then everything is stopped), BENCH_JSON=<file> for every figure as JSON.
 * CLUSTER_ADMIN_DATABASE_URL and CLUSTER_REDIS_URL as for the cluster test. Needs the ports of
 * the cluster test (5200-5203) free: do not run both at once.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { desc } from 'drizzle-orm';
import pg from 'pg';
import { MEMBER_REGISTRATION } from '../common/fixtures/registration.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed/demo.ts';
import { athleteLinks, athleteRegistrations, subscriptions, users, waiverSignatures, waiverVersions } from '../server/db/schema/index.ts';
import { ensureFirstVersion } from '../server/features/waivers/versions.ts';
import { hashPassword } from '../server/features/auth/service.ts';
import { makeJpeg } from '../server/test/media-files.ts';
import { PORTS, runOnLayout, until, type Layout, type Proc } from '../scripts/cluster/layout.ts';
import { mulberry32 } from './lib/mulberry32.js';

const num = (name: string, fallback: number) => {
  const v = process.env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number, not "${v}"`);
  return n;
};
const RATES = (process.env.RUSH_RATES ?? '30,60,120,240,480,960,1920')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const STEP_S = num('RUSH_STEP_SECONDS', 30);
const WARMUP_S = num('RUSH_WARMUP_SECONDS', 15);
const WARMUP_RATE = num('RUSH_WARMUP_RATE', 60);
const THINK_MS = num('RUSH_THINK_MS', 1000);
const P99_MS = num('RUSH_P99_MS', 200);
const MEMBERS = num('RUSH_MEMBERS', 3000);
const PARENTS = Math.min(num('RUSH_PARENTS', 300), Math.floor(MEMBERS / 2));
const POLLS = num('RUSH_ANALYSIS_POLLS', 3);
const POLL_MS = num('RUSH_ANALYSIS_POLL_MS', 2000);
const WORKER_NICE = num('RUSH_WORKER_NICE', 19);
const ARRIVALS = process.env.RUSH_ARRIVALS === 'uniform' ? 'uniform' : 'poisson';
const LIMIT_MS = num('RUSH_TIMEOUT', 900) * 1000;
const REQUEST_TIMEOUT_MS = 30_000;
const DRAIN_MS = 90_000;
const IDLE_S = num('RUSH_IDLE_SECONDS', 6);
const PEAK_JOURNEYS = num('RUSH_PEAK_JOURNEYS_PER_MEMBER', 2);
const CORE_BUSY = num('RUSH_CORE_BUSY', 0.6);
const idleByLayout: Partial<Record<'one' | 'two', { web: number; haproxy: number; database: number }>> = {};
const LAYOUTS = (process.env.RUSH_LAYOUTS ?? 'one,two').split(',').map((s) => s.trim()) as Array<'one' | 'two'>;
const KINDS = ['browse', 'book', 'upload', 'parent'] as const;
type Kind = (typeof KINDS)[number];
const MIX = parseMix(process.env.RUSH_MIX ?? 'browse:60,book:15,upload:10,parent:15');
const PASSWORD = 'rush-hour-password-2026';
const CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const PAGE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;

const log = (line = '') => process.stdout.write(line + '\n');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (n: number, d = 0) => Math.round(n * 10 ** d) / 10 ** d;
const loadAverage = () => round(os.loadavg()[0]!, 2);

function parseMix(text: string): Record<Kind, number> {
  const mix = { browse: 0, book: 0, upload: 0, parent: 0 };
  for (const part of text.split(',')) {
    const [k, w] = part.split(':').map((s) => s.trim());
    if (!KINDS.includes(k as Kind) || !(Number(w) >= 0)) throw new Error(`RUSH_MIX: "${part}" is not kind:weight (kinds: ${KINDS.join(', ')})`);
    mix[k as Kind] = Number(w);
  }
  const sum = Object.values(mix).reduce((a, b) => a + b, 0);
  if (sum <= 0) throw new Error('RUSH_MIX: the weights add up to 0');
  return mix;
}

/** The same seed gives the same arrivals, mix and members. */
const random = mulberry32(num('RUSH_SEED', 17));

// ---------------------------------------------------------------- CPU time from /proc

interface ProcStat {
  pgrp: number;
  ticks: number;
  rssBytes: number;
}

function readStat(pid: number | string): ProcStat | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pgrp: Number(f[2]), ticks: Number(f[11]) + Number(f[12]), rssBytes: Number(f[21]) * PAGE };
  } catch {
    return undefined;
  }
}

/** User + system CPU milliseconds of every process in a process group (a layout process and its children), and the largest RSS. */
function groupUsage(pgid: number | undefined): { cpuMs: number; rssMb: number } {
  if (pgid === undefined) return { cpuMs: 0, rssMb: 0 };
  let ticks = 0;
  let rss = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(name);
    if (!s || s.pgrp !== pgid) continue;
    ticks += s.ticks;
    rss = Math.max(rss, s.rssBytes);
  }
  return { cpuMs: (ticks * 1000) / CLK_TCK, rssMb: round(rss / 2 ** 20) };
}

/** Busy and total jiffies of the whole machine (/proc/stat), for the share of the CPUs in use. */
function machineTicks(): { busy: number; total: number } {
  const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3]! - f[4]!, total };
}

/**
 * CPU of the PostgreSQL backends serving the bench database (the web nodes' and the worker's
 * connections), sampled every second: a backend that exits loses at most its last second.
 */
class DatabaseCpu {
  private last = new Map<number, number>();
  private totalTicks = 0;
  private started = false;
  private timer?: NodeJS.Timeout;
  private busy = false;
  constructor(private readonly client: pg.Client) {}

  async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { rows } = await this.client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      const seen = new Map<number, number>();
      for (const { pid } of rows) {
        const s = readStat(pid);
        if (!s) continue;
        seen.set(pid, s.ticks);
        const prev = this.last.get(pid);
        if (prev !== undefined) this.totalTicks += s.ticks - prev;
        else if (this.started) this.totalTicks += s.ticks;
      }
      this.last = seen;
      this.started = true;
    } finally {
      this.busy = false;
    }
  }

  start(): void {
    this.timer = setInterval(() => void this.sample().catch(() => {}), 1000);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async cpuMs(): Promise<number> {
    while (this.busy) await sleep(20);
    await this.sample();
    return (this.totalTicks * 1000) / CLK_TCK;
  }
}

// ---------------------------------------------------------------- figures

interface StepFigures {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** Not the product's server (the S3 store): shown, not part of the verdict. */
  external: boolean;
  sampleErrors: string[];
}

class Recorder {
  private steps = new Map<string, { ms: number[]; errors: number; external: boolean; samples: string[] }>();
  journeys = { started: 0, done: 0, failed: 0, byKind: { browse: 0, book: 0, upload: 0, parent: 0 } as Record<Kind, number> };
  startLagMs: number[] = [];
  uploaded: number[] = [];

  record(step: string, ms: number, error: string | undefined, external = false): void {
    let s = this.steps.get(step);
    if (!s) this.steps.set(step, (s = { ms: [], errors: 0, external, samples: [] }));
    s.ms.push(ms);
    if (error) {
      s.errors += 1;
      if (s.samples.length < 3) s.samples.push(error);
    }
  }

  figures(): Record<string, StepFigures> {
    const out: Record<string, StepFigures> = {};
    for (const [name, s] of [...this.steps].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...s.ms].sort((a, b) => a - b);
      out[name] = {
        count: sorted.length,
        errors: s.errors,
        p50: round(quantile(sorted, 0.5)),
        p99: round(quantile(sorted, 0.99)),
        max: round(sorted.at(-1) ?? 0),
        external: s.external,
        sampleErrors: s.samples,
      };
    }
    return out;
  }
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------- members and their browsers

interface Member {
  email: string;
  id: number;
  ip: string;
  booked: Set<number>;
  busy: boolean;
  athletes: number[];
}

class JourneyError extends Error {}

/** One browser: its own cookie and its own address (X-Forwarded-For; the nodes trust the proxy). */
class Browser {
  private cookie = '';
  constructor(
    private readonly base: string,
    private readonly member: Member,
    private readonly rec: Recorder,
  ) {}

  async send<T = unknown>(method: string, path: string, opts: { body?: unknown; expect?: number[]; step?: string } = {}): Promise<{ status: number; body: T }> {
    const step = opts.step ?? `${method} ${path.replace(/\d+/g, ':id').replace(/\?.*/, '')}`;
    const headers: Record<string, string> = {
      'x-forwarded-for': this.member.ip,
      'accept-encoding': 'gzip, deflate, br',
      accept: 'application/json',
      'user-agent': 'octane-rush-hour',
    };
    if (this.cookie) headers.cookie = this.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(this.base + path, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const sid = res.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c));
      if (sid) this.cookie = sid.split(';')[0]!;
      text = await res.text();
      status = res.status;
    } catch (err) {
      const msg = err instanceof Error ? `${err.name}: ${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ''}` : String(err);
      this.rec.record(step, performance.now() - started, msg);
      throw new JourneyError(`${step}: ${msg}`);
    }
    const ms = performance.now() - started;
    const expect = opts.expect ?? [200];
    if (!expect.includes(status)) {
      const msg = `${status} ${text.slice(0, 160)}`;
      this.rec.record(step, ms, msg);
      throw new JourneyError(`${step}: ${msg}`);
    }
    this.rec.record(step, ms, undefined);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status, body: body as T };
  }

  /** A page: its queries at once, as the browser's react-query hooks fire them. */
  async page(paths: string[]): Promise<unknown[]> {
    const answers = await Promise.allSettled(paths.map((p) => this.send('GET', p)));
    const failed = answers.find((a) => a.status === 'rejected');
    if (failed) throw failed.reason;
    return answers.map((a) => (a as PromiseFulfilledResult<{ body: unknown }>).value.body);
  }

  async signIn(): Promise<void> {
    await this.send('POST', '/api/auth/login', { body: { email: this.member.email, password: PASSWORD } });
    await this.page(['/api/auth/user', '/api/site']);
  }

  /** The S3 store is s3rver, a stand-in: timed, not part of the verdict. */
  async put(url: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    const step = 'PUT photo to the S3 store';
    const started = performance.now();
    try {
      const res = await fetch(url, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/jpeg' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await res.arrayBuffer();
      this.rec.record(step, performance.now() - started, res.ok ? undefined : `${res.status}`, true);
      if (!res.ok) throw new JourneyError(`${step}: ${res.status}`);
    } catch (err) {
      if (err instanceof JourneyError) throw err;
      this.rec.record(step, performance.now() - started, String(err), true);
      throw new JourneyError(`${step}: ${String(err)}`);
    }
  }
}

const think = () => (THINK_MS > 0 ? sleep(THINK_MS * (0.5 + random())) : Promise.resolve());

interface World {
  athletes: Member[];
  parents: Member[];
  photo: Uint8Array<ArrayBuffer>;
}

interface SessionRow {
  id: number;
  availableSpots: number;
  startsAt: string;
}

const journeys: Record<Kind, (b: Browser, m: Member, rec: Recorder) => Promise<void>> = {
  async browse(b) {
    await b.signIn();
    await think();
    await b.page(['/api/dashboard-stats', '/api/my-bookings', '/api/training-programs-with-sessions', '/api/content-feed', '/api/my-media']);
    await think();
    await b.page(['/api/training-sessions', '/api/training-programs']);
    await think();
    await b.page(['/api/my-bookings', '/api/dashboard-stats']);
  },

  async book(b, m) {
    await b.signIn();
    await think();
    const [sessions] = (await b.page(['/api/training-sessions', '/api/training-programs'])) as [SessionRow[]];
    const soon = Date.now() + 24 * 3600_000;
    const open = sessions.filter((s) => s.availableSpots >= 50 && new Date(s.startsAt).getTime() > soon && !m.booked.has(s.id));
    if (open.length === 0) throw new JourneyError('no session left to book for this member');
    const session = open[Math.floor(random() * open.length)]!;
    await think();
    await b.page(['/api/training-programs-with-sessions', '/api/athlete-registration', '/api/payment-methods']);
    await think();
    const intent = await b.send<{ clientSecret: string; paymentIntentId: string }>('POST', '/api/create-payment-intent', { body: { sessionId: session.id } });
    await b.send('POST', '/api/test-provider/confirm', { body: { clientSecret: intent.body.clientSecret, card: CARD } });
    await b.send('POST', '/api/session-bookings', { body: { sessionId: session.id, status: 'CONFIRMED', paymentIntentId: intent.body.paymentIntentId } });
    m.booked.add(session.id);
    await b.page(['/api/my-bookings', '/api/dashboard-stats', '/api/training-sessions', '/api/training-programs-with-sessions']);
  },

  async upload(b, _m, rec) {
    await b.signIn();
    await think();
    await b.page(['/api/dashboard-stats', '/api/my-bookings', '/api/training-programs-with-sessions', '/api/content-feed', '/api/my-media']);
    await think();
    const link = await b.send<{ uploadURL: string }>('POST', '/api/objects/upload');
    await b.put(link.body.uploadURL, world!.photo);
    const media = await b.send<{ id: number }>('POST', '/api/upload-media-from-object-storage', {
      body: { fileUrl: link.body.uploadURL, fileName: 'rush-hour.jpg' },
      expect: [201],
    });
    rec.uploaded.push(media.body.id);
    await b.page(['/api/my-media']);
    for (let i = 0; i < POLLS; i++) {
      const r = await b.send('GET', `/api/ai-feedback/${media.body.id}`, { expect: [200, 202] });
      if (r.status === 200) break;
      await sleep(POLL_MS);
    }
    await b.page(['/api/my-ai-feedback']);
  },

  async parent(b, m) {
    await b.signIn();
    await think();
    await b.page(['/api/parent/athletes', '/api/parent/invitations', '/api/parent/upcoming-sessions', '/api/parent/coach-feedback', '/api/parent/billing']);
    await think();
    const kid = m.athletes[Math.floor(random() * m.athletes.length)]!;
    await b.page([`/api/parent/upcoming-sessions?athleteId=${kid}`, `/api/parent/coach-feedback?athleteId=${kid}`]);
  },
};

let world: World | undefined;

function pickKind(): Kind {
  const total = KINDS.reduce((n, k) => n + MIX[k], 0);
  let x = random() * total;
  for (const k of KINDS) {
    x -= MIX[k];
    if (x < 0) return k;
  }
  return 'browse';
}

/** A member not in a journey already (a member runs one journey at a time). */
function pickMember(list: Member[]): Member | undefined {
  const start = Math.floor(random() * list.length);
  for (let i = 0; i < list.length; i++) {
    const m = list[(start + i) % list.length]!;
    if (!m.busy) return m;
  }
  return undefined;
}

async function runJourney(kind: Kind, base: string, rec: Recorder): Promise<void> {
  const member = pickMember(kind === 'parent' ? world!.parents : world!.athletes);
  rec.journeys.started += 1;
  rec.journeys.byKind[kind] += 1;
  if (!member) {
    rec.record(`journey ${kind}`, 0, 'every member busy');
    rec.journeys.failed += 1;
    rec.journeys.done += 1;
    return;
  }
  member.busy = true;
  try {
    await journeys[kind](new Browser(base, member, rec), member, rec);
  } catch (err) {
    rec.journeys.failed += 1;
    if (!(err instanceof JourneyError)) rec.record(`journey ${kind}`, 0, err instanceof Error ? err.message : String(err));
  } finally {
    member.busy = false;
    rec.journeys.done += 1;
  }
}

// ---------------------------------------------------------------- a rate step

interface Meters {
  web: Proc[];
  haproxy?: Proc;
  worker: Proc;
  db: DatabaseCpu;
  /** CPU milliseconds per second with no journeys (timers, HAProxy's health checks, pools). */
  idle: { web: number; haproxy: number; database: number };
}

interface StepResult {
  layout: 'one' | 'two';
  rate: number;
  seconds: number;
  journeys: number;
  journeysFailed: number;
  byKind: Record<Kind, number>;
  held: boolean;
  worst: { step: string; p99: number };
  steps: Record<string, StepFigures>;
  /** CPU milliseconds per journey finished. */
  cpuMsPerJourney: { web: number; haproxy: number; database: number; worker: number; generator: number };
  /** The same less the layout's idle CPU over the step: the cost a journey adds. */
  netCpuMsPerJourney: { web: number; haproxy: number; database: number };
  /** Share of one core over the step, per part. */
  cores: { web: number; haproxy: number; database: number };
  webRssMb: number[];
  startLagP99Ms: number;
  loadAverage: { before: number; after: number };
  /** Share of the machine's CPUs busy over the step (everything: this run and the other work on the machine). */
  machineBusy: number;
  analyses: { uploaded: number; done: number; failed: number; pending: number };
  wallSeconds: number;
}

async function usage(m: Meters) {
  const web = m.web.map((p) => groupUsage(p.child.pid));
  return {
    web: web.reduce((n, u) => n + u.cpuMs, 0),
    rss: web.map((u) => u.rssMb),
    haproxy: groupUsage(m.haproxy?.child.pid).cpuMs,
    worker: groupUsage(m.worker.child.pid).cpuMs,
    database: await m.db.cpuMs(),
    generator: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    machine: machineTicks(),
  };
}

async function runRate(layout: 'one' | 'two', base: string, rate: number, seconds: number, meters: Meters, sql: pg.Client): Promise<StepResult> {
  const rec = new Recorder();
  const inflight = new Set<Promise<void>>();
  const before = await usage(meters);
  const loadBefore = loadAverage();
  const began = performance.now();
  const end = began + seconds * 1000;
  const meanMs = 60_000 / rate;
  let next = began;
  for (;;) {
    next += ARRIVALS === 'poisson' ? -Math.log(1 - random()) * meanMs : meanMs;
    if (next >= end) break;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    rec.startLagMs.push(Math.max(0, performance.now() - next));
    const p: Promise<void> = runJourney(pickKind(), base, rec).finally(() => inflight.delete(p));
    inflight.add(p);
  }
  await Promise.race([Promise.allSettled([...inflight]), sleep(DRAIN_MS)]);
  const wallMs = performance.now() - began;
  const after = await usage(meters);
  const steps = rec.figures();
  const judged = Object.entries(steps).filter(([, s]) => !s.external);
  const worstEntry = judged.reduce<[string, StepFigures] | undefined>((w, e) => (!w || e[1].p99 > w[1].p99 ? e : w), undefined);
  const errors = Object.values(steps).reduce((n, s) => n + s.errors, 0);
  const done = Math.max(1, rec.journeys.done);
  let analyses = { uploaded: rec.uploaded.length, done: 0, failed: 0, pending: 0 };
  if (rec.uploaded.length) {
    const { rows } = await sql.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM ai_feedback WHERE media_id = ANY($1) GROUP BY status',
      [rec.uploaded],
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    analyses = { uploaded: rec.uploaded.length, done: by.DONE ?? 0, failed: by.FAILED ?? 0, pending: (by.QUEUED ?? 0) + (by.RUNNING ?? 0) };
  }
  const lag = [...rec.startLagMs].sort((a, b) => a - b);
  return {
    layout,
    rate,
    seconds,
    journeys: rec.journeys.done,
    journeysFailed: rec.journeys.failed,
    byKind: rec.journeys.byKind,
    held: errors === 0 && rec.journeys.failed === 0 && inflight.size === 0 && judged.every(([, s]) => s.p99 <= P99_MS),
    worst: { step: worstEntry?.[0] ?? '-', p99: worstEntry?.[1].p99 ?? 0 },
    steps,
    cpuMsPerJourney: {
      web: round((after.web - before.web) / done, 1),
      haproxy: round((after.haproxy - before.haproxy) / done, 1),
      database: round((after.database - before.database) / done, 1),
      worker: round((after.worker - before.worker) / done, 1),
      generator: round((after.generator - before.generator) / done, 1),
    },
    netCpuMsPerJourney: {
      web: round((after.web - before.web - (meters.idle.web * wallMs) / 1000) / done, 1),
      haproxy: round((after.haproxy - before.haproxy - (meters.idle.haproxy * wallMs) / 1000) / done, 1),
      database: round((after.database - before.database - (meters.idle.database * wallMs) / 1000) / done, 1),
    },
    cores: {
      web: round((after.web - before.web) / wallMs, 2),
      haproxy: round((after.haproxy - before.haproxy) / wallMs, 2),
      database: round((after.database - before.database) / wallMs, 2),
    },
    webRssMb: after.rss,
    startLagP99Ms: round(quantile(lag, 0.99)),
    loadAverage: { before: loadBefore, after: loadAverage() },
    machineBusy: round((after.machine.busy - before.machine.busy) / Math.max(1, after.machine.total - before.machine.total), 2),
    analyses,
    wallSeconds: round(wallMs / 1000, 1),
  };
}

function printStep(r: StepResult): void {
  log(
    `  ${String(r.rate).padStart(5)}/min: ${r.journeys} journeys (${r.journeysFailed} failed) in ${r.wallSeconds} s; worst p99 ${r.worst.p99} ms (${r.worst.step}); ` +
      `CPU per journey: web ${r.cpuMsPerJourney.web} ms (${r.netCpuMsPerJourney.web} above idle), HAProxy ${r.cpuMsPerJourney.haproxy} ms, PostgreSQL ${r.cpuMsPerJourney.database} ms, ` +
      `load generator ${r.cpuMsPerJourney.generator} ms; web ${r.cores.web} cores, machine ${Math.round(r.machineBusy * 100)} % busy; start lag p99 ${r.startLagP99Ms} ms; load ${r.loadAverage.before} -> ${r.loadAverage.after}; ${r.held ? 'HELD' : 'FAILED'}`,
  );
  for (const [name, s] of Object.entries(r.steps)) {
    const flag = s.errors ? `  ${s.errors} errors: ${s.sampleErrors.join(' | ')}` : s.p99 > P99_MS && !s.external ? '  p99 over' : '';
    log(
      `      ${name.padEnd(52)} ${String(s.count).padStart(5)}  p50 ${String(s.p50).padStart(5)} ms  p99 ${String(s.p99).padStart(5)} ms${s.external ? '  (S3 stand-in, not judged)' : ''}${flag}`,
    );
  }
}

// ---------------------------------------------------------------- set-up

async function seed(databaseUrl: string): Promise<World> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
  try {
    const db = database.db;
    await seedDemo(db, process.env.FACILITY_TZ ?? 'America/New_York');
    // Capacity is never the limit: every session gets 100,000 more spots.
    await database.query('UPDATE training_sessions SET total_spots = total_spots + 100000, available_spots = available_spots + 100000');
    const passwordHash = await hashPassword(PASSWORD);
    const tag = Date.now().toString(36);
    const now = new Date();
    const monthLater = new Date(now.getTime() + 31 * 86_400_000);
    const first = ['Ava', 'Ben', 'Cleo', 'Dev', 'Ema', 'Finn', 'Gia', 'Hugo', 'Isa', 'Jude', 'Kai', 'Lena'];
    const last = ['Reyes', 'Okafor', 'Nguyen', 'Smith', 'Khan', 'Silva', 'Meyer', 'Rossi'];
    const athletes: Member[] = [];
    const parents: Member[] = [];
    const chunk = 500;
    for (let i = 0; i < MEMBERS; i += chunk) {
      const n = Math.min(chunk, MEMBERS - i);
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: n }, (_, j) => ({
            email: `rush-${tag}-${i + j}@bench.example`,
            passwordHash,
            emailVerifiedAt: now,
            firstName: first[(i + j) % first.length]!,
            lastName: last[(i + j) % last.length]!,
            role: 'ATHLETE' as const,
            subscriptionTier: 'PRO' as const,
            age: 12 + ((i + j) % 7),
            sport: 'Basketball',
            profileCompleted: true,
          })),
        )
        .returning({ id: users.id, email: users.email });
      await db
        .insert(subscriptions)
        .values(rows.map((r) => ({ userId: r.id, planName: 'PRO' as const, currentPeriodStart: now, currentPeriodEnd: monthLater })));
      await db
        .insert(athleteRegistrations)
        .values(rows.map((r) => ({ ...MEMBER_REGISTRATION, userId: r.id, athleteName: 'Rush Member', waiverAcceptedAt: now })));
      // The current waiver, signed (decision 043): by the member, as an adult would at checkout.
      await ensureFirstVersion(db);
      const [version] = await db.select({ id: waiverVersions.id }).from(waiverVersions).orderBy(desc(waiverVersions.version)).limit(1);
      await db
        .insert(waiverSignatures)
        .values(rows.map((r) => ({ athleteId: r.id, versionId: version!.id, signedBy: r.id, signerRole: 'SELF', signerName: 'Rush Member', athleteAge: 18 })));
      for (const r of rows) {
        const k = athletes.length;
        athletes.push({
          email: r.email,
          id: r.id,
          ip: `10.${70 + Math.floor(k / 62500)}.${Math.floor(k / 250) % 250}.${(k % 250) + 1}`,
          booked: new Set(),
          busy: false,
          athletes: [],
        });
      }
    }
    if (PARENTS > 0) {
      const rows = await db
        .insert(users)
        .values(
          Array.from({ length: PARENTS }, (_, j) => ({
            email: `rush-parent-${tag}-${j}@bench.example`,
            passwordHash,
            emailVerifiedAt: now,
            firstName: first[j % first.length]!,
            lastName: last[j % last.length]!,
            role: 'PARENT' as const,
            profileCompleted: true,
          })),
        )
        .returning({ id: users.id, email: users.email });
      const links: Array<typeof athleteLinks.$inferInsert> = [];
      rows.forEach((r, j) => {
        const kids = [athletes[2 * j]!, athletes[2 * j + 1]!];
        for (const kid of kids)
          links.push({ parentId: r.id, athleteId: kid.id, email: kid.email, firstName: 'Rush', lastName: 'Member', age: 15, status: 'ACTIVE' });
        parents.push({
          email: r.email,
          id: r.id,
          ip: `10.90.${Math.floor(j / 250) % 250}.${(j % 250) + 1}`,
          booked: new Set(),
          busy: false,
          athletes: kids.map((k) => k.id),
        });
      });
      await db.insert(athleteLinks).values(links);
    }
    log(`data: the demo data, ${MEMBERS} Pro athletes, ${PARENTS} parents with two linked athletes each (${round((Date.now() - started) / 1000, 1)} s)`);
    return { athletes, parents, photo: new Uint8Array(await makeJpeg()) };
  } finally {
    await database.close();
  }
}

async function stopProc(p: Proc): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    try {
      if (p.child.pid !== undefined && p.child.exitCode === null && p.child.signalCode === null) process.kill(-p.child.pid, s);
    } catch {
      // gone
    }
  };
  signal('SIGTERM');
  await Promise.race([p.exited, sleep(10_000)]);
  signal('SIGKILL');
  await p.exited;
}

// ---------------------------------------------------------------- the run

async function runLayout(kind: 'one' | 'two', L: Layout, sql: pg.Client, dbCpu: DatabaseCpu): Promise<StepResult[]> {
  const base = kind === 'one' ? `http://127.0.0.1:${PORTS.a}` : `http://127.0.0.1:${PORTS.lb}`;
  if (kind === 'one') {
    if (L.nodes.b.child.exitCode === null && L.nodes.b.child.signalCode === null) await stopProc(L.nodes.b);
  } else if (L.nodes.b.child.exitCode !== null || L.nodes.b.child.signalCode !== null) {
    L.nodes.b = L.startNode('b');
    await until('web node B', async () => (await fetch(`http://127.0.0.1:${PORTS.b}/readyz`, { signal: AbortSignal.timeout(5000) })).ok, 180_000, 500);
    await sleep(2500); // HAProxy: 2 good checks 500 ms apart before B takes traffic
  }
  const meters: Meters = {
    web: kind === 'one' ? [L.nodes.a] : [L.nodes.a, L.nodes.b],
    haproxy: kind === 'two' ? L.haproxy : undefined,
    worker: L.worker,
    db: dbCpu,
    idle: { web: 0, haproxy: 0, database: 0 },
  };
  log(`\n${kind === 'one' ? 'One web node, directly' : 'Two web nodes behind HAProxy'} (${base}); load average ${loadAverage()}`);
  if (WARMUP_S > 0) {
    const w = await runRate(kind, base, WARMUP_RATE, WARMUP_S, meters, sql);
    log(`  warm-up: ${w.journeys} journeys at ${WARMUP_RATE}/min (${w.journeysFailed} failed; not recorded)`);
    if (w.journeysFailed > 0) printStep(w);
  }
  const idleBefore = await usage(meters);
  const idleStart = performance.now();
  await sleep(IDLE_S * 1000);
  const idleAfter = await usage(meters);
  const idleS = Math.max(0.001, (performance.now() - idleStart) / 1000);
  meters.idle = {
    web: round((idleAfter.web - idleBefore.web) / idleS, 1),
    haproxy: round((idleAfter.haproxy - idleBefore.haproxy) / idleS, 1),
    database: round((idleAfter.database - idleBefore.database) / idleS, 1),
  };
  idleByLayout[kind] = meters.idle;
  log(`  idle for ${round(idleS, 1)} s: web ${meters.idle.web} ms of CPU a second, HAProxy ${meters.idle.haproxy}, PostgreSQL ${meters.idle.database}`);
  const results: StepResult[] = [];
  for (const rate of RATES) {
    const r = await runRate(kind, base, rate, STEP_S, meters, sql);
    results.push(r);
    printStep(r);
    if (!r.held) break;
    await sleep(2000);
  }
  return results;
}

function highestHeld(rows: StepResult[]): StepResult | undefined {
  let best: StepResult | undefined;
  for (const r of rows) {
    if (!r.held) break;
    best = r;
  }
  return best;
}

function report(all: StepResult[], meta: Record<string, unknown>): void {
  const name = (k: 'one' | 'two') => (k === 'one' ? 'one node' : 'two nodes + HAProxy');
  log(`\n## Rush hour (markdown), ${new Date().toISOString()}, ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}\n`);
  log(
    `Mix ${KINDS.map((k) => `${k} ${MIX[k]}`).join(', ')}; ${ARRIVALS} arrivals; ${STEP_S} s per rate; think time ${THINK_MS} ms; a rate is held when every request kind's p99 <= ${P99_MS} ms and nothing failed.`,
  );
  for (const k of ['one', 'two'] as const) {
    const idle = idleByLayout[k];
    if (idle) log(`Idle (${name(k)}): web ${idle.web} ms of CPU a second${k === 'two' ? `, HAProxy ${idle.haproxy}` : ''}, PostgreSQL ${idle.database}.`);
  }
  log('');
  log(
    '| layout | journeys/min | journeys (failed) | worst p99 (request) | sign-in p99 | web CPU per journey (above idle) | HAProxy | PostgreSQL | web cores busy | machine CPUs busy | load average | held |',
  );
  log('| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of all) {
    log(
      `| ${name(r.layout)} | ${r.rate} | ${r.journeys} (${r.journeysFailed}) | ${r.worst.p99} ms (${r.worst.step}) | ${r.steps['POST /api/auth/login']?.p99 ?? '-'} ms | ` +
        `${r.cpuMsPerJourney.web} ms (${r.netCpuMsPerJourney.web}) | ${r.layout === 'two' ? `${r.cpuMsPerJourney.haproxy} ms` : '-'} | ${r.cpuMsPerJourney.database} ms | ${r.cores.web} | ${Math.round(r.machineBusy * 100)} % | ${r.loadAverage.before} -> ${r.loadAverage.after} | ${r.held ? 'yes' : 'no'} |`,
    );
  }
  const byLayout = (k: 'one' | 'two') => all.filter((r) => r.layout === k);
  for (const k of ['one', 'two'] as const) {
    const rows = byLayout(k);
    if (!rows.length) continue;
    const show = [highestHeld(rows), rows.find((r) => !r.held)].filter((r): r is StepResult => !!r);
    for (const r of show) {
      log(`\nPer request, ${name(k)} at ${r.rate}/min (${r.held ? 'the highest rate held' : 'the first rate not held'}):\n`);
      log('| request | count | errors | p50 | p99 |');
      log('| --- | ---: | ---: | ---: | ---: |');
      for (const [step, f] of Object.entries(r.steps))
        log(
          `| ${step}${f.external ? ' (S3 stand-in, not judged)' : ''} | ${f.count} | ${f.errors}${f.errors ? ` (${f.sampleErrors[0]})` : ''} | ${f.p50} ms | ${f.p99} ms |`,
        );
    }
  }
  const one = highestHeld(byLayout('one'));
  const two = highestHeld(byLayout('two'));
  log(`\nHighest rate held: one node ${one ? `${one.rate}/min` : 'none'}, two nodes ${two ? `${two.rate}/min` : 'none'}.`);
  for (const r of byLayout('one')) {
    const t = byLayout('two').find((x) => x.rate === r.rate);
    if (!t) continue;
    const extra = t.cpuMsPerJourney.web + t.cpuMsPerJourney.haproxy - r.cpuMsPerJourney.web;
    const extraNet = t.netCpuMsPerJourney.web + t.netCpuMsPerJourney.haproxy - r.netCpuMsPerJourney.web;
    log(
      `At ${r.rate}/min two nodes cost ${round(extra, 1)} ms more CPU per journey (${round((extra / Math.max(0.1, r.cpuMsPerJourney.web)) * 100)} %: web ${r.cpuMsPerJourney.web} -> ${t.cpuMsPerJourney.web} ms plus HAProxy ${t.cpuMsPerJourney.haproxy} ms; ` +
        `above idle ${r.netCpuMsPerJourney.web} -> ${round(t.netCpuMsPerJourney.web + t.netCpuMsPerJourney.haproxy, 1)} ms, ${round(extraNet, 1)} ms more), worst p99 ${r.worst.p99} -> ${t.worst.p99} ms; ` +
        `web resident memory ${r.webRssMb.join(' + ')} -> ${t.webRssMb.join(' + ')} MB.`,
    );
  }
  // Capacity per core, from the web CPU per journey at the highest rate one node held.
  const basis = one ?? byLayout('one')[0];
  if (basis) {
    const perJourney = Math.max(basis.cpuMsPerJourney.web, basis.netCpuMsPerJourney.web);
    const journeysPerCoreHour = (CORE_BUSY * 3_600_000) / perJourney;
    log(
      `\nPlanning (web CPU ${perJourney} ms per journey at ${basis.rate}/min, a core kept at most ${CORE_BUSY * 100} % busy): ${Math.round(journeysPerCoreHour)} journeys an hour per web core, ` +
        `${Math.round(journeysPerCoreHour / PEAK_JOURNEYS)} members per web core at ${PEAK_JOURNEYS} journeys per member in the peak hour; ` +
        `PostgreSQL ${basis.cpuMsPerJourney.database} ms per journey: ${Math.round((CORE_BUSY * 3_600_000) / Math.max(0.1, basis.cpuMsPerJourney.database) / PEAK_JOURNEYS)} members per database core.`,
    );
  }
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ ...meta, idle: idleByLayout, rates: all }, null, 2));
}

/** CPU milliseconds of one argon2 verify (the sign-in's password check), measured in this process. */
async function argon2Ms(): Promise<number> {
  const { verify } = await import('@node-rs/argon2');
  const hash = await hashPassword(PASSWORD);
  await verify(hash, PASSWORD);
  const before = process.cpuUsage();
  const n = 8;
  for (let i = 0; i < n; i++) await verify(hash, PASSWORD);
  const used = process.cpuUsage(before);
  return round((used.user + used.system) / 1000 / n, 1);
}

async function main(L: Layout): Promise<void> {
  log(`layout up in ${round((Date.now() - began) / 1000, 1)} s`);
  if (WORKER_NICE > 0 && L.worker.child.pid) execFileSync('renice', ['-n', String(WORKER_NICE), '-g', String(L.worker.child.pid)], { stdio: 'ignore' });
  world = await seed(L.databaseUrl);
  const sql = new pg.Client({ connectionString: L.databaseUrl });
  sql.on('error', () => {}); // the clean-up drops the database under this connection
  await sql.connect();
  const dbCpu = new DatabaseCpu(sql);
  await dbCpu.sample();
  dbCpu.start();
  const argon2 = await argon2Ms();
  log(`one argon2 verify (the sign-in's password check): ${argon2} ms of CPU in this process`);
  const all: StepResult[] = [];
  const loadAtStart = loadAverage();
  for (const k of LAYOUTS) all.push(...(await runLayout(k, L, sql, dbCpu)));
  dbCpu.stop();
  const { rows } = await sql.query<{ status: string; n: number; wait_s: number | null }>(
    `SELECT status, count(*)::int AS n, avg(extract(epoch FROM completed_at - created_at))::float AS wait_s FROM ai_feedback GROUP BY status`,
  );
  log(
    `\nAnalyses of the uploaded photos by the end (worker at nice ${WORKER_NICE}): ${rows.map((r) => `${r.status} ${r.n}${r.wait_s ? ` (average ${round(r.wait_s, 1)} s from upload)` : ''}`).join(', ') || 'none'}`,
  );
  await sql.end().catch(() => {});
  report(all, {
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), model: os.cpus()[0]?.model, memoryGb: round(os.totalmem() / 2 ** 30, 1), node: process.version },
    settings: {
      rates: RATES,
      stepSeconds: STEP_S,
      warmupSeconds: WARMUP_S,
      thinkMs: THINK_MS,
      p99Ms: P99_MS,
      mix: MIX,
      members: MEMBERS,
      parents: PARENTS,
      arrivals: ARRIVALS,
      workerNice: WORKER_NICE,
    },
    loadAverageAtStart: loadAtStart,
    argon2VerifyCpuMs: argon2,
    analyses: rows,
  });
  log(`\nwhole run ${round((Date.now() - began) / 1000)} s`);
}

const began = Date.now();
log(
  `Rush hour: rates ${RATES.join(', ')} journeys/min, ${STEP_S} s each; layouts ${LAYOUTS.join(', ')}; load average at start ${os
    .loadavg()
    .map((n) => round(n, 2))
    .join(' ')}`,
);
void runOnLayout('rush', LIMIT_MS, main);
