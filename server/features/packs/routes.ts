import type { FastifyInstance } from 'fastify';
import { packsApi } from '../../../common/packs.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/endpoint.ts';
import { requestLanguage } from '../../platform/i18n/language.ts';
import { createPack, packsOnSale, staffPacks, updatePack } from './catalog.ts';
import { myCredits } from './credits.ts';
import { createPackIntent, purchasePack } from './purchase.ts';
import { packReport, packReportCsv } from './report.ts';

/** Session packs (decision 029): on sale, bought, the member's credits, and the staff's side (endpoints in common/packs.ts). */
export async function packRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, packsApi.list, async (req) => packsOnSale(ctx.db, requestLanguage(req)));
  route(app, packsApi.intent, async (req) => createPackIntent(ctx, requireUser(req), req.params.id, req.body.paymentMethodId));
  route(app, packsApi.purchase, async (req) => purchasePack(ctx, requireUser(req), req.params.id, req.body.paymentIntentId, requestLanguage(req)));
  route(app, packsApi.credits, async (req) => myCredits(ctx.db, requireUser(req).id, ctx.now(), requestLanguage(req)));
  route(app, packsApi.staffList, async (req) => staffPacks(ctx.db, requestLanguage(req)));
  route(app, packsApi.staffCreate, async (req) => createPack(ctx.db, staffUser(req), req.body, requestLanguage(req)));
  route(app, packsApi.staffUpdate, async (req) => updatePack(ctx.db, staffUser(req), req.params.id, req.body, ctx.now(), requestLanguage(req)));
  route(app, packsApi.report, async () => packReport(ctx.db, ctx.now()));
  route(app, packsApi.reportCsv, async (_req, reply) => {
    reply.header('content-disposition', 'attachment; filename="session-packs.csv"');
    return packReportCsv(ctx.db, ctx.now());
  });
}
