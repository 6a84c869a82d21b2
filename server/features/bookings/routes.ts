import type { FastifyInstance } from 'fastify';
import { bookingsApi } from '../../../common/bookings.ts';
import { memoByKey } from '../../platform/cache/memo.ts';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../../platform/auth/plugin.ts';
import { staffUser } from '../../platform/auth/require-staff.ts';
import { roleUser, route } from '../../platform/http/endpoint.ts';
import { requestLanguage, translateMessage } from '../../platform/i18n/language.ts';
import { bookingEligibility, findAthletes, grantAgeException, revokeAgeException, sessionAgeExceptions } from './age-exceptions.ts';
import { createSessionIntent } from './session-checkout.ts';
import { cancelBooking, rescheduleBooking, rescheduleTargets } from './manage.ts';
import { bookingsCsv, bookingsReport } from './reports.ts';
import { cancelSession, markAttendance, roster } from './staff.ts';
import { buildIcs } from './ics.ts';
import { bookWithCredit } from './with-credit.ts';
import { autoBookOffers } from './auto-book.ts';
import { joinWaitlist, leaveWaitlist, myWaitlist } from './waitlist/line.ts';
import { moveInLine, offerByHand, sessionWaitlist } from './waitlist/staff.ts';
import { bookPaidSession, findBooking, myBookings } from './service.ts';

/** A booking's whole life: hold and pay, fulfil, cancel, reschedule, and the staff's side (decision 019; endpoints in common/bookings.ts). */
export async function bookingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, bookingsApi.paymentIntent, async (req) => createSessionIntent(ctx, roleUser(req), req.body));
  // Each user's list is read once per READ_CACHE_MS and dropped by any change on this node.
  // Per user and language: program names and session titles come in the reader's language (decision 066).
  const bookings = memoByKey<string, Awaited<ReturnType<typeof myBookings>>>(ctx.config.READ_CACHE_MS, ctx.caches);
  route(app, bookingsApi.mine, async (req) => {
    const user = requireUser(req);
    const lang = requestLanguage(req);
    return bookings.get(`${user.id}:${lang}`, () => myBookings(ctx, user, lang));
  });
  route(app, bookingsApi.create, async (req) => bookPaidSession(ctx, requireUser(req), req.body.sessionId, req.body.paymentIntentId));
  route(app, bookingsApi.withCredit, async (req) => bookWithCredit(ctx, roleUser(req), req.body, requestLanguage(req)));
  route(app, bookingsApi.cancel, async (req) => cancelBooking(ctx, requireUser(req), req.params.id));
  route(app, bookingsApi.reschedule, async (req) => rescheduleBooking(ctx, requireUser(req), req.params.id, req.body.newSessionId));
  route(app, bookingsApi.rescheduleTargets, async (req) => rescheduleTargets(ctx, requireUser(req), req.params.id));

  // A calendar file.
  route(app, bookingsApi.calendarFile, async (req, reply) => {
    const b = await findBooking(ctx, requireUser(req), req.params.id, requestLanguage(req));
    const ics = buildIcs(
      {
        uid: `booking-${b.id}@octane`,
        start: new Date(b.session.startsAt),
        minutes: b.durationMinutes,
        title: b.session.program.name,
        description: `Booking #${b.id} for ${b.athlete.firstName} ${b.athlete.lastName}`,
        location: `${b.session.location}, ${ctx.config.BUSINESS_ADDRESS}`,
      },
      ctx.now(),
    );
    reply.header('content-disposition', `attachment; filename="octane-session-${b.id}.ics"`);
    return ics;
  });

  // Waitlists of full sessions (decision 027).
  const lines = memoByKey<number, Awaited<ReturnType<typeof myWaitlist>>>(ctx.config.READ_CACHE_MS, ctx.caches);
  route(app, bookingsApi.myWaitlist, async (req) => {
    const user = requireUser(req);
    return lines.get(user.id, () => myWaitlist(ctx, user));
  });
  route(app, bookingsApi.joinWaitlist, async (req) => joinWaitlist(ctx, roleUser(req), req.body));
  route(app, bookingsApi.leaveWaitlist, async (req) => {
    const result = await leaveWaitlist(ctx, requireUser(req), req.params.id);
    await autoBookOffers(ctx);
    return result;
  });

  // Staff: cancel a session (every booking refunded), its roster and waitlist, attendance, reports.
  route(app, bookingsApi.cancelSession, async (req) => cancelSession(ctx, staffUser(req), req.params.id));
  route(app, bookingsApi.roster, async (req) => roster(ctx, req.params.id));
  route(app, bookingsApi.sessionWaitlist, async (req) => sessionWaitlist(ctx, req.params.id));
  route(app, bookingsApi.moveInLine, async (req) => moveInLine(ctx, staffUser(req), req.params.id, req.body.position));
  route(app, bookingsApi.offerPlace, async (req) => {
    const { message, offer } = await offerByHand(ctx, staffUser(req), req.params.id);
    if (offer.autoBook) await autoBookOffers(ctx);
    return { message };
  });
  // Age groups (issue 29): whom a member may book a session for, and the staff's exceptions.
  route(app, bookingsApi.eligibility, async (req) => {
    const result = await bookingEligibility(ctx, requireUser(req), req.query.sessionId);
    const lang = requestLanguage(req);
    return { ...result, athletes: result.athletes.map((a) => ({ ...a, reason: a.reason === null ? null : translateMessage(a.reason, lang) })) };
  });
  route(app, bookingsApi.ageExceptions, async (req) => sessionAgeExceptions(ctx, req.params.id));
  route(app, bookingsApi.grantAgeException, async (req) => grantAgeException(ctx, staffUser(req), req.params.id, req.body));
  route(app, bookingsApi.revokeAgeException, async (req) => revokeAgeException(ctx, staffUser(req), req.params.id));
  route(app, bookingsApi.athletes, async (req) => findAthletes(ctx.db, ctx.now(), req.query.search));
  route(app, bookingsApi.attendance, async (req) => markAttendance(ctx, staffUser(req), req.params.id, req.body.attendance));
  route(app, bookingsApi.reports, async (req) => bookingsReport(ctx.db, req.query.weeks, ctx.now()));
  route(app, bookingsApi.reportCsv, async (_req, reply) => {
    reply.header('content-disposition', 'attachment; filename="bookings.csv"');
    return bookingsCsv(ctx.db, ctx.config.FACILITY_TZ);
  });
}
