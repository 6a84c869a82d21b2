import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Database } from '../../db/client.ts';

/** /healthz (process up), /readyz (database answers) and Prometheus /metrics. */
export async function registerObservability(
  app: FastifyInstance,
  database: Database,
): Promise<{ observe(method: string, route: string, status: number, seconds: number): void }> {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  // One child per method, route and status, looked up by a plain key (prom-client would hash the labels).
  const series = new Map<string, client.Histogram.Internal<'method' | 'route' | 'status'>>();
  const observe = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = duration.labels({ method, route, status })));
    child.observe(seconds);
  };
  app.addHook('onResponse', (req, reply, done) => {
    observe(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.query('select 1');
      return { status: 'ready', database: database.kind };
    } catch (err) {
      app.log.error({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });
  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return { observe };
}
