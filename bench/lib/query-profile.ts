/**
 * BENCH_PROFILE=1 for the one-at-a-time benches: counts the queries the app sends to PostgreSQL
 * (node-postgres) and the time from sending each to its answer, so a request's time splits into the
 * database's (with the wire) and Node's (the rest). `report(requests)` prints per request: queries,
 * database ms, and the statements that cost most.
 */
import pg from 'pg';

interface Stat {
  count: number;
  ms: number;
}

export function profileQueries() {
  const stats = new Map<string, Stat>();
  let on = false;
  const record = (text: string, ms: number) => {
    if (!on) return;
    const key = text.replace(/\s+/g, ' ').slice(0, 160);
    const s = stats.get(key) ?? { count: 0, ms: 0 };
    s.count += 1;
    s.ms += ms;
    stats.set(key, s);
  };
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    const t0 = performance.now();
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...r: unknown[]) => {
        record(text, performance.now() - t0);
        return (last as (...x: unknown[]) => unknown)(...r);
      };
      return original.apply(this, args);
    }
    const cb = typeof first === 'object' && first !== null && typeof (first as { callback?: unknown }).callback === 'function';
    const out = original.apply(this, args);
    if (!cb && out && typeof (out as Promise<unknown>).then === 'function')
      (out as Promise<unknown>).then(
        () => record(text, performance.now() - t0),
        () => record(text, performance.now() - t0),
      );
    return out;
  } as typeof pg.Client.prototype.query;
  return {
    start: () => {
      stats.clear();
      on = true;
    },
    report(requests: number, log: (line: string) => void) {
      on = false;
      const all = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const count = all.reduce((n, [, s]) => n + s.count, 0);
      const ms = all.reduce((n, [, s]) => n + s.ms, 0);
      log(`profile: ${(count / requests).toFixed(1)} queries and ${(ms / requests).toFixed(2)} ms in the database (with the wire) per request`);
      for (const [text, s] of all.slice(0, 8)) log(`  ${(s.count / requests).toFixed(1)}x ${(s.ms / requests).toFixed(2)} ms  ${text}`);
    },
  };
}
