import { localized, localizedCopy, perLanguage } from '../../platform/i18n/localized.ts';
import { recordStrike } from '../../domain/attendance-policy.ts';
import { chargeFees } from '../fees/fees.ts';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { CANCEL_NOTICE_HOURS, RESCHEDULE_NOTICE_HOURS } from '../../../common/member.ts';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { payments } from '../../db/schema/payments.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { atTimeIn, longDateIn, moneyIn } from '../../platform/i18n/format.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { isLinked } from '../../domain/parent-links.ts';
import { lockPayment, recordForfeit, requestRefund } from '../payments/ledger.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { returnCredit } from '../packs/credits.ts';
import { paidWithCreditText } from '../receipts/content.ts';
import { kickReceipts } from '../receipts/kick.ts';
import { checkAgeGroup, useAgeException } from './age-group.ts';
import { offerAndAutoBook } from './auto-book.ts';
import { returnSpot, takeSpot } from './spots.ts';
import { refundDueOnCancel } from './refund-policy.ts';
import { windowRefusal } from './window.ts';
import { msg } from '../../../common/messages/index.ts';

const HOUR = 3600_000;

/** The booking's payer, its athlete or the athlete's linked parent may manage it; anyone else gets 404. */
async function assertCanManage(ctx: AppContext, user: User, b: { payerId: number; athleteId: number }) {
  if (b.payerId === user.id || b.athleteId === user.id) return;
  if (user.role === 'PARENT' && (await isLinked(ctx.db, user.id, b.athleteId))) return;
  throw notFound(msg('bookings.notFound'));
}

async function loadBooking(ctx: AppContext, id: number) {
  const rows = await ctx.db
    .select({ b: bookings, s: trainingSessions, p: programs })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(eq(bookings.id, id))
    .limit(1);
  if (!rows[0]) throw notFound(msg('bookings.notFound'));
  return rows[0];
}

const NOTICES = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    cancelledSubject: (program: string, date: string) => `Session cancelled: ${program} on ${date}`,
    cancelled: (id: number, program: string, when: string) => `Your booking #${id} for ${program} on ${when} is cancelled.`,
    refunded: (amount: string) =>
      `You cancelled at least ${CANCEL_NOTICE_HOURS} hours ahead, so your payment of ${amount} is refunded in full to your card (allow 5-10 days).`,
    noRefund: `You cancelled less than ${CANCEL_NOTICE_HOURS} hours before the session, so no refund is due under our cancellation policy.`,
    creditBack: (pack: string) =>
      `You cancelled at least ${CANCEL_NOTICE_HOURS} hours ahead, so the session credit you used is back in your ${pack}. A credit is never refunded as money.`,
    creditKept: `You cancelled less than ${CANCEL_NOTICE_HOURS} hours before the session, so the session credit you used is not returned under our cancellation policy.`,
    paidBy: (payer: string) => `${payer} paid for this booking, so anything refunded goes back to them.`,
    movedSubject: (program: string) => `Session rescheduled: ${program}`,
    moved: (id: number, program: string, from: string, to: string) => `Your booking #${id} for ${program} moved from ${from} to ${to}.`,
    carriesOver: 'Your payment carries over; nothing more to pay.',
    creditCarriesOver: (paid: string) => `${paid}: the credit carries over; nothing more to pay.`,
    lateFee: (amount: string) =>
      `Under the facility's attendance policy, a late-cancellation fee of ${amount} is charged to your saved card; its receipt follows by e-mail.`,
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    cancelledSubject: (program: string, date: string) => `Sesión cancelada: ${program}, ${date}`,
    cancelled: (id: number, program: string, when: string) => `Tu reserva n.º ${id} de ${program} del ${when} quedó cancelada.`,
    refunded: (amount: string) =>
      `Cancelaste con al menos ${CANCEL_NOTICE_HOURS} horas de anticipación, así que te devolvemos el pago completo de ${amount} a tu tarjeta (puede tardar de 5 a 10 días).`,
    noRefund: `Cancelaste con menos de ${CANCEL_NOTICE_HOURS} horas de anticipación, así que, según nuestra política de cancelación, no corresponde reembolso.`,
    creditBack: (pack: string) =>
      `Cancelaste con al menos ${CANCEL_NOTICE_HOURS} horas de anticipación, así que el crédito de sesión que usaste volvió a tu ${pack}. Un crédito nunca se reembolsa en dinero.`,
    creditKept: `Cancelaste con menos de ${CANCEL_NOTICE_HOURS} horas de anticipación, así que, según nuestra política de cancelación, el crédito de sesión que usaste no se devuelve.`,
    paidBy: (payer: string) => `${payer} pagó esta reserva, así que lo que se reembolse vuelve a esa persona.`,
    movedSubject: (program: string) => `Sesión cambiada de fecha: ${program}`,
    // The time ends in "a.m." or "p.m.", which also ends the sentence.
    moved: (id: number, program: string, from: string, to: string) => `Tu reserva n.º ${id} de ${program} pasó del ${from} al ${to}`,
    carriesOver: 'Tu pago se mantiene; no tienes que pagar nada más.',
    creditCarriesOver: (paid: string) => `${paid}: el crédito se mantiene; no tienes que pagar nada más.`,
    lateFee: (amount: string) =>
      `Según la política de asistencia del centro, se cobra un cargo por cancelación tardía de ${amount} a tu tarjeta guardada; el recibo te llegará por correo.`,
  },
} as const;

type Wording = (typeof NOTICES)[Language];

/** The pack whose credit paid for a booking (issue 29: every notice of a credit booking names it), in each language (decision 066). */
export async function creditPackOf(tx: Parameters<typeof enqueueMail>[0], bookingId: number): Promise<Record<Language, string> | null> {
  const [g] = await tx
    .select({ packName: creditGrants.packName, source: { name: sessionPacks.name, nameEs: sessionPacks.nameEs } })
    .from(creditUses)
    .innerJoin(creditGrants, eq(creditGrants.id, creditUses.grantId))
    .innerJoin(sessionPacks, eq(sessionPacks.id, creditGrants.packId))
    .where(eq(creditUses.bookingId, bookingId));
  return g ? perLanguage((lang) => localizedCopy(g.packName, g.source, lang)) : null;
}

/** A session's day and time as a sentence writes them: "Monday, March 2, 2026 at 5:30 PM" / "lunes, 2 de marzo de 2026 a las 5:30 p.m.". */
const when = (s: { date: string; time: string }, lang: Language) => `${longDateIn(s.date, lang)} ${atTimeIn(s.time, lang)}`;

/** E-mails the booking's people (read in one query, with their language), each in their language; `write` is told who reads it. */
async function notify(
  ctx: AppContext,
  tx: Parameters<typeof enqueueMail>[0],
  userIds: number[],
  write: (m: Wording, lang: Language, reader: { id: number }) => { subject: string; body: string[] },
) {
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
    .orderBy(asc(users.id));
  for (const u of people) {
    const lang = mailLanguage(u.language);
    const m = NOTICES[lang];
    const { subject, body } = write(m, lang, u);
    await enqueueMail(tx, {
      to: u.email,
      subject,
      text: [m.hi(u.firstName), '', ...body, '', `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`].join('\n'),
    });
  }
}

/**
 * Cancels a booking and frees its spot, once. 24 hours or more before the start the payment is
 * refunded in full (owed in the same transaction, paid right after); later, the cancellation goes
 * through and the money is kept (a FORFEIT in the ledger). The e-mail says which, in each recipient's language.
 * `alsoInTransaction` runs last inside the same transaction (a reminder link marks itself used there,
 * decision 048: the booking's lock first, the reminder's last); throwing from it undoes the cancellation.
 */
export async function cancelBooking(ctx: AppContext, user: User, bookingId: number, now = ctx.now(), alsoInTransaction?: (tx: Tx) => Promise<void>) {
  const { b } = await loadBooking(ctx, bookingId);
  await assertCanManage(ctx, user, b);
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const current = locked[0]!;
    if (current.status === 'CANCELLED') throw conflict(msg('member.alreadyCancelled'));
    const payment = current.paymentId ? await lockPayment(tx, current.paymentId) : null;
    const [session] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, current.sessionId));
    const [program] = await tx.select().from(programs).where(eq(programs.id, session!.programId));
    const msAhead = session!.startsAt.getTime() - now.getTime();
    if (msAhead <= 0) throw conflict(msg('member.pastSession'));
    const refundDue = refundDueOnCancel(current, session!.startsAt, now);
    // A credit booking's "refund" is its credit back (its value is what refundedCents records).
    const creditReturned = current.paidWithCredit && refundDue > 0 && (await returnCredit(tx, current.id, now));
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', cancelledAt: now, refundDueCents: refundDue, refundedCents: current.refundedCents + refundDue })
      .where(eq(bookings.id, bookingId));
    await returnSpot(tx, current.sessionId);
    // Less than the notice period ahead: a late cancellation, a strike when the policy is on (decision 059).
    const feeId = msAhead < CANCEL_NOTICE_HOURS * 3600_000 ? await recordStrike(tx, current, 'LATE_CANCEL', now, ctx.payments.name) : null;
    const [fee] = feeId ? await tx.select({ amountCents: payments.amountCents, userId: payments.userId }).from(payments).where(eq(payments.id, feeId)) : [];
    let refundId: number | null = null;
    if (payment && refundDue > 0)
      refundId = await requestRefund(tx, payment, refundDue, 'cancelled 24 hours or more ahead', `booking-${current.id}-cancel`, ctx.now());
    if (payment && refundDue === 0)
      await recordForfeit(tx, payment, current.amountCents - current.refundedCents, `booking:${current.id}`, 'cancelled less than 24 hours ahead');
    await alsoInTransaction?.(tx);
    const pack = current.paidWithCredit ? await creditPackOf(tx, current.id) : null;
    const [payer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, current.payerId));
    await notify(ctx, tx, [current.payerId, current.athleteId], (m, lang, reader) => ({
      subject: m.cancelledSubject(localized(program!.name, program!.nameEs, lang), longDateIn(session!.date, lang)),
      body: [
        m.cancelled(current.id, localized(program!.name, program!.nameEs, lang), when(session!, lang)),
        // The money is the payer's: the athlete a parent paid for is not told of "your payment" (issue 34).
        ...(reader.id !== current.payerId
          ? [m.paidBy(`${payer!.firstName} ${payer!.lastName}`)]
          : [
              ...(pack ? [`${paidWithCreditText(pack[lang], 1, lang)}.`] : []),
              current.paidWithCredit
                ? creditReturned
                  ? m.creditBack(pack?.[lang] ?? 'pack')
                  : m.creditKept
                : refundDue > 0
                  ? m.refunded(moneyIn(refundDue / 100, lang))
                  : m.noRefund,
            ]),
        // The fee's payer (the booking's payer, or the athlete when staff booked it) is told of it.
        ...(fee && reader.id === fee.userId ? [m.lateFee(moneyIn(fee.amountCents / 100, lang))] : []),
      ],
    }));
    return { refundId, refundDue, sessionId: current.sessionId, paidWithCredit: current.paidWithCredit, creditReturned, feeId };
  });
  // A credit returned gets its receipt after the commit (a refund's follows its settling; issue 29).
  if (result.creditReturned) kickReceipts(ctx);
  await settleRefunds(ctx, [result.refundId]);
  // A late-cancel fee (decision 060) is charged to the saved card now; its receipt follows.
  await chargeFees(ctx, [result.feeId]);
  // The freed place goes to the first in the session's line, if anyone waits.
  await offerAndAutoBook(ctx, [result.sessionId]);
  return {
    message: msg('bookings.cancelled'),
    refunded: result.paidWithCredit ? 0 : result.refundDue / 100,
    refundPolicy: result.refundDue > 0 ? ('full' as const) : ('none' as const),
    ...(result.paidWithCredit ? { creditReturned: result.creditReturned } : {}),
  };
}

/**
 * The sessions a booking may move to as the server will judge the move (the rules below, spots
 * aside, which change by the second): upcoming active sessions of its program, open to the payer's
 * plan (the booking window) and inside the athlete's age group or with an exception for them. The
 * reschedule list offers only these, so it never offers a move that would be refused. The next
 * 60 sessions of the program at most.
 */
const RESCHEDULE_TARGETS_MAX = 60;

export async function rescheduleTargets(ctx: AppContext, user: User, bookingId: number, now = ctx.now()): Promise<{ sessionIds: number[] }> {
  const { b, s, p } = await loadBooking(ctx, bookingId);
  await assertCanManage(ctx, user, b);
  if (b.status === 'CANCELLED') return { sessionIds: [] };
  const upcoming = await ctx.db
    .select()
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.programId, s.programId),
        eq(trainingSessions.status, 'ACTIVE'),
        gt(trainingSessions.startsAt, now),
        ne(trainingSessions.id, s.id),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .limit(RESCHEDULE_TARGETS_MAX);
  const ids: number[] = [];
  for (const to of upcoming) {
    if (await windowRefusal(ctx.db, ctx.config.FACILITY_TZ, b.payerId, to.date, p, now)) continue;
    if ((await checkAgeGroup(ctx.db, to, b.athleteId)).refusal) continue;
    ids.push(to.id);
  }
  return { sessionIds: ids };
}

/** Moves a booking to another session of the same program (and inside its age group), keeping its payment; spots move exactly once. */
export async function rescheduleBooking(ctx: AppContext, user: User, bookingId: number, newSessionId: number, now = ctx.now()) {
  const { b, p } = await loadBooking(ctx, bookingId);
  await assertCanManage(ctx, user, b);
  try {
    const moved = await ctx.db.transaction(async (tx) => {
      const locked = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      const current = locked[0]!;
      if (current.status === 'CANCELLED') throw conflict(msg('member.cancelledCannotReschedule'));
      if (current.sessionId === newSessionId) throw conflict(msg('member.sameSession'));
      const [from] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, current.sessionId));
      if (from!.startsAt.getTime() - now.getTime() < RESCHEDULE_NOTICE_HOURS * HOUR) throw conflict(msg('member.rescheduleNotice'));
      // The new session is locked before the age exception it may use (decision 038: booking, session, then exception).
      const [to] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, newSessionId)).for('update');
      if (!to) throw notFound(msg('bookings.newSessionMissing'));
      if (to.programId !== from!.programId) throw conflict(msg('member.differentProgram'));
      if (to.status !== 'ACTIVE' || to.startsAt.getTime() <= now.getTime()) throw conflict(msg('member.targetUnavailable'));
      // The program's booking window (decision 056), for the payer's plan: a move is a booking of the new session.
      const closed = await windowRefusal(tx, ctx.config.FACILITY_TZ, current.payerId, to.date, p, now);
      if (closed) throw closed;
      // The new session's age group (issue 29): a session of the same program may be for other ages.
      const age = await checkAgeGroup(tx, to, current.athleteId, { lock: true });
      if (age.refusal) throw age.refusal;
      if (!(await takeSpot(tx, newSessionId))) throw conflict(msg('member.targetFull'));
      await tx.update(bookings).set({ sessionId: newSessionId }).where(eq(bookings.id, bookingId));
      if (age.exceptionId !== null)
        await useAgeException(tx, age.exceptionId, { id: bookingId, sessionId: newSessionId, athleteId: current.athleteId }, user.id);
      await returnSpot(tx, current.sessionId);
      const [program] = await tx.select().from(programs).where(eq(programs.id, to.programId));
      const pack = current.paidWithCredit ? await creditPackOf(tx, current.id) : null;
      await notify(ctx, tx, [current.payerId, current.athleteId], (m, lang, reader) => ({
        subject: m.movedSubject(localized(program!.name, program!.nameEs, lang)),
        // What carries over is the payer's to know.
        body: [
          m.moved(current.id, localized(program!.name, program!.nameEs, lang), when(from!, lang), when(to, lang)),
          ...(reader.id !== current.payerId ? [] : [pack ? m.creditCarriesOver(paidWithCreditText(pack[lang], 1, lang)) : m.carriesOver]),
        ],
      }));
      return { message: msg('bookings.rescheduled'), sessionId: newSessionId, fromSessionId: current.sessionId };
    });
    await offerAndAutoBook(ctx, [moved.fromSessionId]);
    return { message: moved.message, sessionId: moved.sessionId };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(msg('member.alreadyInTarget'));
    throw err;
  }
}
