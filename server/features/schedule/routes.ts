import type { FastifyInstance } from 'fastify';
import { scheduleApi } from '../../../common/schedule.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { createSeries, createSession, listSessions, updateSession } from './service.ts';

/**
 * The staff's schedule of training sessions: single sessions and weekly series, and their edits
 * (endpoints in common/schedule.ts). A session's bookings (roster, attendance, cancelling with
 * refunds) are the bookings feature's.
 */
export async function scheduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, scheduleApi.staffSessions, async (req) => listSessions(ctx, req.query.from ?? ctx.now().toISOString().slice(0, 10), requestLanguage(req)));
  route(app, scheduleApi.createSession, async (req) => createSession(ctx, staffUser(req), req.body));
  route(app, scheduleApi.createSeries, async (req) => createSeries(ctx, staffUser(req), req.body));
  route(app, scheduleApi.updateSession, async (req) => updateSession(ctx, staffUser(req), req.params.id, req.body));
}
