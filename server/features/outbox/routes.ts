import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxApi } from '../../../common/outbox.ts';
import { outbox, smsOutbox } from '../../db/schema/outbox.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';

/** The local outbox (docs/design.md: staff read it at /dev/outbox when no SMTP server is configured; endpoint in common/outbox.ts). */
export async function outboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, outboxApi.list, async () => {
    const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, status: m.status, createdAt: m.createdAt.toISOString() }));
  });
  route(app, outboxApi.sms, async () => {
    const rows = await ctx.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(200);
    return rows.map((m) => ({ id: m.id, to: m.to, body: m.body, status: m.status, createdAt: m.createdAt.toISOString() }));
  });
}
