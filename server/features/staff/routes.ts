import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id as rowId, idParams, isoDate, partialUpdate } from '../../../common/input.ts';
import { messageSchema, TIERS } from '../../../common/auth.ts';
import {
  alumniInputSchema,
  auditEntrySchema,
  gameInputSchema,
  planUpdateSchema,
  postInputSchema,
  programInputSchema,
  reportRowSchema,
  seriesInputSchema,
  sessionInputSchema,
  sessionUpdateSchema,
  staffProgramSchema,
} from '../../../common/staff.ts';
import type { AppContext } from '../../platform/context.ts';
import { listAudit } from './audit.ts';
import * as catalog from './catalog.ts';
import { bookingsCsv, bookingsReport } from './reports.ts';
import { requireStaff } from '../../platform/auth/require-staff.ts';
import { setCoachApproval } from '../auth/coach-approval.ts';
import * as schedule from './schedule.ts';

const id = idParams;
const saved = z.object({ id: z.number().int() });

/** The staff workspace (/coach/manage): every call answers 403 to anyone but staff, every change is audited. */
export async function staffRoutes(app: FastifyInstance, opts: AppContext & { onContentChange: () => void }): Promise<void> {
  const ctx = opts;
  const { db } = ctx;
  const tz = ctx.config.FACILITY_TZ;
  // Before validation: anyone but staff gets 403, whatever they send.
  app.addHook('preValidation', async (req) => {
    requireStaff(req);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff'];

  r.get('/api/staff/programs', { schema: { tags, response: { 200: z.array(staffProgramSchema) } } }, async (req) => {
    requireStaff(req);
    return catalog.listAllPrograms(db);
  });
  r.post('/api/staff/programs', { schema: { tags, body: programInputSchema, response: { 201: staffProgramSchema } } }, async (req, reply) =>
    reply.code(201).send(await catalog.createProgram(db, requireStaff(req), req.body)),
  );
  r.patch('/api/staff/programs/:id', { schema: { tags, params: id, body: partialUpdate(programInputSchema.partial().extend({ archived: z.boolean().optional() })), response: { 200: staffProgramSchema } } }, async (req) =>
    catalog.updateProgram(db, requireStaff(req), req.params.id, req.body),
  );
  r.post('/api/staff/programs/reorder', { schema: { tags, body: z.object({ ids: z.array(rowId()).min(1).max(1000) }), response: { 200: messageSchema } } }, async (req) =>
    catalog.reorderPrograms(db, requireStaff(req), req.body.ids),
  );

  r.get('/api/staff/sessions', { schema: { tags, querystring: z.object({ from: isoDate().optional() }) } }, async (req) => {
    requireStaff(req);
    return schedule.listSessions(ctx, req.query.from ?? new Date().toISOString().slice(0, 10));
  });
  r.post('/api/staff/sessions', { schema: { tags, body: sessionInputSchema, response: { 201: z.object({ id: z.number().int(), created: z.number().int() }) } } }, async (req, reply) =>
    reply.code(201).send(await schedule.createSession(ctx, requireStaff(req), req.body)),
  );
  r.post('/api/staff/series', { schema: { tags, body: seriesInputSchema, response: { 201: z.object({ id: z.number().int(), created: z.number().int() }) } } }, async (req, reply) =>
    reply.code(201).send(await schedule.createSeries(ctx, requireStaff(req), req.body)),
  );
  r.patch('/api/staff/sessions/:id', { schema: { tags, params: id, body: partialUpdate(sessionUpdateSchema, ['scope']), response: { 200: z.object({ updated: z.number().int() }) } } }, async (req) =>
    schedule.updateSession(ctx, requireStaff(req), req.params.id, req.body),
  );

  r.post('/api/staff/games', { schema: { tags, body: gameInputSchema, response: { 201: saved } } }, async (req, reply) => reply.code(201).send(await catalog.saveGame(db, requireStaff(req), tz, null, req.body)));
  r.put('/api/staff/games/:id', { schema: { tags, params: id, body: gameInputSchema, response: { 200: saved } } }, async (req) => catalog.saveGame(db, requireStaff(req), tz, req.params.id, req.body));
  r.delete('/api/staff/games/:id', { schema: { tags, params: id, response: { 200: messageSchema } } }, async (req) => catalog.removeGame(db, requireStaff(req), req.params.id));

  const contentChanged = <T>(result: T) => {
    opts.onContentChange();
    return result;
  };
  r.post('/api/staff/posts', { schema: { tags, body: postInputSchema, response: { 201: saved } } }, async (req, reply) => reply.code(201).send(contentChanged(await catalog.savePost(db, requireStaff(req), null, req.body))));
  r.put('/api/staff/posts/:id', { schema: { tags, params: id, body: postInputSchema, response: { 200: saved } } }, async (req) => contentChanged(await catalog.savePost(db, requireStaff(req), req.params.id, req.body)));
  r.delete('/api/staff/posts/:id', { schema: { tags, params: id, response: { 200: messageSchema } } }, async (req) => contentChanged(await catalog.removePost(db, requireStaff(req), req.params.id)));

  r.post('/api/staff/alumni', { schema: { tags, body: alumniInputSchema, response: { 201: saved } } }, async (req, reply) => reply.code(201).send(await catalog.saveAlumni(db, requireStaff(req), null, req.body)));
  r.put('/api/staff/alumni/:id', { schema: { tags, params: id, body: alumniInputSchema, response: { 200: saved } } }, async (req) => catalog.saveAlumni(db, requireStaff(req), req.params.id, req.body));
  r.delete('/api/staff/alumni/:id', { schema: { tags, params: id, response: { 200: messageSchema } } }, async (req) => catalog.removeAlumni(db, requireStaff(req), req.params.id));

  r.patch('/api/staff/plans/:name', { schema: { tags, params: z.object({ name: z.enum(TIERS) }), body: partialUpdate(planUpdateSchema), response: { 200: messageSchema } } }, async (req) =>
    catalog.updatePlan(db, requireStaff(req), req.params.name, req.body),
  );

  r.get('/api/staff/coaches', { schema: { tags } }, async (req) => {
    requireStaff(req);
    return catalog.listCoaches(db);
  });
  r.post('/api/staff/coaches/:id/approval', { schema: { tags, params: id, body: z.object({ approved: z.boolean() }), response: { 200: messageSchema } } }, async (req) =>
    setCoachApproval(db, ctx.config, requireStaff(req), req.params.id, req.body.approved),
  );
  r.post('/api/staff/coaches/:id/staff', { schema: { tags, params: id, body: z.object({ isStaff: z.boolean() }), response: { 200: messageSchema } } }, async (req) =>
    catalog.setStaff(db, requireStaff(req), req.params.id, req.body.isStaff),
  );

  r.get('/api/staff/reports', { schema: { tags, querystring: z.object({ weeks: z.coerce.number().int().min(1).max(104).default(8) }), response: { 200: z.array(reportRowSchema) } } }, async (req) => {
    requireStaff(req);
    return bookingsReport(db, req.query.weeks);
  });
  r.get('/api/staff/reports/bookings.csv', { schema: { tags } }, async (req, reply) => {
    requireStaff(req);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="bookings.csv"').send(await bookingsCsv(db, tz));
  });
  r.get('/api/staff/audit', { schema: { tags, response: { 200: z.array(auditEntrySchema) } } }, async (req) => {
    requireStaff(req);
    return listAudit(db);
  });
}
