import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSchema, sessionBookingResultSchema, sessionBookingSchema } from '../../../common/booking.ts';
import { memoByKey } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { buildIcs } from './ics.ts';
import { bookPaidSession, findBooking, myBookings } from './service.ts';

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  r.get(
    '/api/session-bookings/:id/calendar.ics',
    { schema: { tags: ['bookings'], params: z.object({ id: z.coerce.number().int().positive() }) } },
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
}
