import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './types.ts';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds of load before the measured run (JIT, caches, connection pools); 0 for none. */
  warmupSeconds: number;
}

/** Runs `req` against `origin` with autocannon in this process; the server runs in another. */
export async function measure(origin: string, req: LoadRequest, opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupSeconds > 0) await run(origin, req, opts.connections, opts.warmupSeconds);
  const result = await run(origin, req, opts.connections, opts.durationSeconds);
  const expected = String(req.expectStatus ?? 200) as `${number}`;
  const responses = Object.values(result.statusCodeStats ?? {}).reduce((n, s) => n + (s.count ?? 0), 0);
  const good = result.statusCodeStats?.[expected]?.count ?? 0;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: responses - good + result.errors + result.mismatches,
    requests: result.requests.total,
  };
}

function run(origin: string, req: LoadRequest, connections: number, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin + req.path,
        method: req.method ?? 'GET',
        headers: req.headers,
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
