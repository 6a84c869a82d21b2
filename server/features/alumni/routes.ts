import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../../common/input.ts';
import { alumniSchema } from '../../../common/profiles.ts';
import type { Db } from '../../db/client.ts';
import { alumni } from '../../db/schema/content.ts';
import { notFound } from '../../platform/errors.ts';

const strip = ({ createdAt: _c, ...a }: typeof alumni.$inferSelect) => a;

export async function alumniRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = z.array(alumniSchema);
  r.get('/api/alumni', { schema: { tags: ['alumni'], response: { 200: list } } }, async () =>
    (await opts.db.select().from(alumni).orderBy(desc(alumni.featured), asc(alumni.fullName))).map(strip),
  );
  r.get('/api/alumni/featured', { schema: { tags: ['alumni'], response: { 200: list } } }, async () =>
    (await opts.db.select().from(alumni).where(eq(alumni.featured, true)).orderBy(asc(alumni.fullName))).map(strip),
  );
  r.get('/api/alumni/:slug', { schema: { tags: ['alumni'], params: z.object({ slug: text().max(120) }), response: { 200: alumniSchema } } }, async (req) => {
    const [a] = await opts.db.select().from(alumni).where(eq(alumni.slug, req.params.slug));
    if (!a) throw notFound("The alumni profile you're looking for doesn't exist.");
    return strip(a);
  });
}
