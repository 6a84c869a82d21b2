import fs from 'node:fs';
import { profileQueries } from './query-profile.ts';

/** What one `app.inject` answers, as far as the measurement reads it. */
interface Answer {
  statusCode: number;
  body: string;
}

/**
 * `requests` calls one after another, after `warmUp` calls, each timed: p50, p95 and p99 in ms.
 * Prints them under `label` against the p99 target, writes them to BENCH_JSON when set, and answers
 * whether p99 met the target. Any answer but 200 stops the run. BENCH_PROFILE=1 first runs up to 100
 * calls counting the queries and their time (bench/lib/query-profile.ts), apart from the timed run.
 */
export async function oneAtATime(
  label: string,
  call: () => Promise<Answer>,
  opts: { requests: number; warmUp: number; targetMs: number; log: (line: string) => void },
): Promise<boolean> {
  for (let i = 0; i < opts.warmUp; i += 1) if ((await call()).statusCode !== 200) throw new Error('a warm-up call failed');
  if (process.env.BENCH_PROFILE) {
    // A separate pass, so the timed run below carries no counting.
    const profile = profileQueries();
    const n = Math.min(100, opts.requests);
    profile.start();
    const t0 = performance.now();
    for (let i = 0; i < n; i += 1) await call();
    opts.log(`profile: ${((performance.now() - t0) / n).toFixed(2)} ms a request in all`);
    profile.report(n, opts.log);
  }
  const ms: number[] = [];
  const wall0 = performance.now();
  for (let i = 0; i < opts.requests; i += 1) {
    const t0 = performance.now();
    const res = await call();
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`request ${i}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  opts.log(`wall ${(performance.now() - wall0).toFixed(0)} ms for ${opts.requests}`);
  ms.sort((x, y) => x - y);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)]!;
  const figures = { requests: opts.requests, p50: at(50), p95: at(95), p99: at(99), targetMs: opts.targetMs };
  opts.log(
    `${label} x ${opts.requests}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms (target p99 <= ${opts.targetMs} ms)`,
  );
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
  return figures.p99 <= opts.targetMs;
}
