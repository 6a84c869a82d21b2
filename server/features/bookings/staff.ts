import { and, asc, eq, inArray } from 'drizzle-orm';
import { attendanceRefusal } from '../../../common/staff.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { bookings, spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { atTimeIn, longDateIn, moneyIn } from '../../platform/i18n/format.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { lockPayment, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { returnCredit } from '../packs/credits.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { signedVersions } from '../waivers/gate.ts';

// The Spanish time ends in "p.m.", which also ends the sentence.
const CANCELLED = {
  en: {
    subject: (business: string, program: string, date: string) => `Session cancelled by ${business}: ${program} on ${date}`,
    lines: (name: string, program: string, date: string, at: string, amount: string, credit: boolean) => [
      `Hi ${name},`,
      '',
      `We had to cancel ${program} on ${date} ${at}. We're sorry.`,
      credit ? 'The session credit you used is back in your account.' : `Your payment of ${amount} is refunded in full.`,
    ],
  },
  es: {
    subject: (business: string, program: string, date: string) => `Sesión cancelada por ${business}: ${program}, ${date}`,
    lines: (name: string, program: string, date: string, at: string, amount: string, credit: boolean) => [
      `Hola, ${name}:`,
      '',
      `Lo sentimos mucho: tuvimos que cancelar ${program} del ${date} ${at}`,
      credit ? 'El crédito de sesión que usaste volvió a tu cuenta.' : `Te devolvemos el pago completo de ${amount}.`,
    ],
  },
} as const;

/**
 * Staff cancel a session. First, with the session row locked, it is marked CANCELLED and its live
 * holds end: a payment still being made for it can no longer become a booking (fulfilment checks
 * the session under the same lock, and refunds). Then every confirmed booking is cancelled with a
 * full refund owed, one transaction per booking, and its payer and athlete are e-mailed (each in their
 * language). Refunds are
 * paid after the commits (and retried by the job). Answers how many bookings were refunded.
 */
export async function cancelSession(ctx: AppContext, staff: User, id: number) {
  const [s] = await ctx.db.select({ s: trainingSessions, name: programs.name }).from(trainingSessions).innerJoin(programs, eq(programs.id, trainingSessions.programId)).where(eq(trainingSessions.id, id));
  if (!s) throw notFound('Session not found');
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.id, id)).for('update');
    await tx.update(trainingSessions).set({ status: 'CANCELLED' }).where(eq(trainingSessions.id, id));
    await tx.update(spotHolds).set({ status: 'RELEASED' }).where(and(eq(spotHolds.sessionId, id), eq(spotHolds.status, 'ACTIVE')));
    // Its line closes: nobody waiting or offered can book it any more.
    await tx.update(waitlistEntries).set({ status: 'CLOSED', updatedAt: new Date() }).where(and(eq(waitlistEntries.sessionId, id), inArray(waitlistEntries.status, ['WAITING', 'OFFERED'])));
    await audit(tx, staff.id, 'cancel', 'session', id, {});
  });
  // Read after the cancel committed: a booking fulfilled before it is here; none can follow it.
  const booked = await ctx.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.sessionId, id), eq(bookings.status, 'CONFIRMED')));
  let refunded = 0;
  const refundIds: Array<number | null> = [];
  for (const b of booked) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(bookings).where(eq(bookings.id, b.id)).for('update');
      if (!locked || locked.status !== 'CONFIRMED') return null;
      const payment = locked.paymentId ? await lockPayment(tx, locked.paymentId) : null;
      const due = locked.amountCents - locked.refundedCents;
      await tx.update(bookings).set({ status: 'CANCELLED', cancelledAt: new Date(), refundDueCents: locked.amountCents, refundedCents: locked.amountCents }).where(eq(bookings.id, locked.id));
      const refundId = payment ? await requestRefund(tx, payment, due, 'session cancelled by staff', `booking-${locked.id}-session-cancelled`) : null;
      // Paid with a session pack credit: the credit comes back instead.
      if (locked.paidWithCredit) await returnCredit(tx, locked.id);
      const people = await tx
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(inArray(users.id, [...new Set([locked.payerId, locked.athleteId])]))
        .orderBy(asc(users.id));
      for (const u of people) {
        const lang = mailLanguage(u.language);
        const m = CANCELLED[lang];
        const date = longDateIn(s.s.date, lang);
        await enqueueMail(tx, {
          to: u.email,
          subject: m.subject(ctx.config.BUSINESS_NAME, s.name, date),
          text: [...m.lines(u.firstName, s.name, date, atTimeIn(s.s.time, lang), moneyIn(due / 100, lang), locked.paidWithCredit), '', ctx.config.BUSINESS_NAME].join('\n'),
        });
      }
      return { refundId, due };
    });
    if (outcome && outcome.due > 0) refunded++;
    if (outcome) refundIds.push(outcome.refundId);
  }
  // Credits returned get their receipts after the commits (refunds' follow their settling; issue 29).
  kickReceipts(ctx);
  await settleRefunds(ctx, refundIds);
  return { message: `Session cancelled. ${refunded} booking${refunded === 1 ? '' : 's'} refunded in full.`, refunded };
}

/** The booked athletes with their emergency contact and the waiver version signed for them (decision 043). */
export async function roster(ctx: AppContext, sessionId: number) {
  const rows = await ctx.db
    .select({ b: bookings, u: users, r: athleteRegistrations })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.athleteId))
    .leftJoin(athleteRegistrations, eq(athleteRegistrations.userId, bookings.athleteId))
    .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'CONFIRMED')))
    .orderBy(asc(users.lastName));
  const waivers = await signedVersions(ctx.db, rows.map((r) => r.u.id));
  return rows.map(({ b, u, r }) => ({
    bookingId: b.id,
    athlete: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
    attendance: b.attendance ?? null,
    waiverVersion: waivers.byAthlete.get(u.id) ?? null,
    waiverCurrent: waivers.byAthlete.get(u.id) === waivers.latest,
    emergencyContact: r ? { name: r.emergencyContactName, phone: r.emergencyContactPhone, relation: r.emergencyContactRelation } : null,
  }));
}

export async function markAttendance(ctx: AppContext, staff: User, bookingId: number, attendance: 'CHECKED_IN' | 'NO_SHOW' | null) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ startsAt: trainingSessions.startsAt })
      .from(bookings)
      .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'CONFIRMED')));
    if (!found) throw notFound('Booking not found');
    const refusal = attendanceRefusal(attendance, found.startsAt, new Date());
    if (refusal) throw conflict(refusal);
    const [b] = await tx.update(bookings).set({ attendance }).where(and(eq(bookings.id, bookingId), eq(bookings.status, 'CONFIRMED'))).returning();
    if (!b) throw notFound('Booking not found');
    await audit(tx, staff.id, 'attendance', 'booking', bookingId, { attendance });
    return { message: attendance === 'CHECKED_IN' ? 'Checked in' : attendance === 'NO_SHOW' ? 'Marked as no-show' : 'Attendance cleared' };
  });
}
