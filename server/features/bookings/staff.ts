import { localized, localizedCopy, perLanguage } from '../../platform/i18n/localized.ts';
import { dropNoShowStrike, recordStrike } from '../../domain/attendance-policy.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { attendanceRefusal } from '../../../common/bookings.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { bookings, spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { atTimeIn, longDateIn, moneyIn } from '../../platform/i18n/format.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { chargeFees, releaseFee } from '../fees/fees.ts';
import { lockPayment, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { returnCredit } from '../packs/credits.ts';
import { creditBackText, paidWithCreditText } from '../receipts/content.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { signedVersions } from '../waivers/gate.ts';
import { msg } from '../../../common/messages/index.ts';

/** What happened to a credit booking's credit when staff cancelled its session (null: paid by card). */
/** The credit's pack is named in each reader's language (decision 066). */
type CreditOutcome = { pack: Record<Language, string>; returned: boolean; expired: boolean } | null;

// The Spanish time ends in "p.m.", which also ends the sentence.
const CANCELLED = {
  en: {
    subject: (business: string, program: string, date: string) => `Session cancelled by ${business}: ${program} on ${date}`,
    lines: (name: string, program: string, date: string, at: string, amount: string, credit: CreditOutcome) => [
      `Hi ${name},`,
      '',
      `We had to cancel ${program} on ${date} ${at}. We're sorry.`,
      ...(credit ? creditLines(credit, 'en') : [`Your payment of ${amount} is refunded in full.`]),
    ],
    creditExpired: 'The pack has expired, so the credit expired with it.',
    creditNotMoney: 'A credit is never refunded as money.',
  },
  es: {
    subject: (business: string, program: string, date: string) => `Sesión cancelada por ${business}: ${program}, ${date}`,
    lines: (name: string, program: string, date: string, at: string, amount: string, credit: CreditOutcome) => [
      `Hola, ${name}:`,
      '',
      `Lo sentimos mucho: tuvimos que cancelar ${program} del ${date} ${at}`,
      ...(credit ? creditLines(credit, 'es') : [`Te devolvemos el pago completo de ${amount}.`]),
    ],
    creditExpired: 'El paquete ya venció, así que el crédito venció con él.',
    creditNotMoney: 'Un crédito nunca se reembolsa en dinero.',
  },
} as const;

/**
 * A credit booking's lines (issue 29: it says so everywhere and never promises money): "Paid with 1
 * credit from 10-Session Pack." then "1 credit returned to 10-Session Pack. A credit is never
 * refunded as money." (or that the pack has expired meanwhile).
 */
function creditLines(c: NonNullable<CreditOutcome>, lang: Language): string[] {
  const m = CANCELLED[lang];
  return [
    `${paidWithCreditText(c.pack[lang], 1, lang)}.`,
    c.returned ? `${creditBackText(c.pack[lang], 1, lang)}. ${c.expired ? m.creditExpired : m.creditNotMoney}` : m.creditNotMoney,
  ];
}

/** The pack a credit booking's credit came from, and whether that pack has expired. */
async function creditOf(tx: Tx, bookingId: number): Promise<{ pack: Record<Language, string>; expired: boolean } | null> {
  const [g] = await tx
    .select({ pack: creditGrants.packName, expiredAt: creditGrants.expiredAt, source: { name: sessionPacks.name, nameEs: sessionPacks.nameEs } })
    .from(creditUses)
    .innerJoin(creditGrants, eq(creditGrants.id, creditUses.grantId))
    .innerJoin(sessionPacks, eq(sessionPacks.id, creditGrants.packId))
    .where(eq(creditUses.bookingId, bookingId));
  return g ? { pack: perLanguage((lang) => localizedCopy(g.pack, g.source, lang)), expired: g.expiredAt !== null } : null;
}

/**
 * Staff cancel a session. First, with the session row locked, it is marked CANCELLED and its live
 * holds end: a payment still being made for it can no longer become a booking (fulfilment checks
 * the session under the same lock, and refunds). Then every confirmed booking is cancelled with a
 * full refund owed, one transaction per booking, and its payer and athlete are e-mailed (each in their
 * language). Refunds are
 * paid after the commits (and retried by the job). Answers how many bookings were refunded.
 */
export async function cancelSession(ctx: AppContext, staff: User, id: number) {
  const [s] = await ctx.db
    .select({ s: trainingSessions, name: programs.name, nameEs: programs.nameEs })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(eq(trainingSessions.id, id));
  if (!s) throw notFound(msg('schedule.sessionNotFound'));
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.id, id)).for('update');
    await tx.update(trainingSessions).set({ status: 'CANCELLED' }).where(eq(trainingSessions.id, id));
    await tx
      .update(spotHolds)
      .set({ status: 'RELEASED' })
      .where(and(eq(spotHolds.sessionId, id), eq(spotHolds.status, 'ACTIVE')));
    // Its line closes: nobody waiting or offered can book it any more.
    await tx
      .update(waitlistEntries)
      .set({ status: 'CLOSED', updatedAt: ctx.now() })
      .where(and(eq(waitlistEntries.sessionId, id), inArray(waitlistEntries.status, ['WAITING', 'OFFERED'])));
    await audit(tx, staff.id, 'cancel', 'session', id, {});
  });
  // Read after the cancel committed: a booking fulfilled before it is here; none can follow it.
  const booked = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.sessionId, id), eq(bookings.status, 'CONFIRMED')));
  let refunded = 0;
  let creditsReturned = 0;
  const refundIds: Array<number | null> = [];
  for (const b of booked) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(bookings).where(eq(bookings.id, b.id)).for('update');
      if (!locked || locked.status !== 'CONFIRMED') return null;
      const payment = locked.paymentId ? await lockPayment(tx, locked.paymentId) : null;
      const due = locked.amountCents - locked.refundedCents;
      await tx
        .update(bookings)
        .set({ status: 'CANCELLED', cancelledAt: ctx.now(), refundDueCents: locked.amountCents, refundedCents: locked.amountCents })
        .where(eq(bookings.id, locked.id));
      const refundId = payment
        ? await requestRefund(tx, payment, due, 'session cancelled by staff', `booking-${locked.id}-session-cancelled`, ctx.now())
        : null;
      // Paid with a session pack credit: the credit comes back instead, to the pack the e-mail names.
      const returned = locked.paidWithCredit && (await returnCredit(tx, locked.id, ctx.now()));
      const used = locked.paidWithCredit ? await creditOf(tx, locked.id) : null;
      const credit: CreditOutcome = locked.paidWithCredit ? { pack: used?.pack ?? { en: '', es: '' }, returned, expired: used?.expired ?? false } : null;
      const people = await tx
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(inArray(users.id, [...new Set([locked.payerId, locked.athleteId])]))
        .orderBy(asc(users.id));
      for (const u of people) {
        const lang = mailLanguage(u.language);
        const m = CANCELLED[lang];
        const date = longDateIn(s.s.date, lang);
        const name = localized(s.name, s.nameEs, lang);
        await enqueueMail(tx, {
          to: u.email,
          subject: m.subject(ctx.config.BUSINESS_NAME, name, date),
          text: [...m.lines(u.firstName, name, date, atTimeIn(s.s.time, lang), moneyIn(due / 100, lang), credit), '', ctx.config.BUSINESS_NAME].join('\n'),
        });
      }
      return { refundId, due, credit: locked.paidWithCredit, creditReturned: returned };
    });
    // A credit booking carries its credit's value, but its payer gets the credit back, never money.
    if (outcome && !outcome.credit && outcome.due > 0) refunded++;
    if (outcome?.creditReturned) creditsReturned++;
    if (outcome) refundIds.push(outcome.refundId);
  }
  // Credits returned get their receipts after the commits (refunds' follow their settling; issue 29).
  kickReceipts(ctx);
  await settleRefunds(ctx, refundIds);
  return { message: msg('bookings.sessionCancelled', { refunded, credits: creditsReturned }), refunded, creditsReturned };
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
  const waivers = await signedVersions(
    ctx.db,
    rows.map((r) => r.u.id),
  );
  return rows.map(({ b, u, r }) => {
    const signed = waivers.byAthlete.get(u.id);
    return {
      bookingId: b.id,
      athlete: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
      attendance: b.attendance ?? null,
      waiverVersion: signed?.version ?? null,
      waiverCurrent: signed?.version === waivers.latest,
      waiverLanguage: signed?.language ?? null,
      emergencyContact: r ? { name: r.emergencyContactName, phone: r.emergencyContactPhone, relation: r.emergencyContactRelation } : null,
    };
  });
}

export async function markAttendance(ctx: AppContext, staff: User, bookingId: number, attendance: 'CHECKED_IN' | 'NO_SHOW' | null) {
  const done = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ startsAt: trainingSessions.startsAt })
      .from(bookings)
      .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'CONFIRMED')));
    if (!found) throw notFound(msg('bookings.notFound'));
    const refusal = attendanceRefusal(attendance, found.startsAt, ctx.now());
    if (refusal) throw conflict(refusal);
    const [b] = await tx
      .update(bookings)
      .set({ attendance })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'CONFIRMED')))
      .returning();
    if (!b) throw notFound(msg('bookings.notFound'));
    // The no-show and late-cancel policy (decisions 059, 060): a no-show is a strike (with its fee
    // under the fee policy); a mark cleared or changed takes it back, and its fee with it.
    const feeId = attendance === 'NO_SHOW' ? await recordStrike(tx, b, 'NO_SHOW', ctx.now(), ctx.payments.name) : null;
    const refundId = attendance === 'NO_SHOW' ? null : await releaseFee(tx, await dropNoShowStrike(tx, bookingId), ctx.now());
    await audit(tx, staff.id, 'attendance', 'booking', bookingId, { attendance });
    return {
      feeId,
      refundId,
      message: attendance === 'CHECKED_IN' ? msg('checkIn.checkedIn') : attendance === 'NO_SHOW' ? msg('checkIn.markedNoShow') : msg('checkIn.cleared'),
    };
  });
  await chargeFees(ctx, [done.feeId]);
  await settleRefunds(ctx, [done.refundId]);
  return { message: done.message };
}
