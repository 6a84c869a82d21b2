import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditEntrySchema } from '../../../common/staff.ts';
import { staffOnly } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { listAudit } from './service.ts';

/** The audit log of staff changes (written by platform/audit.ts), read by staff. */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await staffOnly(app, (s) => {
    s.get('/api/staff/audit', { schema: { tags: ['staff'], response: { 200: z.array(auditEntrySchema) } } }, async () => listAudit(ctx.db));
  });
}
