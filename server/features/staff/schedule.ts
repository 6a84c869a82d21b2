import { and, asc, eq, gte } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import type { z } from 'zod';
import type { seriesInputSchema, sessionInputSchema, sessionUpdateSchema } from '../../../common/staff.ts';
import { athleteRegistrations, bookings, payments } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/catalog.ts';
import { sessionSeries } from '../../db/schema/staff.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { refundPayment } from '../bookings/fulfil.ts';
import { longDate, time12 } from '../bookings/notices.ts';
import { audit } from './audit.ts';
import { expandWeekly } from './recurrence.ts';

type SessionInput = z.output<typeof sessionInputSchema>;
type SeriesInput = z.output<typeof seriesInputSchema>;
type SessionUpdate = z.output<typeof sessionUpdateSchema>;

async function assertProgram(ctx: AppContext, id: number) {
  const [p] = await ctx.db.select().from(programs).where(eq(programs.id, id));
  if (!p) throw notFound('Program not found');
  if (p.archived) throw conflict('This program is archived: restore it before adding sessions.');
}

export async function createSession(ctx: AppContext, staff: User, input: SessionInput) {
  await assertProgram(ctx, input.programId);
  const startsAt = fromZonedTime(`${input.date}T${input.time}`, ctx.config.FACILITY_TZ);
  if (startsAt.getTime() <= Date.now()) throw badRequest('The session must start in the future.');
  return ctx.db.transaction(async (tx) => {
    const [s] = await tx
      .insert(trainingSessions)
      .values({ programId: input.programId, date: input.date, time: input.time, startsAt, totalSpots: input.capacity, availableSpots: input.capacity, location: input.location, coachId: input.coachId ?? null, sessionTitle: input.sessionTitle ?? null })
      .returning();
    await audit(tx, staff.id, 'create', 'session', s!.id, { ...input });
    return { id: s!.id, created: 1 };
  });
}

/** A weekly series, expanded into sessions in the facility's time zone (past dates skipped). */
export async function createSeries(ctx: AppContext, staff: User, input: SeriesInput) {
  await assertProgram(ctx, input.programId);
  if (input.untilDate < input.startDate) throw badRequest('The series must end on or after its first day.');
  const occurrences = expandWeekly(input.weekdays, input.time, input.startDate, input.untilDate, ctx.config.FACILITY_TZ).filter((o) => o.startsAt.getTime() > Date.now());
  if (!occurrences.length) throw badRequest('No future dates match those days.');
  return ctx.db.transaction(async (tx) => {
    const [series] = await tx.insert(sessionSeries).values({ ...input, coachId: input.coachId ?? null, sessionTitle: input.sessionTitle ?? null }).returning();
    await tx.insert(trainingSessions).values(
      occurrences.map((o) => ({
        programId: input.programId,
        seriesId: series!.id,
        date: o.date,
        time: o.time,
        startsAt: o.startsAt,
        totalSpots: input.capacity,
        availableSpots: input.capacity,
        location: input.location,
        coachId: input.coachId ?? null,
        sessionTitle: input.sessionTitle ?? null,
      })),
    );
    await audit(tx, staff.id, 'create', 'series', series!.id, { ...input, sessions: occurrences.length });
    return { id: series!.id, created: occurrences.length };
  });
}

/**
 * Edits one session or it and the rest of its series. Capacity can never go below the spots
 * already taken (bookings and holds); the spots left move with it.
 */
export async function updateSession(ctx: AppContext, staff: User, id: number, input: SessionUpdate) {
  return ctx.db.transaction(async (tx) => {
    const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, id)).for('update');
    if (!s) throw notFound('Session not found');
    const targets =
      input.scope === 'following' && s.seriesId
        ? await tx.select().from(trainingSessions).where(and(eq(trainingSessions.seriesId, s.seriesId), gte(trainingSessions.startsAt, s.startsAt))).for('update')
        : [s];
    for (const t of targets) {
      const taken = t.totalSpots - t.availableSpots;
      if (input.capacity !== undefined && input.capacity < taken) {
        throw conflict(`Capacity cannot be lower than the ${taken} spots already booked for ${longDate(t.date)}.`);
      }
      const time = input.time ?? t.time;
      await tx
        .update(trainingSessions)
        .set({
          time,
          startsAt: fromZonedTime(`${t.date}T${time}`, ctx.config.FACILITY_TZ),
          ...(input.capacity !== undefined ? { totalSpots: input.capacity, availableSpots: input.capacity - taken } : {}),
          ...(input.location !== undefined ? { location: input.location } : {}),
          ...(input.coachId !== undefined ? { coachId: input.coachId } : {}),
          ...(input.sessionTitle !== undefined ? { sessionTitle: input.sessionTitle } : {}),
        })
        .where(eq(trainingSessions.id, t.id));
    }
    await audit(tx, staff.id, 'update', 'session', id, { ...input, sessions: targets.length });
    return { updated: targets.length };
  });
}

/**
 * Cancels a session: every confirmed booking is cancelled and refunded in full, one transaction per
 * booking, and its payer and athlete are e-mailed. Answers how many bookings were refunded.
 */
export async function cancelSession(ctx: AppContext, staff: User, id: number) {
  const [s] = await ctx.db.select({ s: trainingSessions, name: programs.name }).from(trainingSessions).innerJoin(programs, eq(programs.id, trainingSessions.programId)).where(eq(trainingSessions.id, id));
  if (!s) throw notFound('Session not found');
  await ctx.db.transaction(async (tx) => {
    await tx.update(trainingSessions).set({ status: 'CANCELLED' }).where(eq(trainingSessions.id, id));
    await audit(tx, staff.id, 'cancel', 'session', id, {});
  });
  const booked = await ctx.db.select().from(bookings).where(and(eq(bookings.sessionId, id), eq(bookings.status, 'CONFIRMED')));
  let refunded = 0;
  for (const b of booked) {
    const owed = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(bookings).where(eq(bookings.id, b.id)).for('update');
      if (locked!.status !== 'CONFIRMED') return 0;
      const due = locked!.amountCents - locked!.refundedCents;
      await tx.update(bookings).set({ status: 'CANCELLED', cancelledAt: new Date(), refundDueCents: locked!.amountCents }).where(eq(bookings.id, b.id));
      for (const uid of new Set([b.payerId, b.athleteId])) {
        const [u] = await tx.select().from(users).where(eq(users.id, uid));
        await enqueueMail(tx, {
          to: u!.email,
          subject: `Session cancelled by ${ctx.config.BUSINESS_NAME}: ${s.name} on ${longDate(s.s.date)}`,
          text: [`Hi ${u!.firstName},`, '', `We had to cancel ${s.name} on ${longDate(s.s.date)} at ${time12(s.s.time)}. We're sorry.`, `Your payment of $${(due / 100).toFixed(2)} is refunded in full.`, '', ctx.config.BUSINESS_NAME].join('\n'),
        });
      }
      return due;
    });
    if (owed > 0 && b.paymentId) {
      const [p] = await ctx.db.select().from(payments).where(eq(payments.id, b.paymentId));
      await refundPayment(ctx, p!, owed, `booking-${b.id}-session-cancelled`);
      await ctx.db.update(bookings).set({ refundedCents: b.amountCents }).where(eq(bookings.id, b.id));
      refunded++;
    }
  }
  return { message: `Session cancelled. ${refunded} booking${refunded === 1 ? '' : 's'} refunded in full.`, refunded };
}

/** The booked athletes with their emergency contact and waiver status. */
export async function roster(ctx: AppContext, sessionId: number) {
  const rows = await ctx.db
    .select({ b: bookings, u: users, r: athleteRegistrations })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.athleteId))
    .leftJoin(athleteRegistrations, eq(athleteRegistrations.userId, bookings.athleteId))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'CONFIRMED')))
    .orderBy(asc(users.lastName));
  return rows.map(({ b, u, r }) => ({
    bookingId: b.id,
    athlete: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
    attendance: b.attendance ?? null,
    waiverSigned: !!r?.liabilityAgreement,
    emergencyContact: r ? { name: r.emergencyContactName, phone: r.emergencyContactPhone, relation: r.emergencyContactRelation } : null,
  }));
}

export async function markAttendance(ctx: AppContext, staff: User, bookingId: number, attendance: 'CHECKED_IN' | 'NO_SHOW' | null) {
  return ctx.db.transaction(async (tx) => {
    const [b] = await tx.update(bookings).set({ attendance }).where(and(eq(bookings.id, bookingId), eq(bookings.status, 'CONFIRMED'))).returning();
    if (!b) throw notFound('Booking not found');
    await audit(tx, staff.id, 'attendance', 'booking', bookingId, { attendance });
    return { message: attendance === 'CHECKED_IN' ? 'Checked in' : attendance === 'NO_SHOW' ? 'Marked as no-show' : 'Attendance cleared' };
  });
}

/** Sessions for the staff calendar: from a date on, with their program. */
export async function listSessions(ctx: AppContext, from: string) {
  const rows = await ctx.db
    .select({ s: trainingSessions, programName: programs.name })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(gte(trainingSessions.date, from))
    .orderBy(asc(trainingSessions.startsAt))
    .limit(500);
  return rows.map(({ s, programName }) => ({
    id: s.id,
    programId: s.programId,
    programName,
    seriesId: s.seriesId,
    date: s.date,
    time: s.time,
    sessionTitle: s.sessionTitle,
    location: s.location,
    coachId: s.coachId,
    totalSpots: s.totalSpots,
    availableSpots: s.availableSpots,
    status: s.status,
  }));
}

