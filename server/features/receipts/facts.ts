import { inArray, or } from 'drizzle-orm';
import type { LedgerKind, ReceiptItem, RefundPolicy } from '../../../common/receipts.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import type { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { pickupGames } from '../../db/schema/pickup.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { plans, subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized, localizedCopy, localizedOrNull } from '../../platform/i18n/localized.ts';

/*
 * What a ledger movement was for (issue 29), read from the products' tables: the session and the
 * athlete, the pickup game, the pack and its credits, the plan and its period. The receipts feature
 * reads these tables directly (it imports no product feature, so every money path can kick it
 * without an import cycle); the receipt freezes the answer, the billing history shows it live for
 * movements that have none. What staff typed (program, session, game, pack and plan names) is read in
 * each movement's language (decision 066): the payer's when a receipt freezes it, the reader's in the
 * billing history; a pack's name copied at purchase is in Spanish while the pack still has that name.
 */

export type EntryRow = typeof ledgerEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface Facts {
  item: ReceiptItem;
  athlete: string | null;
  /** A credit movement's pack credit (CREDIT_USED, CREDIT_RETURNED): one credit of the named pack. */
  credit: { packName: string; credits: number; valueCents: number } | null;
  /** How many credits moved (credit kinds only). */
  credits: number | null;
  packName: string | null;
  policy: RefundPolicy;
}

const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number.isInteger(Number(v)) ? Number(v) : null);
const some = (list: Array<number | null>) => [...new Set(list.filter((n): n is number => n !== null))];

/** The credit use a credit movement's reference names: `credit-used:<use id>`, `credit-returned:<use id>`. */
export const creditUseOf = (e: Pick<EntryRow, 'kind' | 'reference'>) =>
  e.kind === 'CREDIT_USED' || e.kind === 'CREDIT_RETURNED' ? num(e.reference.split(':')[1]) : null;

/** How many credits a CREDITS_EXPIRED movement expired: one when a returned credit expired at once, else "N unused". */
function expiredCount(e: EntryRow): number | null {
  if (e.reference.split(':').length === 3) return 1;
  return num(/^(\d+) unused$/.exec(e.note ?? '')?.[1]);
}

async function byId<T extends { id: number }>(rows: Promise<T[]>): Promise<Map<number, T>> {
  return new Map((await rows).map((r) => [r.id, r]));
}

/** The facts of each movement (by ledger entry id), each with its payment, in its language (English when none is given). */
export async function factsOf(db: Db | Tx, list: Array<{ entry: EntryRow; payment: PaymentRow; lang?: Language }>): Promise<Map<number, Facts>> {
  const out = new Map<number, Facts>();
  if (list.length === 0) return out;
  const paymentIds = some(list.map((x) => x.payment.id));
  const useIds = some(list.map((x) => creditUseOf(x.entry)));

  const uses = useIds.length
    ? await byId(db.select().from(creditUses).where(inArray(creditUses.id, useIds)))
    : new Map<number, typeof creditUses.$inferSelect>();
  // A booking bought by a card payment (unique per payment) or by a credit use.
  const paidBookings = (await db.select().from(bookings).where(inArray(bookings.paymentId, paymentIds))).filter((b) => b.paymentId !== null);
  const bookingOfPayment = new Map(paidBookings.map((b) => [b.paymentId!, b]));
  const creditBookingIds = some([...uses.values()].map((u) => u.bookingId));
  const creditBookings = creditBookingIds.length
    ? await byId(db.select().from(bookings).where(inArray(bookings.id, creditBookingIds)))
    : new Map<number, typeof bookings.$inferSelect>();

  // A fee's booking (decision 060): the one its strike was for.
  const feeBookingIds = some(list.filter((x) => x.payment.kind === 'FEE').map((x) => num(x.payment.details.bookingId)));
  const feeBookings = feeBookingIds.length
    ? await byId(db.select().from(bookings).where(inArray(bookings.id, feeBookingIds)))
    : new Map<number, typeof bookings.$inferSelect>();

  const sessionIds = some([
    ...list.filter((x) => x.payment.kind === 'SESSION').map((x) => bookingOfPayment.get(x.payment.id)?.sessionId ?? num(x.payment.details.sessionId)),
    ...[...creditBookings.values()].map((b) => b.sessionId),
    ...[...feeBookings.values()].map((b) => b.sessionId),
  ]);
  const sessions = sessionIds.length
    ? await byId(db.select().from(trainingSessions).where(inArray(trainingSessions.id, sessionIds)))
    : new Map<number, typeof trainingSessions.$inferSelect>();
  const programIds = some([...sessions.values()].map((s) => s.programId));
  const programNames = programIds.length
    ? await byId(db.select({ id: programs.id, name: programs.name, nameEs: programs.nameEs }).from(programs).where(inArray(programs.id, programIds)))
    : new Map<number, { id: number; name: string; nameEs: string | null }>();

  const athleteIds = some([
    ...list.filter((x) => x.payment.kind === 'SESSION').map((x) => bookingOfPayment.get(x.payment.id)?.athleteId ?? num(x.payment.details.athleteId)),
    ...[...creditBookings.values()].map((b) => b.athleteId),
    ...[...feeBookings.values()].map((b) => b.athleteId),
  ]);
  const athletes = athleteIds.length
    ? await byId(db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, athleteIds)))
    : new Map<number, { id: number; firstName: string; lastName: string }>();

  const gameIds = some(list.filter((x) => x.payment.kind === 'PICKUP').map((x) => num(x.payment.details.gameId)));
  const games = gameIds.length
    ? await byId(db.select().from(pickupGames).where(inArray(pickupGames.id, gameIds)))
    : new Map<number, typeof pickupGames.$inferSelect>();

  const grantIds = some([...uses.values()].map((u) => u.grantId));
  const packPaymentIds = some(list.filter((x) => x.payment.kind === 'PACK').map((x) => x.payment.id));
  const grantWhere = [
    ...(packPaymentIds.length ? [inArray(creditGrants.paymentId, packPaymentIds)] : []),
    ...(grantIds.length ? [inArray(creditGrants.id, grantIds)] : []),
  ];
  const grants = grantWhere.length
    ? await db
        .select()
        .from(creditGrants)
        .where(or(...grantWhere))
    : [];
  const grantOfPayment = new Map(grants.map((g) => [g.paymentId, g]));
  const grantById = new Map(grants.map((g) => [g.id, g]));
  // The packs bought without a grant yet, and the packs of the grants (for their Spanish names).
  const packIds = some([
    ...list.filter((x) => x.payment.kind === 'PACK' && !grantOfPayment.has(x.payment.id)).map((x) => num(x.payment.details.packId)),
    ...grants.map((g) => g.packId),
  ]);
  const packs = packIds.length
    ? await byId(db.select().from(sessionPacks).where(inArray(sessionPacks.id, packIds)))
    : new Map<number, typeof sessionPacks.$inferSelect>();

  const planNames = [...new Set(list.filter((x) => x.payment.kind === 'PLAN').map((x) => String(x.payment.details.planName ?? '')))].filter(Boolean);
  const planRows = planNames.length
    ? await db
        .select({ name: plans.name, displayName: plans.displayName, displayNameEs: plans.displayNameEs })
        .from(plans)
        .where(inArray(plans.name, planNames as Array<(typeof plans.$inferSelect)['name']>))
    : [];
  const planDisplay = new Map(planRows.map((p) => [p.name as string, p]));
  const periodIds = some(list.filter((x) => x.payment.kind === 'PLAN').map((x) => num(x.payment.details.periodOf)));
  const periods = periodIds.length
    ? await byId(db.select().from(subscriptions).where(inArray(subscriptions.id, periodIds)))
    : new Map<number, typeof subscriptions.$inferSelect>();

  const sessionItem = (sessionId: number | null, bookingId: number | null, lang: Language): ReceiptItem => {
    const s = sessionId === null ? undefined : sessions.get(sessionId);
    const program = s ? programNames.get(s.programId) : undefined;
    return {
      product: 'SESSION',
      program: program ? localized(program.name, program.nameEs, lang) : null,
      title: s ? localizedOrNull(s.sessionTitle, s.sessionTitleEs, lang) : null,
      date: s?.date ?? null,
      time: s?.time ?? null,
      location: s ? localized(s.location, s.locationEs, lang) : null,
      bookingId,
    };
  };
  const grantPackName = (g: { packId: number; packName: string }, lang: Language) => localizedCopy(g.packName, packs.get(g.packId), lang);
  const athleteName = (id: number | null) => {
    const a = id === null ? undefined : athletes.get(id);
    return a ? nameOf(a) : null;
  };

  for (const { entry, payment, lang = 'en' } of list) {
    const kind = entry.kind as LedgerKind;
    const d = payment.details;
    if (payment.kind === 'SESSION') {
      const b = bookingOfPayment.get(payment.id);
      out.set(entry.id, {
        item: sessionItem(b?.sessionId ?? num(d.sessionId), b?.id ?? null, lang),
        athlete: athleteName(b?.athleteId ?? num(d.athleteId)),
        credit: null,
        credits: null,
        packName: null,
        policy: 'SESSION',
      });
    } else if (payment.kind === 'FEE') {
      const b = feeBookings.get(num(d.bookingId) ?? -1);
      const { program, title, date, time, location } = sessionItem(b?.sessionId ?? null, b?.id ?? null, lang) as Extract<ReceiptItem, { product: 'SESSION' }>;
      out.set(entry.id, {
        item: { product: 'FEE', strikeKind: d.strikeKind === 'NO_SHOW' ? 'NO_SHOW' : 'LATE_CANCEL', program, title, date, time, location },
        athlete: athleteName(b?.athleteId ?? null),
        credit: null,
        credits: null,
        packName: null,
        policy: 'FEE',
      });
    } else if (payment.kind === 'PICKUP') {
      const g = games.get(num(d.gameId) ?? -1);
      out.set(entry.id, {
        item: {
          product: 'PICKUP',
          title: g ? localized(g.title, g.titleEs, lang) : null,
          date: g?.date ?? null,
          time: g?.startTime ?? null,
          location: g ? localized(g.location, g.locationEs, lang) : null,
        },
        athlete: null,
        credit: null,
        credits: null,
        packName: null,
        policy: 'PICKUP',
      });
    } else if (payment.kind === 'PACK') {
      const useId = creditUseOf(entry);
      if (useId !== null) {
        // A credit used by a booking, or returned by its cancellation: the receipt is about the session.
        const use = uses.get(useId);
        const grant = use ? grantById.get(use.grantId) : grantOfPayment.get(payment.id);
        const b = use ? creditBookings.get(use.bookingId) : undefined;
        const packName = grant ? grantPackName(grant, lang) : '';
        out.set(entry.id, {
          item: sessionItem(b?.sessionId ?? null, b?.id ?? null, lang),
          athlete: athleteName(b?.athleteId ?? null),
          credit: { packName, credits: 1, valueCents: entry.amountCents },
          credits: 1,
          packName,
          policy: 'CREDIT',
        });
        continue;
      }
      const grant = grantOfPayment.get(payment.id);
      const pack = grant ? null : packs.get(num(d.packId) ?? -1);
      const packName = grant ? grantPackName(grant, lang) : pack ? localized(pack.name, pack.nameEs, lang) : null;
      const credits = grant?.credits ?? pack?.credits ?? null;
      out.set(entry.id, {
        item: { product: 'PACK', packName, credits, expiresAt: grant?.expiresAt.toISOString() ?? null },
        athlete: null,
        credit: null,
        credits: kind === 'CREDITS_BOUGHT' ? credits : kind === 'CREDITS_EXPIRED' ? expiredCount(entry) : null,
        packName,
        policy: 'PACK',
      });
    } else {
      const period = periods.get(num(d.periodOf) ?? -1);
      // A period row moves on at each renewal: its dates are this payment's only while it is the last one paid.
      const own = period && period.lastPaymentId === payment.id ? period : null;
      const plan = planDisplay.get(String(d.planName ?? ''));
      out.set(entry.id, {
        item: {
          product: 'PLAN',
          planName: plan ? localized(plan.displayName, plan.displayNameEs, lang) : d.planName ? String(d.planName) : null,
          renewal: d.subscriptionId !== undefined && d.subscriptionId !== null,
          periodStart: own?.currentPeriodStart.toISOString() ?? null,
          periodEnd: own?.currentPeriodEnd.toISOString() ?? null,
        },
        athlete: null,
        credit: null,
        credits: null,
        packName: null,
        policy: 'PLAN',
      });
    }
  }
  return out;
}
