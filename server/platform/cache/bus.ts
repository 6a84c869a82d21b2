import crypto from 'node:crypto';
import type { CacheBroadcast, CacheGroup } from './memo.ts';

/**
 * Carries cache drops between web nodes (decision 022). `publish()` tells every other node to drop
 * its read caches and resolves once each node that was listening has confirmed, or after
 * `timeoutMs` (a node that neither confirms nor disconnects: logged, and it may serve values up to
 * READ_CACHE_MS old). A node that cannot hear the others suspends its group (no caching) until it
 * hears them again. Two transports, same protocol:
 * - PostgreSQL LISTEN/NOTIFY: one dedicated connection per node (application_name
 *   `octane-cache-bus`) listens; the number of listeners comes from pg_stat_activity in the same
 *   statement that sends the notification.
 * - Redis pub/sub (REDIS_URL): PUBLISH returns how many nodes received the message.
 * Messages: `<node>:<seq>` on the shared channel; each receiver drops its caches, then answers
 * `<seq>:<receiver>` on the sender's own acknowledgement channel.
 */
export interface CacheBus extends CacheBroadcast {
  readonly nodeId: string;
  /** True while this node hears other nodes' drops. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface BusLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

interface Waiting {
  needed: number | undefined;
  got: number;
  done: () => void;
}

/** Shared by both transports: sequence numbers, waiting for acknowledgements, the timeout. */
abstract class AckingBus implements CacheBus {
  readonly nodeId = crypto.randomBytes(6).toString('hex');
  listening = false;
  protected closed = false;
  private seq = 0;
  private readonly waiting = new Map<string, Waiting>();
  private retry: NodeJS.Timeout | undefined;
  private backoffMs = 250;

  constructor(
    protected readonly group: CacheGroup,
    protected readonly timeoutMs: number,
    protected readonly log: BusLog,
  ) {
    group.suspend();
    group.attach(this);
  }

  /** Sends `<node>:<seq>`; resolves with how many listeners (this node included, if listening) got it. */
  protected abstract send(message: string): Promise<number>;
  /** Sends an acknowledgement to `node`'s own channel. */
  protected abstract ack(node: string, message: string): Promise<void>;
  /** Opens the listening connection; rejects if it cannot. */
  protected abstract connect(): Promise<void>;
  protected abstract disconnect(): Promise<void>;

  publish(): Promise<void> {
    const seq = String(++this.seq);
    const self = this.listening;
    return new Promise<void>((resolve) => {
      const entry: Waiting = {
        needed: undefined,
        got: 0,
        done: () => {
          clearTimeout(timer);
          this.waiting.delete(seq);
          resolve();
        },
      };
      this.waiting.set(seq, entry);
      const timer = setTimeout(() => {
        this.log.warn({ needed: entry.needed, confirmed: entry.got }, 'cache bus: not every web node confirmed a cache drop in time');
        entry.done();
      }, this.timeoutMs);
      this.send(`${this.nodeId}:${seq}`).then(
        (receivers) => {
          entry.needed = receivers - (self ? 1 : 0);
          if (entry.got >= entry.needed) entry.done();
        },
        (err: unknown) => {
          this.log.warn({ err: String(err) }, 'cache bus: could not publish a cache drop');
          entry.done();
        },
      );
    });
  }

  /** A drop from another node: drop here, then confirm. */
  protected received(message: string): void {
    const sep = message.indexOf(':');
    const from = message.slice(0, sep);
    if (sep < 0 || from === this.nodeId) return;
    this.group.dropLocal();
    this.ack(from, `${message.slice(sep + 1)}:${this.nodeId}`).catch((err: unknown) =>
      this.log.warn({ err: String(err) }, 'cache bus: could not confirm a cache drop'),
    );
  }

  protected acknowledged(message: string): void {
    const entry = this.waiting.get(message.slice(0, message.indexOf(':')));
    if (!entry) return;
    entry.got += 1;
    if (entry.needed !== undefined && entry.got >= entry.needed) entry.done();
  }

  /** Connects now; on failure keeps the group suspended and retries in the background. */
  async start(): Promise<this> {
    await this.reconnect();
    return this;
  }

  private async reconnect(): Promise<void> {
    this.retry = undefined;
    if (this.closed) return;
    try {
      await this.connect();
      this.listening = true;
      this.backoffMs = 250;
      this.group.resume();
    } catch (err) {
      this.lost(err);
    }
  }

  /** The listening connection is gone: stop caching, try again later. */
  protected lost(err?: unknown): void {
    const was = this.listening;
    this.listening = false;
    this.group.suspend();
    if (this.closed || this.retry) return;
    if (was) this.log.warn({ err: err === undefined ? undefined : String(err) }, 'cache bus: lost its connection; caching is off until it is back');
    this.disconnect().catch(() => {});
    this.retry = setTimeout(() => void this.reconnect(), this.backoffMs);
    this.retry.unref();
    this.backoffMs = Math.min(this.backoffMs * 2, 5000);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retry) clearTimeout(this.retry);
    for (const entry of [...this.waiting.values()]) entry.done();
    await this.disconnect().catch(() => {});
  }
}

const PG_CHANNEL = 'octane_cache';
const PG_APP_NAME = 'octane-cache-bus';
const pgAckChannel = (node: string) => `octane_cache_ack_${node}`;

/** LISTEN/NOTIFY on the application's PostgreSQL database. */
export class PostgresCacheBus extends AckingBus {
  private client: import('pg').Client | undefined;

  constructor(
    private readonly connectionString: string,
    /** Runs a statement on the application's pool. */
    private readonly query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
    group: CacheGroup,
    timeoutMs: number,
    log: BusLog,
  ) {
    super(group, timeoutMs, log);
  }

  protected async send(message: string): Promise<number> {
    // One round trip: the notification goes out when this statement commits; the count says how
    // many nodes (this one included) were listening.
    const { rows } = await this.query(
      `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database() AND application_name = $3) AS listeners`,
      [PG_CHANNEL, message, PG_APP_NAME],
    );
    return Number(rows[0]?.listeners ?? 0);
  }

  protected async ack(node: string, message: string): Promise<void> {
    await this.query('SELECT pg_notify($1, $2)', [pgAckChannel(node), message]);
  }

  protected async connect(): Promise<void> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.connectionString, application_name: PG_APP_NAME, keepAlive: true });
    this.client = client;
    client.on('error', (err) => this.client === client && this.lost(err));
    client.on('end', () => this.client === client && this.lost());
    client.on('notification', (n) => {
      if (n.payload === undefined) return;
      if (n.channel === PG_CHANNEL) this.received(n.payload);
      else this.acknowledged(n.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${PG_CHANNEL}; LISTEN ${pgAckChannel(this.nodeId)}`);
  }

  protected async disconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }
}

/** Pub/sub on Redis (REDIS_URL): channels named after the database, so deployments sharing a Redis stay apart. */
export class RedisCacheBus extends AckingBus {
  private sub: import('ioredis').Redis | undefined;
  private pub: import('ioredis').Redis | undefined;
  private readonly channel: string;

  constructor(
    private readonly url: string,
    /** Names the data the caches hold (the database), e.g. a hash of DATABASE_URL. */
    scope: string,
    group: CacheGroup,
    timeoutMs: number,
    log: BusLog,
  ) {
    super(group, timeoutMs, log);
    this.channel = `octane:cache:${scope}`;
  }

  private ackChannel(node: string): string {
    return `${this.channel}:ack:${node}`;
  }

  protected async send(message: string): Promise<number> {
    if (!this.pub) throw new Error('not connected');
    return this.pub.publish(this.channel, message);
  }

  protected async ack(node: string, message: string): Promise<void> {
    await this.pub?.publish(this.ackChannel(node), message);
  }

  protected async connect(): Promise<void> {
    const { Redis } = await import('ioredis');
    // Subscriptions are made here on every (re)connection, so caching resumes only once they hold.
    const options = { lazyConnect: true, autoResubscribe: false, maxRetriesPerRequest: 1, retryStrategy: () => null };
    const sub = new Redis(this.url, options);
    const pub = new Redis(this.url, options);
    this.sub = sub;
    this.pub = pub;
    for (const c of [sub, pub]) {
      c.on('error', (err) => this.sub === sub && this.lost(err));
      c.on('end', () => this.sub === sub && this.lost());
    }
    sub.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.received(message);
      else this.acknowledged(message);
    });
    await Promise.all([sub.connect(), pub.connect()]);
    await sub.subscribe(this.channel, this.ackChannel(this.nodeId));
  }

  protected async disconnect(): Promise<void> {
    const [sub, pub] = [this.sub, this.pub];
    this.sub = undefined;
    this.pub = undefined;
    sub?.disconnect();
    pub?.disconnect();
  }
}

/** The Redis scope of a database: nodes on the same database share one channel. */
export function busScope(databaseUrl: string): string {
  const u = new URL(databaseUrl);
  return crypto
    .createHash('sha256')
    .update(`${u.hostname}:${u.port || '5432'}${u.pathname}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * Web nodes on PostgreSQL tell each other to drop their read caches: through Redis pub/sub when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY. PGlite is one process: nothing to tell. The
 * analysis worker opens one too, to tell the web nodes when an analysis changes state.
 */
export async function startCacheBus(
  config: { READ_CACHE_MS: number; CACHE_SYNC_TIMEOUT_MS: number; REDIS_URL?: string | undefined },
  database: { kind: string; connectionString?: string | undefined; query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
  caches: CacheGroup,
  log: BusLog,
): Promise<CacheBus | null> {
  if (database.kind !== 'postgres' || !database.connectionString || config.READ_CACHE_MS === 0) return null;
  const timeout = config.CACHE_SYNC_TIMEOUT_MS;
  const bus = config.REDIS_URL
    ? new RedisCacheBus(config.REDIS_URL, busScope(database.connectionString), caches, timeout, log)
    : new PostgresCacheBus(database.connectionString, database.query, caches, timeout, log);
  return bus.start();
}
