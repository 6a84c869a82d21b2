import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/bookings.ts';
import { requireStaff } from '../../platform/auth/require-staff.ts';

const mailSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), status: z.string(), createdAt: z.string() });

/** The local outbox (docs/design.md: staff read it at /dev/outbox when no SMTP server is configured). */
export async function outboxRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox', { schema: { tags: ['staff'], response: { 200: z.array(mailSchema) } } }, async (req) => {
    requireStaff(req);
    const rows = await opts.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, status: m.status, createdAt: m.createdAt.toISOString() }));
  });
}
