import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alumniApi } from '../../../common/alumni.ts';
import { alumni } from '../../db/schema/alumni.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint.ts';
import { removeAlumni, saveAlumni } from './staff.ts';
import { msg } from '../../../common/messages/index.ts';

const strip = ({ createdAt: _c, ...a }: typeof alumni.$inferSelect) => a;

/** Alumni stories: public to read, written by staff (endpoints in common/alumni.ts). */
export async function alumniRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  route(app, alumniApi.list, async () => (await db.select().from(alumni).orderBy(desc(alumni.featured), asc(alumni.fullName))).map(strip));
  route(app, alumniApi.featured, async () => (await db.select().from(alumni).where(eq(alumni.featured, true)).orderBy(asc(alumni.fullName))).map(strip));
  route(app, alumniApi.story, async (req) => {
    const [a] = await db.select().from(alumni).where(eq(alumni.slug, req.params.slug));
    if (!a) throw notFound(msg('alumni.profileNotFound'));
    return strip(a);
  });

  route(app, alumniApi.create, async (req) => saveAlumni(db, staffUser(req), null, req.body));
  route(app, alumniApi.update, async (req) => saveAlumni(db, staffUser(req), req.params.id, req.body));
  route(app, alumniApi.remove, async (req) => removeAlumni(db, staffUser(req), req.params.id));
}
