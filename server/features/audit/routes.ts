import type { FastifyInstance } from 'fastify';
import { auditApi } from '../../../common/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { listAudit } from './service.ts';

/** The audit log of staff changes (written by platform/audit.ts), read by staff (endpoint in common/audit.ts). */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, auditApi.list, async () => listAudit(ctx.db));
}
