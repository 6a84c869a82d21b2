import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../common/input.ts';
import { creditGrantSchema, creditsSchema, packInputSchema, packIntentResultSchema, packIntentSchema, packPurchaseSchema, packReportSchema, packSchema, packUpdateSchema, staffPackSchema } from '../../../common/packs.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { createPack, packsOnSale, staffPacks, updatePack } from './catalog.ts';
import { myCredits } from './credits.ts';
import { createPackIntent, purchasePack } from './purchase.ts';
import { packReport, packReportCsv } from './report.ts';

/** Session packs (decision 029): on sale, bought, the member's credits, and the staff's side. */
export async function packRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['packs'];
  r.get('/api/packs', { schema: { tags, response: { 200: z.array(packSchema) } } }, async () => packsOnSale(ctx.db));
  r.post('/api/packs/:id/payment-intent', { schema: { tags, params: idParams, body: packIntentSchema, response: { 200: packIntentResultSchema } } }, async (req) =>
    createPackIntent(ctx, requireUser(req), req.params.id, req.body.paymentMethodId),
  );
  r.post('/api/packs/:id/purchase', { schema: { tags, params: idParams, body: packPurchaseSchema, response: { 200: z.object({ message: z.string(), grant: creditGrantSchema }) } } }, async (req) =>
    purchasePack(ctx, requireUser(req), req.params.id, req.body.paymentIntentId),
  );
  r.get('/api/credits', { schema: { tags, response: { 200: creditsSchema } } }, async (req) => myCredits(ctx.db, requireUser(req).id));

  await staffOnly(app, (s) => {
    s.get('/api/staff/packs', { schema: { tags, response: { 200: z.array(staffPackSchema) } } }, async () => staffPacks(ctx.db));
    s.post('/api/staff/packs', { schema: { tags, body: packInputSchema, response: { 201: staffPackSchema } } }, async (req, reply) =>
      reply.code(201).send(await createPack(ctx.db, staffUser(req), req.body)),
    );
    s.patch('/api/staff/packs/:id', { schema: { tags, params: idParams, body: packUpdateSchema, response: { 200: staffPackSchema } } }, async (req) =>
      updatePack(ctx.db, staffUser(req), req.params.id, req.body),
    );
    s.get('/api/staff/reports/packs', { schema: { tags, response: { 200: packReportSchema } } }, async () => packReport(ctx.db));
    s.get('/api/staff/reports/packs.csv', { schema: { tags } }, async (_req, reply) =>
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="session-packs.csv"').send(await packReportCsv(ctx.db)),
    );
  });
}
