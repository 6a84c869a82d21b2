import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/language.ts';
import { markSnapshotJson, type CacheGroup } from './memo.ts';

/**
 * Every answer of a GET /api route, kept for READ_CACHE_MS per caller (decision 028): the
 * same signed-in session (or anonymous), language and address get the same bytes without the handler, its
 * queries or serialization. The rules are those of the other read caches (decisions 016, 022):
 * dropped with the group after every state-changing request on this node and, through the cache
 * bus, on every other node before that request is answered, and when the worker changes an
 * analysis; an answer being made while a drop happens is not kept. What only time changes (a
 * session starting) shows within READ_CACHE_MS.
 *
 * Only 200 answers with a body in one piece are kept (JSON, and the calendar, CSV and export
 * downloads with their file name), never one that sets a cookie or that its route skipped (an
 * answer per device beyond the session, like a kiosk's); the health and metrics routes are
 * not under /api. The reconciliation report too: it says when it was checked (`checkedAt`), and
 * what changed outside the app shows in it READ_CACHE_MS later at most.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; type: string; disposition: string | undefined; at: number }>();
  private generation = 0;
  /** The GET answers being made, with the key and generation they would be kept under. */
  private readonly pending = new WeakMap<FastifyRequest, { key: string; generation: number }>();
  hits = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly group: CacheGroup,
    private readonly max = 20_000,
  ) {
    group.add(() => {
      this.generation += 1;
      this.entries.clear();
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Per session, not per user: an answer may say which device is this one (the sessions page). */
  private keyOf(req: FastifyRequest): string {
    return `${req.user ? req.sessionTokenHash : '-'}|${requestLanguage(req)}|${req.url}`;
  }

  /** This request's answer is per device beyond the session (a kiosk's cookie): it is not kept. */
  skip(req: FastifyRequest): void {
    this.pending.delete(req);
  }

  /** Register after the session is read (onRequest) and before compression (onSend order). */
  register(app: FastifyInstance): void {
    if (this.ttlMs <= 0) return;
    const pending = this.pending;
    app.addHook('preHandler', (req, reply, done) => {
      if (req.method !== 'GET' || !req.url.startsWith('/api/') || !this.group.caching) return done();
      const key = this.keyOf(req);
      const hit = this.entries.get(key);
      if (hit && Date.now() - hit.at < this.ttlMs) {
        this.hits += 1;
        if (hit.disposition) void reply.header('content-disposition', hit.disposition);
        void reply.type(hit.type).send(hit.body);
        return;
      }
      if (hit) this.entries.delete(key);
      pending.set(req, { key, generation: this.generation });
      done();
    });
    app.addHook('onSend', (req, reply, payload, done) => {
      const p = pending.get(req);
      if (!p) return done(null, payload);
      pending.delete(req);
      const type = reply.getHeader('content-type');
      const disposition = reply.getHeader('content-disposition');
      const keep =
        reply.statusCode === 200 &&
        p.generation === this.generation &&
        this.group.caching &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        typeof type === 'string' &&
        !reply.hasHeader('content-encoding') &&
        !reply.hasHeader('set-cookie');
      if (!keep) return done(null, payload);
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      // Shared bytes: compressed once per encoding while they live (precompressed.ts).
      markSnapshotJson(body);
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(p.key, { body, type, disposition: typeof disposition === 'string' ? disposition : undefined, at: Date.now() });
      done(null, body);
    });
  }
}
