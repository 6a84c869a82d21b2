import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Hashed build output: a new build gives new names, so a browser may keep these for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (public/: favicon, images, the hero video) keeps its name when its content
 * changes (the database and the spec name these paths), so a day, then a week of
 * stale-while-revalidate: a changed file shows up at the latest one visit after a day.
 */
export const STABLE_NAME = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The built SPA's files (index.html for page paths comes from the 404 handler). The build writes
 * brotli and gzip copies of text files next to them (vite.config.ts, `precompress`); they are sent
 * as they are to clients that accept them, so @fastify/compress leaves those responses alone.
 */
export async function serveSpa(app: FastifyInstance, root: string): Promise<void> {
  const assets = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The .br and .gz copies are found next to the file asked for; they need no routes of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.includes(assets) ? IMMUTABLE : STABLE_NAME);
    },
  });
}
