import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { SessionCache } from '../auth/sessions.ts';
import { startCacheBus } from '../cache/bus.ts';
import { CacheGroup } from '../cache/memo.ts';
import { ResponseCache } from '../cache/response-cache.ts';
import type { HotAnswers } from './hot-answers.ts';
import { READ_ONLY_METHODS } from './security.ts';

/** The read caches of this node (sessions, catalogue, feed, every GET /api answer), dropped after every state-changing request, here and on every other node. */
export async function registerReadCaches(app: FastifyInstance, config: Config, database: Database, hot: HotAnswers) {
  // Read caches (sessions, catalogue, feed) are dropped once a state-changing request is handled:
  // onSend runs after the handler, so its transactions have committed, and before the answer
  // leaves, so the client's next request already reads the new state, on this node and (through
  // the bus, which waits for every other node to confirm) on every other one (decision 022).
  const caches = new CacheGroup();
  app.decorate('caches', caches);
  app.decorate('hotAnswers', hot);
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (READ_ONLY_METHODS.has(req.method)) return done(null, payload);
    const synced = caches.invalidate();
    if (synced) void synced.then(() => done(null, payload));
    else done(null, payload);
  });
  // Every GET /api answer, per caller, under the same rules (decision 028). Its onSend comes
  // before compression's.
  const responses = new ResponseCache(config.READ_CACHE_MS, caches);
  responses.register(app);
  app.decorate('responseCache', responses);
  const sessionCache = new SessionCache(config.READ_CACHE_MS, undefined, caches);
  const bus = await startCacheBus(config, database, caches, app.log);
  app.decorate('cacheBus', bus);
  if (bus) app.addHook('onClose', async () => bus.close());
  return { caches, sessionCache };
}
