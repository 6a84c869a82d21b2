import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/auth.ts';
import { idParams, text } from '../../../common/input.ts';
import { alumniSchema } from '../../../common/profiles.ts';
import { alumniInputSchema } from '../../../common/staff.ts';
import { alumni } from '../../db/schema/alumni.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { removeAlumni, saveAlumni } from './staff.ts';

const strip = ({ createdAt: _c, ...a }: typeof alumni.$inferSelect) => a;
const saved = z.object({ id: z.number().int() });

/** Alumni stories: public to read, written by staff. */
export async function alumniRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = z.array(alumniSchema);
  r.get('/api/alumni', { schema: { tags: ['alumni'], response: { 200: list } } }, async () =>
    (await db.select().from(alumni).orderBy(desc(alumni.featured), asc(alumni.fullName))).map(strip),
  );
  r.get('/api/alumni/featured', { schema: { tags: ['alumni'], response: { 200: list } } }, async () =>
    (await db.select().from(alumni).where(eq(alumni.featured, true)).orderBy(asc(alumni.fullName))).map(strip),
  );
  r.get('/api/alumni/:slug', { schema: { tags: ['alumni'], params: z.object({ slug: text().max(120) }), response: { 200: alumniSchema } } }, async (req) => {
    const [a] = await db.select().from(alumni).where(eq(alumni.slug, req.params.slug));
    if (!a) throw notFound("The alumni profile you're looking for doesn't exist.");
    return strip(a);
  });

  await staffOnly(app, (s) => {
    const tags = ['staff'];
    s.post('/api/staff/alumni', { schema: { tags, body: alumniInputSchema, response: { 201: saved } } }, async (req, reply) => reply.code(201).send(await saveAlumni(db, staffUser(req), null, req.body)));
    s.put('/api/staff/alumni/:id', { schema: { tags, params: idParams, body: alumniInputSchema, response: { 200: saved } } }, async (req) => saveAlumni(db, staffUser(req), req.params.id, req.body));
    s.delete('/api/staff/alumni/:id', { schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (req) => removeAlumni(db, staffUser(req), req.params.id));
  });
}
