import type { FastifyInstance } from 'fastify';
import { pickupApi } from '../../../common/pickup.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { roleUser, route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { createGameIntent, joinGame, leaveGame } from './join.ts';
import { listStaffGames, listUpcomingGames } from './service.ts';
import { removeGame, saveGame } from './staff.ts';

/** Pick-up games: listed for all, joined (and paid for) by athletes, scheduled by staff (endpoints in common/pickup.ts). */
export async function pickupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tz = ctx.config.FACILITY_TZ;
  route(app, pickupApi.list, (req) => listUpcomingGames(ctx.db, req.user?.id ?? null, requestLanguage(req)));
  route(app, pickupApi.staffList, () => listStaffGames(ctx.db));
  route(app, pickupApi.intent, async (req) => createGameIntent(ctx, roleUser(req), req.body.gameId));
  route(app, pickupApi.join, async (req) => joinGame(ctx, roleUser(req), req.params.id, req.body?.paymentIntentId));
  route(app, pickupApi.leave, async (req) => leaveGame(ctx, roleUser(req), req.params.id));
  route(app, pickupApi.create, async (req) => saveGame(ctx.db, staffUser(req), tz, null, req.body));
  route(app, pickupApi.update, async (req) => saveGame(ctx.db, staffUser(req), tz, req.params.id, req.body));
  route(app, pickupApi.remove, async (req) => removeGame(ctx.db, staffUser(req), req.params.id));
}
