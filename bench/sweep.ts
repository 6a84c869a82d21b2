/**
 * npm run bench:sweep: every GET route of the OpenAPI document (/api/docs/json), measured on
 * PostgreSQL against the app server with the demo data, each called as its natural caller: the
 * first of anonymous, the demo athlete, the demo parent and the demo coach (staff) that gets a
 * 200, with real ids in the path (the athlete's own booking, upload with a finished analysis, a
 * public profile, an alumni story, a session's roster). The athlete first books a session and
 * uploads a photo through the API, as a member would.
 *
 * For each route, the bare node:http baseline is measured just before it (the machine is shared),
 * and the load average is recorded with each figure. Prints one markdown table: req/s, p99,
 * server CPU per request, ratio, load average; target >= 0.1 of the baseline and p99 <= 50 ms.
 *
 * Needs BENCH_DATABASE_URL or DATABASE_URL. BENCH_DURATION (4 s) and BENCH_WARMUP (1 s) per
 * measurement, BENCH_CONNECTIONS (10), BENCH_SWEEP_ONLY=<substring> to measure some routes only,
 * BENCH_JSON=<file> for the results as JSON. Run `npx vite build` first (the app serves dist/web).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FFMPEG, run } from '../server/platform/storage/media-tools.ts';
import { makeJpeg } from '../server/test/media-files.ts';
import { DEMO, call, ok, payAndBook } from './lib/api.ts';
import { measure, type LoadOptions } from './lib/load.ts';
import { abort, killChildrenOnExit } from './lib/processes.ts';
import { createBenchDatabase, startApp, startBaseline, type RunningServer } from './lib/servers.ts';
import type { LoadResult } from './lib/types.ts';

const TARGET = { minRatio: 0.1, maxP99Ms: 50 };
const load: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 4),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 1),
};
const PARENT = { email: 'parent@demo.octane.test', password: DEMO.athlete.password };
/** A real person (the analysis tests' fixture): the clip made from it gives a pose track. */
const PERSON_PHOTO = path.join(import.meta.dirname, '../server/features/analysis/fixtures/athlete.jpg');
/** A 2-second H.264 clip of a still photo. */
const stillClip = (photo: string) =>
  run(FFMPEG, [
    '-v',
    'error',
    '-loop',
    '1',
    '-i',
    photo,
    '-t',
    '2',
    '-r',
    '15',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-movflags',
    'frag_keyframe+empty_moov',
    '-f',
    'mp4',
    'pipe:1',
  ]);
const log = (line = '') => process.stdout.write(line + '\n');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row extends LoadResult {
  route: string;
  url: string;
  caller: string;
  baseline: number;
  ratio: number;
  loadAverage: number;
  pass: boolean;
}

/** Real values for the path parameters, made or found through the API. */
async function pathValues(server: RunningServer, cookies: Record<string, string>): Promise<Record<string, Record<string, string>>> {
  const athlete = cookies.athlete!;
  const sessions = await ok<Array<{ id: number; availableSpots: number; startsAt?: string }>>(server, '/api/training-sessions');
  const open = sessions.find((s) => s.availableSpots > 0);
  if (!open) throw new Error('no session with a free spot in the demo data');
  const mine = await ok<Array<{ id: number; sessionId: number }>>(server, '/api/my-bookings', { cookie: athlete });
  let bookingId = mine[0]?.id;
  if (!bookingId) {
    const r = await payAndBook(server, athlete, open.id);
    if (!r.booked) throw new Error('could not book a session for the sweep');
    bookingId = (await ok<Array<{ id: number }>>(server, '/api/my-bookings', { cookie: athlete }))[0]!.id;
  }
  // A photo and a short clip of a person through the browser's flow; the in-process worker analyses them.
  const upload = async (bytes: Buffer, type: string, fileName: string) => {
    const link = await ok<{ uploadURL: string }>(server, '/api/objects/upload', { method: 'POST', cookie: athlete });
    const put = await server.request(link.uploadURL, { method: 'PUT', headers: { cookie: athlete, 'content-type': type }, body: new Uint8Array(bytes) });
    if (!put.ok) throw new Error(`PUT upload: ${put.status}`);
    const media = await ok<{ id: number }>(server, '/api/upload-media-from-object-storage', {
      cookie: athlete,
      expect: 201,
      body: { fileUrl: link.uploadURL, fileName },
    });
    const started = Date.now();
    while ((await call(server, `/api/ai-feedback/${media.id}`, { cookie: athlete })).status !== 200) {
      if (Date.now() - started > 180_000) throw new Error(`the analysis of ${fileName} did not finish in 180 s`);
      await sleep(500);
    }
    return media;
  };
  const media = await upload(await makeJpeg(), 'image/jpeg', 'sweep.jpg');
  const clip = await upload(await stillClip(PERSON_PHOTO), 'video/mp4', 'sweep.mp4');
  const me = await ok<{ id: number }>(server, '/api/auth/user', { cookie: athlete });
  // An invitation's token, from the e-mail it sends (read in the outbox by staff).
  const invited = `sweep-${Date.now()}@example.com`;
  await ok(server, '/api/parent/add-athlete', { cookie: cookies.parent!, expect: 201, body: { email: invited, firstName: 'Sweep', lastName: 'Kid', age: 12 } });
  const mails = await ok<Array<{ to: string; text: string }>>(server, '/api/dev/outbox', { cookie: cookies.coach! });
  const token = /\/invite\/([\w-]+)/.exec(mails.find((m) => m.to === invited)?.text ?? '')?.[1] ?? '';
  const profiles = await ok<unknown>(server, '/api/public-profiles');
  const profileList = (
    Array.isArray(profiles) ? profiles : ((profiles as { profiles?: unknown[]; items?: unknown[] }).profiles ?? (profiles as { items?: unknown[] }).items ?? [])
  ) as Array<{ slug: string }>;
  const alumni = await ok<Array<{ slug: string }>>(server, '/api/alumni');
  return {
    '/api/session-bookings/{id}/calendar.ics': { id: String(bookingId) },
    '/api/ai-feedback/{mediaId}': { mediaId: String(media.id) },
    '/api/media/{id}': { id: String(media.id) },
    '/api/profiles/{slug}': { slug: profileList[0]?.slug ?? '' },
    '/api/alumni/{slug}': { slug: alumni[0]?.slug ?? '' },
    '/api/staff/sessions/{id}/roster': { id: String(open.id) },
    '/api/staff/sessions/{id}/waitlist': { id: String(open.id) },
    '/api/ai-feedback/{mediaId}/track': { mediaId: String(clip.id) },
    '/api/media/{mediaId}/annotations': { mediaId: String(media.id) },
    '/api/progress/{athleteId}': { athleteId: String(me.id) },
    '/api/invitations/{token}': { token },
  };
}

async function main(): Promise<number> {
  killChildrenOnExit();
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) throw new Error('bench:sweep needs BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL)');
  const db = await createBenchDatabase(url);
  const baseline = await startBaseline();
  let server: RunningServer | undefined;
  try {
    server = await startApp('postgres', db.url);
    const cookies: Record<string, string> = {
      athlete: await server.login(DEMO.athlete.email, DEMO.athlete.password),
      parent: await server.login(PARENT.email, PARENT.password),
      coach: await server.login(DEMO.coach.email, DEMO.coach.password),
    };
    const values = await pathValues(server, cookies);
    const doc = await ok<{ paths: Record<string, Record<string, unknown>> }>(server, '/api/docs/json');
    const only = process.env.BENCH_SWEEP_ONLY;
    const routes = Object.entries(doc.paths)
      .filter(([p, ops]) => ops.get && (!only || p.includes(only)))
      .map(([p]) => p);
    log(
      `Sweep of ${routes.length} GET routes on PostgreSQL, ${load.connections} connections, ${load.durationSeconds} s each after ${load.warmupSeconds} s warm-up`,
    );
    const rows: Row[] = [];
    const skipped: string[] = [];
    for (const route of routes) {
      const params = values[route] ?? {};
      const path = route.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '');
      if (/\{|\/\/|\/$/.test(path) || path.includes('{')) {
        skipped.push(`${route}: no real value for its parameters`);
        continue;
      }
      let caller: string | undefined;
      for (const who of ['anonymous', 'athlete', 'parent', 'coach']) {
        const res = await server.request(path, { headers: who === 'anonymous' ? {} : { cookie: cookies[who]! } });
        await res.arrayBuffer();
        if (res.status === 200) {
          caller = who;
          break;
        }
      }
      if (!caller) {
        skipped.push(`${route}: no caller gets a 200 (${path})`);
        continue;
      }
      const headers: Record<string, string> = { accept: 'application/json' };
      if (caller !== 'anonymous') headers.cookie = cookies[caller]!;
      const base = await measure(baseline.origin, { path: '/' }, load, baseline.pid);
      const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
      const r = await measure(server.origin, { path, headers }, load, server.pid);
      const ratio = r.requestsPerSecond / base.requestsPerSecond;
      const row: Row = {
        ...r,
        route,
        url: path,
        caller,
        baseline: base.requestsPerSecond,
        ratio,
        loadAverage,
        pass: r.failures === 0 && ratio >= TARGET.minRatio && r.p99Ms <= TARGET.maxP99Ms,
      };
      rows.push(row);
      log(
        `  ${route.padEnd(44)} ${caller.padEnd(9)} ${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ` +
          `CPU ${Math.round(r.serverCpuUsPerRequest ?? 0)} us/req  ratio ${ratio.toFixed(2)} (baseline ${Math.round(base.requestsPerSecond)})  load ${loadAverage}  ${row.pass ? 'PASS' : 'FAIL'}${r.failures ? ` ${r.failures} failed` : ''}`,
      );
    }
    log(`\n## Sweep (markdown), ${new Date().toISOString()}, ${os.availableParallelism()} CPUs, Node ${process.version}\n`);
    log('| route | caller | req/s | p99 | server CPU per request | baseline just before | ratio | load average | result |');
    log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of rows) {
      log(
        `| GET ${r.route} | ${r.caller} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${r.p99Ms} ms | ${Math.round(r.serverCpuUsPerRequest ?? 0)} us | ` +
          `${Math.round(r.baseline).toLocaleString('en-US')} | ${r.ratio.toFixed(2)} | ${r.loadAverage} | ${r.pass ? 'PASS' : 'FAIL'} |`,
      );
    }
    for (const s of skipped) log(`not measured: ${s}`);
    if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ date: new Date().toISOString(), load, rows, skipped }, null, 2));
    return 0;
  } finally {
    await server?.stop();
    await baseline.stop();
    await db.drop().catch(() => {});
  }
}

main().then(
  (code) => abort().finally(() => process.exit(code)),
  (err: unknown) => {
    process.stderr.write(`bench:sweep: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    void abort().finally(() => process.exit(1));
  },
);
