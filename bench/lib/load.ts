import fs from 'node:fs';
import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './types.ts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds of load before the measured run (JIT, caches, connection pools); 0 for none. */
  warmupSeconds: number;
}

/**
 * Runs `req` against `origin` with autocannon in this process; the server runs in another. With the
 * server's `pid` (Linux), also its CPU time per request: unlike requests per second, that figure
 * hardly moves when other work competes for the CPUs.
 */
export async function measure(origin: string, req: LoadRequest, opts: LoadOptions, pid?: number): Promise<LoadResult> {
  if (opts.warmupSeconds > 0) await run(origin, req, opts.connections, opts.warmupSeconds);
  const cpuBefore = cpuSeconds(pid);
  const result = await run(origin, req, opts.connections, opts.durationSeconds);
  const cpuAfter = cpuSeconds(pid);
  const expected = String(req.expectStatus ?? 200) as `${number}`;
  const responses = Object.values(result.statusCodeStats ?? {}).reduce((n, s) => n + (s.count ?? 0), 0);
  const good = result.statusCodeStats?.[expected]?.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: responses - good + result.errors + result.mismatches,
    requests: result.requests.total,
    serverCpuUsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0 ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total : undefined,
  };
}

/** User plus system CPU seconds of a process, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Every request (the baseline's too) carries the Accept-Encoding Chromium sends, as the app's
 * callers do: a browser never asks for uncompressed JSON. BENCH_ENCODING=identity measures without.
 */
export const ACCEPT_ENCODING = process.env.BENCH_ENCODING ?? 'gzip, deflate, br, zstd';

function run(origin: string, req: LoadRequest, connections: number, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin + req.path,
        method: req.method ?? 'GET',
        headers: { 'accept-encoding': ACCEPT_ENCODING, ...req.headers },
        body: req.body,
        connections,
        pipelining: 1,
        duration,
        timeout: 10,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}
