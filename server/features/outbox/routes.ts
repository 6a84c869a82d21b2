import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { outbox } from '../../db/schema/outbox.ts';
import { staffOnly } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';

const mailSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), status: z.string(), createdAt: z.string() });

/** The local outbox (docs/design.md: staff read it at /dev/outbox when no SMTP server is configured). */
export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await staffOnly(app, (s) => {
    s.get('/api/dev/outbox', { schema: { tags: ['staff'], response: { 200: z.array(mailSchema) } } }, async () => {
      const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
      return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, status: m.status, createdAt: m.createdAt.toISOString() }));
    });
  });
}
