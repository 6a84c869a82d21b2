import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';

/**
 * A durable job queue in the application's own database: pg-boss on PostgreSQL, and on the
 * embedded PGlite through pg-boss's `db: { executeSql }` option, so a queued job survives a
 * restart in both. pg-boss starts on first use (its schema is created then), so apps that never
 * queue anything never pay for it.
 */
export interface JobQueue {
  /** Queues a job; returns its id. */
  send<T extends object>(name: string, data: T): Promise<string>;
  /** Starts a polling worker: one job at a time, the next one only after the handler returns. */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** A job's state ('created', 'retry', 'active', 'completed', 'cancelled', 'failed'), or null once it is gone. */
  state(name: string, id: string): Promise<string | null>;
  /** Runs the next available job of a queue, if any (tests and scripts drive the queue with it). */
  processNext<T extends object>(name: string, handler: JobHandler<T>): Promise<boolean>;
  /** Fails an active job whose worker is gone: retried after the backoff while tries remain. */
  fail(name: string, id: string, reason: string): Promise<void>;
  stop(): Promise<void>;
}

export interface JobInfo {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** No retry follows if this try fails. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface QueueOptions {
  /** Tries after the first one (3). */
  retryLimit?: number;
  /** Delay before the first retry, doubled with jitter on each further one (30 s). */
  retryDelaySeconds?: number;
  /** A job still active after this long (a worker that died) is failed and retried (15 min). */
  expireInSeconds?: number;
  /** How often an idle worker looks for work (2 s). */
  pollingIntervalSeconds?: number;
}

const DEFAULTS: Required<QueueOptions> = { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 15 * 60, pollingIntervalSeconds: 2 };

interface PGliteLike {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/** pg-boss's SQL runner over the app's own connection(s). */
export function executeSqlFor(database: Database): PgBoss.Db {
  if (database.kind === 'postgres') {
    return { executeSql: (text, values) => database.query(text, values) as Promise<{ rows: unknown[] }> };
  }
  const client = (database.db as unknown as { $client: PGliteLike }).$client;
  return {
    executeSql: async (text, values) => {
      // pg-boss sends its migrations as one multi-statement text without parameters: PGlite runs
      // those with exec(); everything else is one parameterised statement.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

export function createJobQueue(database: Database, options: QueueOptions = {}): JobQueue {
  const opts = { ...DEFAULTS, ...options };
  const boss = new PgBoss({
    db: executeSqlFor(database),
    schedule: false,
    // Maintenance (expiring jobs of dead workers, archiving) on a timer.
    supervise: true,
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', (err) => console.error('job queue error:', err instanceof Error ? err.message : err));
  let started: Promise<void> | null = null;
  let stopped = false;
  const queues = new Map<string, Promise<void>>();

  const ready = (name: string) => {
    if (stopped) return Promise.reject(new Error('The job queue is stopped'));
    started ??= boss.start().then(() => undefined);
    let q = queues.get(name);
    if (!q) {
      q = started.then(async () => {
        if (await boss.getQueue(name)) return;
        await boss.createQueue(name, {
          name,
          retryLimit: opts.retryLimit,
          retryDelay: opts.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: opts.expireInSeconds,
        });
      });
      queues.set(name, q);
      q.catch(() => queues.delete(name));
    }
    return q;
  };

  const info = (job: PgBoss.JobWithMetadata): JobInfo => ({
    id: job.id,
    retryCount: job.retryCount,
    lastAttempt: job.retryCount >= job.retryLimit,
  });

  return {
    async send(name, data) {
      await ready(name);
      const id = await boss.send(name, data);
      if (!id) throw new Error(`The job was not queued (${name})`);
      return id;
    },
    async work(name, handler) {
      await ready(name);
      await boss.work<object>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds }, async ([job]) => {
        if (job) await handler(job.data as never, info(job));
      });
    },
    async state(name, id) {
      await ready(name);
      return (await boss.getJobById(name, id, { includeArchive: true }))?.state ?? null;
    },
    async fail(name, id, reason) {
      await ready(name);
      await boss.fail(name, id, { message: reason });
    },
    async processNext(name, handler) {
      await ready(name);
      const [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
      if (!job) return false;
      try {
        await handler(job.data as never, info(job));
        await boss.complete(name, job.id);
      } catch (err) {
        await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
      }
      return true;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (started) {
        await started.catch(() => {});
        // Waits (up to 30 s) for a running job; one cut off is retried after it expires.
        await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
      }
    },
  };
}
