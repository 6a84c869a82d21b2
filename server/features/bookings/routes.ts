import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../common/input.ts';
import { messageSchema } from '../../../common/auth.ts';
import { bookingSchema, createPaymentIntentSchema, paymentIntentResultSchema, sessionBookingResultSchema, sessionBookingSchema } from '../../../common/booking.ts';
import { cancelResultSchema, rescheduleSchema } from '../../../common/member.ts';
import { attendanceSchema, reportRowSchema, rosterEntrySchema } from '../../../common/staff.ts';
import { memoByKey } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireRole, requireUser } from '../../platform/auth/plugin.ts';
import { staffOnly, staffUser } from '../../platform/auth/require-staff.ts';
import { createSessionIntent } from './hold.ts';
import { cancelBooking, rescheduleBooking } from './manage.ts';
import { bookingsCsv, bookingsReport } from './reports.ts';
import { cancelSession, markAttendance, roster } from './staff.ts';
import { buildIcs } from './ics.ts';
import { bookWithCredit } from './with-credit.ts';
import { bookWithCreditResultSchema, bookWithCreditSchema } from '../../../common/packs.ts';
import { autoBookOffers } from './auto-book.ts';
import { joinWaitlist, leaveWaitlist, moveInLine, myWaitlist, offerByHand, sessionWaitlist } from './waitlist.ts';
import { joinWaitlistSchema, moveWaitlistSchema, staffWaitlistEntrySchema, waitlistEntrySchema } from '../../../common/waitlist.ts';
import { bookPaidSession, findBooking, myBookings } from './service.ts';

/** A booking's whole life: hold and pay, fulfil, cancel, reschedule, and the staff's side (decision 019). */
export async function bookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/create-payment-intent',
    { schema: { tags: ['bookings'], body: createPaymentIntentSchema, response: { 200: paymentIntentResultSchema } } },
    async (req) => createSessionIntent(ctx, requireRole(req, 'ATHLETE', 'PARENT'), req.body),
  );
  // Each user's list is read once per READ_CACHE_MS and dropped by any change on this node.
  const bookings = memoByKey<number, Awaited<ReturnType<typeof myBookings>>>(ctx.config.READ_CACHE_MS, ctx.caches);

  r.get('/api/my-bookings', { schema: { tags: ['bookings'], response: { 200: z.array(bookingSchema) } } }, async (req) => {
    const user = requireUser(req);
    return bookings.get(user.id, () => myBookings(ctx, user));
  });

  r.post(
    '/api/session-bookings',
    { schema: { tags: ['bookings'], body: sessionBookingSchema, response: { 200: sessionBookingResultSchema } } },
    async (req) => bookPaidSession(ctx, requireUser(req), req.body.sessionId, req.body.paymentIntentId),
  );

  r.post(
    '/api/session-bookings/with-credit',
    { schema: { tags: ['bookings'], body: bookWithCreditSchema, response: { 200: bookWithCreditResultSchema } } },
    async (req) => bookWithCredit(ctx, requireRole(req, 'ATHLETE', 'PARENT'), req.body),
  );

  r.get(
    '/api/session-bookings/:id/calendar.ics',
    { schema: { tags: ['bookings'], params: idParams } },
    async (req, reply) => {
      const b = await findBooking(ctx, requireUser(req), req.params.id);
      const ics = buildIcs({
        uid: `booking-${b.id}@octane`,
        start: new Date(b.session.startsAt),
        minutes: b.durationMinutes,
        title: b.session.program.name,
        description: `Booking #${b.id} for ${b.athlete.firstName} ${b.athlete.lastName}`,
        location: `${b.session.location}, ${ctx.config.BUSINESS_ADDRESS}`,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="octane-session-${b.id}.ics"`)
        .send(ics);
    },
  );

  r.post('/api/session-bookings/:id/cancel', { schema: { tags: ['bookings'], params: idParams, response: { 200: cancelResultSchema } } }, async (req) =>
    cancelBooking(ctx, requireUser(req), req.params.id),
  );
  r.post(
    '/api/session-bookings/:id/reschedule',
    { schema: { tags: ['bookings'], params: idParams, body: rescheduleSchema, response: { 200: z.object({ message: z.string(), sessionId: z.number().int() }) } } },
    async (req) => rescheduleBooking(ctx, requireUser(req), req.params.id, req.body.newSessionId),
  );

  // Waitlists of full sessions (decision 027).
  const lines = memoByKey<number, Awaited<ReturnType<typeof myWaitlist>>>(ctx.config.READ_CACHE_MS, ctx.caches);
  r.get('/api/waitlist', { schema: { tags: ['waitlist'], response: { 200: z.array(waitlistEntrySchema) } } }, async (req) => {
    const user = requireUser(req);
    return lines.get(user.id, () => myWaitlist(ctx, user));
  });
  r.post('/api/waitlist', { schema: { tags: ['waitlist'], body: joinWaitlistSchema, response: { 201: waitlistEntrySchema } } }, async (req, reply) => {
    const entry = await joinWaitlist(ctx, requireRole(req, 'ATHLETE', 'PARENT'), req.body);
    return reply.code(201).send(entry);
  });
  r.delete('/api/waitlist/:id', { schema: { tags: ['waitlist'], params: idParams, response: { 200: messageSchema } } }, async (req) => {
    const result = await leaveWaitlist(ctx, requireUser(req), req.params.id);
    await autoBookOffers(ctx);
    return result;
  });

  // Staff: cancel a session (every booking refunded), its roster and waitlist, attendance, reports.
  await staffOnly(app, (s) => {
    const tags = ['staff'];
    s.post('/api/staff/sessions/:id/cancel', { schema: { tags, params: idParams, response: { 200: z.object({ message: z.string(), refunded: z.number().int() }) } } }, async (req) =>
      cancelSession(ctx, staffUser(req), req.params.id),
    );
    s.get('/api/staff/sessions/:id/roster', { schema: { tags, params: idParams, response: { 200: z.array(rosterEntrySchema) } } }, async (req) => roster(ctx, req.params.id));
    s.get('/api/staff/sessions/:id/waitlist', { schema: { tags, params: idParams, response: { 200: z.array(staffWaitlistEntrySchema) } } }, async (req) =>
      sessionWaitlist(ctx, req.params.id),
    );
    s.post('/api/staff/waitlist/:id/move', { schema: { tags, params: idParams, body: moveWaitlistSchema, response: { 200: messageSchema } } }, async (req) =>
      moveInLine(ctx, staffUser(req), req.params.id, req.body.position),
    );
    s.post('/api/staff/waitlist/:id/offer', { schema: { tags, params: idParams, response: { 200: messageSchema } } }, async (req) => {
      const { message, offer } = await offerByHand(ctx, staffUser(req), req.params.id);
      if (offer.autoBook) await autoBookOffers(ctx);
      return { message };
    });
    s.post('/api/staff/bookings/:id/attendance', { schema: { tags, params: idParams, body: attendanceSchema, response: { 200: messageSchema } } }, async (req) =>
      markAttendance(ctx, staffUser(req), req.params.id, req.body.attendance),
    );
    s.get('/api/staff/reports', { schema: { tags, querystring: z.object({ weeks: z.coerce.number().int().min(1).max(104).default(8) }), response: { 200: z.array(reportRowSchema) } } }, async (req) =>
      bookingsReport(ctx.db, req.query.weeks),
    );
    s.get('/api/staff/reports/bookings.csv', { schema: { tags } }, async (_req, reply) =>
      reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="bookings.csv"').send(await bookingsCsv(ctx.db, ctx.config.FACILITY_TZ)),
    );
  });
}
