import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { creditValueCents, EXPIRY_NOTICE_DAYS, type Credits } from '../../../common/packs.ts';
import type { Db, Tx } from '../../db/client.ts';
import { programs } from '../../db/schema/programs.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { instantDateIn } from '../../platform/i18n/format.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import { localized, localizedCopy } from '../../platform/i18n/localized.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';

/*
 * Credits (decision 029). A grant holds `credits` slots; a slot is spent by a USED credit use (a
 * booking) and free again when that use is RETURNED. Every movement is a ledger row on the pack's
 * payment, valued in cents: CREDITS_BOUGHT (the whole pack), CREDIT_USED, CREDIT_RETURNED,
 * CREDITS_EXPIRED (what was left unused at expiry).
 */

type Grant = typeof creditGrants.$inferSelect;

/** Slots in use per grant. */
async function usedSlots(db: Db | Tx, grantIds: number[]): Promise<Map<number, number[]>> {
  const used = new Map<number, number[]>();
  if (grantIds.length === 0) return used;
  const rows = await db
    .select({ grantId: creditUses.grantId, slot: creditUses.slot })
    .from(creditUses)
    .where(and(inArray(creditUses.grantId, grantIds), eq(creditUses.status, 'USED')));
  for (const r of rows) used.set(r.grantId, [...(used.get(r.grantId) ?? []), r.slot]);
  return used;
}

/**
 * GET /api/credits: the member's grants (newest first) with what is left, the usable balance and the
 * next expiry; pack and program names in the reader's language (decision 066).
 */
export async function myCredits(db: Db, ownerId: number, now: Date, lang: Language = 'en'): Promise<Credits> {
  const grants = await db.select().from(creditGrants).where(eq(creditGrants.ownerId, ownerId)).orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id));
  const used = await usedSlots(
    db,
    grants.map((g) => g.id),
  );
  const ids = [...new Set(grants.flatMap((g) => g.programIds))];
  const names = new Map(
    ids.length
      ? (await db.select({ id: programs.id, name: programs.name, nameEs: programs.nameEs }).from(programs).where(inArray(programs.id, ids))).map((p) => [
          p.id,
          localized(p.name, p.nameEs, lang),
        ])
      : [],
  );
  const packIds = [...new Set(grants.map((g) => g.packId))];
  const packs = new Map(
    packIds.length
      ? (
          await db
            .select({ id: sessionPacks.id, name: sessionPacks.name, nameEs: sessionPacks.nameEs })
            .from(sessionPacks)
            .where(inArray(sessionPacks.id, packIds))
        ).map((p) => [p.id, p])
      : [],
  );
  const list = grants.map((g) => {
    const expired = g.expiresAt.getTime() <= now.getTime();
    return {
      id: g.id,
      packName: localizedCopy(g.packName, packs.get(g.packId), lang),
      credits: g.credits,
      remaining: g.credits - (used.get(g.id)?.length ?? 0),
      expiresAt: g.expiresAt.toISOString(),
      expired,
      programs: g.programIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
      boughtAt: g.createdAt.toISOString(),
    };
  });
  const usable = list.filter((g) => !g.expired && g.remaining > 0);
  const next = usable[0];
  return {
    balance: usable.reduce((n, g) => n + g.remaining, 0),
    nextExpiry: next ? { at: next.expiresAt, credits: usable.filter((g) => g.expiresAt === next.expiresAt).reduce((n, g) => n + g.remaining, 0) } : null,
    grants: list.reverse(),
  };
}

/** The owner's unexpired grants that cover the program, soonest to expire first, locked for the caller's transaction. */
async function coveringGrants(tx: Tx, ownerId: number, programId: number, now: Date) {
  const grants: Grant[] = await tx
    .select()
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.ownerId, ownerId),
        gt(creditGrants.expiresAt, now),
        sql`(${creditGrants.programIds} = '[]'::jsonb or ${creditGrants.programIds} @> ${JSON.stringify([programId])}::jsonb)`,
      ),
    )
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.id))
    .for('update');
  const used = await usedSlots(
    tx,
    grants.map((g) => g.id),
  );
  return grants.map((g) => ({ g, used: used.get(g.id) ?? [], free: g.credits - (used.get(g.id)?.length ?? 0) }));
}

/**
 * Spends one credit of the owner's that covers the program, the one that expires soonest, on the
 * booking: in the caller's transaction, with the covering grants locked (two bookings at once wait
 * for each other and see each other's use). Null when there is none.
 */
export async function spendCredit(
  tx: Tx,
  ownerId: number,
  programId: number,
  bookingId: number,
  now: Date,
): Promise<{ valueCents: number; creditsLeft: number; packName: string } | null> {
  const grants = await coveringGrants(tx, ownerId, programId, now);
  const pick = grants.find((x) => x.free > 0);
  if (!pick) return null;
  const taken = new Set(pick.used);
  let slot = 0;
  while (taken.has(slot)) slot++;
  const valueCents = creditValueCents(pick.g.priceCents, pick.g.credits, slot);
  const [use] = await tx.insert(creditUses).values({ grantId: pick.g.id, bookingId, slot, valueCents }).returning({ id: creditUses.id });
  await tx
    .insert(ledgerEntries)
    .values({ paymentId: pick.g.paymentId, kind: 'CREDIT_USED', amountCents: valueCents, reference: `credit-used:${use!.id}`, note: `booking ${bookingId}` });
  return { valueCents, creditsLeft: grants.reduce((n, x) => n + x.free, 0) - 1, packName: pick.g.packName };
}

/**
 * Gives a booking's credit back (a cancellation 24 hours or more ahead, or by staff), once. A credit
 * returned to a grant that has already expired is recorded as expired at once.
 */
export async function returnCredit(tx: Tx, bookingId: number, now: Date): Promise<boolean> {
  const [use] = await tx
    .update(creditUses)
    .set({ status: 'RETURNED', returnedAt: now })
    .where(and(eq(creditUses.bookingId, bookingId), eq(creditUses.status, 'USED')))
    .returning();
  if (!use) return false;
  const [grant] = await tx.select().from(creditGrants).where(eq(creditGrants.id, use.grantId)).for('update');
  await tx.insert(ledgerEntries).values({
    paymentId: grant!.paymentId,
    kind: 'CREDIT_RETURNED',
    amountCents: use.valueCents,
    reference: `credit-returned:${use.id}`,
    note: `booking ${bookingId}`,
  });
  if (grant!.expiredAt) {
    await tx.insert(ledgerEntries).values({
      paymentId: grant!.paymentId,
      kind: 'CREDITS_EXPIRED',
      amountCents: use.valueCents,
      reference: `credits-expired:${grant!.id}:${use.id}`,
      note: 'returned after the pack expired',
    });
  }
  return true;
}

/** What a grant's unused credits are worth: each free slot at its own value (creditValueCents). */
function unusedValueCents(g: Pick<Grant, 'priceCents' | 'credits'>, used: ReadonlySet<number>): number {
  let cents = 0;
  for (let slot = 0; slot < g.credits; slot++) if (!used.has(slot)) cents += creditValueCents(g.priceCents, g.credits, slot);
  return cents;
}

/**
 * The owner's credits still usable (unexpired grants) and what they are worth: what expiry will
 * record as CREDITS_EXPIRED if they stay unused. The account deletion preview lists them (issue 29).
 */
export async function unusedCredits(db: Db | Tx, ownerId: number, now: Date): Promise<{ count: number; valueCents: number }> {
  const grants = await db
    .select()
    .from(creditGrants)
    .where(and(eq(creditGrants.ownerId, ownerId), gt(creditGrants.expiresAt, now)));
  const used = await usedSlots(
    db,
    grants.map((g) => g.id),
  );
  return grants.reduce(
    (sum, g) => {
      const taken = new Set(used.get(g.id) ?? []);
      return { count: sum.count + g.credits - taken.size, valueCents: sum.valueCents + unusedValueCents(g, taken) };
    },
    { count: 0, valueCents: 0 },
  );
}

/** Records the credits left unused in grants that have expired (once per grant). Answers how many grants. */
export async function expireCredits(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: creditGrants.id })
    .from(creditGrants)
    .where(and(lte(creditGrants.expiresAt, now), isNull(creditGrants.expiredAt)))
    .limit(200);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [g] = await tx
        .select()
        .from(creditGrants)
        .where(and(eq(creditGrants.id, id), isNull(creditGrants.expiredAt)))
        .for('update');
      if (!g) return;
      const used = new Set((await usedSlots(tx, [g.id])).get(g.id) ?? []);
      const cents = unusedValueCents(g, used);
      if (cents > 0)
        await tx.insert(ledgerEntries).values({
          paymentId: g.paymentId,
          kind: 'CREDITS_EXPIRED',
          amountCents: cents,
          reference: `credits-expired:${g.id}`,
          note: `${g.credits - used.size} unused`,
        });
      await tx.update(creditGrants).set({ expiredAt: now }).where(eq(creditGrants.id, g.id));
    });
  }
  return due.length;
}

const NOTICE = {
  en: {
    subject: (n: number) => `${n} session credit${n === 1 ? '' : 's'} expire${n === 1 ? 's' : ''} soon`,
    lines: (name: string, n: number, pack: string, date: string, url: string) => [
      `Hi ${name},`,
      '',
      `${n} credit${n === 1 ? '' : 's'} of your ${pack} expire${n === 1 ? 's' : ''} on ${date}. Book a session before then: ${url}`,
    ],
  },
  es: {
    subject: (n: number) => (n === 1 ? 'Tu crédito de sesión vence pronto' : `${n} créditos de sesión vencen pronto`),
    lines: (name: string, n: number, pack: string, date: string, url: string) => [
      `Hola, ${name}:`,
      '',
      `${n === 1 ? 'Un crédito' : `${n} créditos`} de tu ${pack} ${n === 1 ? 'vence' : 'vencen'} el ${date}. Reserva una sesión antes: ${url}`,
    ],
  },
} as const;

/** E-mails the owners of credits that expire within EXPIRY_NOTICE_DAYS, once per grant. Answers how many. */
export async function sendExpiryNotices(ctx: AppContext, now = ctx.now()): Promise<number> {
  const soon = new Date(now.getTime() + EXPIRY_NOTICE_DAYS * 24 * 3600_000);
  const due = await ctx.db
    .select({
      g: creditGrants,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      pack: { name: sessionPacks.name, nameEs: sessionPacks.nameEs },
    })
    .from(creditGrants)
    .innerJoin(users, eq(users.id, creditGrants.ownerId))
    .innerJoin(sessionPacks, eq(sessionPacks.id, creditGrants.packId))
    .where(and(isNull(creditGrants.expiryNoticeAt), gt(creditGrants.expiresAt, now), lte(creditGrants.expiresAt, soon)))
    .limit(200);
  const origin = ctx.config.APP_ORIGIN ?? `http://localhost:${ctx.config.PORT}`;
  let sent = 0;
  for (const { g, email, firstName, language, pack } of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(creditGrants)
        .set({ expiryNoticeAt: now })
        .where(and(eq(creditGrants.id, g.id), isNull(creditGrants.expiryNoticeAt)))
        .returning({ id: creditGrants.id });
      if (!claimed) return;
      const left = g.credits - ((await usedSlots(tx, [g.id])).get(g.id)?.length ?? 0);
      if (left <= 0) return;
      const lang = mailLanguage(language);
      const m = NOTICE[lang];
      await enqueueMail(tx, {
        to: email,
        subject: m.subject(left),
        text: [
          ...m.lines(firstName, left, localizedCopy(g.packName, pack, lang), instantDateIn(g.expiresAt, ctx.config.FACILITY_TZ, lang), `${origin}/schedule`),
          '',
          ctx.config.BUSINESS_NAME,
        ].join('\n'),
      });
      sent++;
    });
  }
  return sent;
}
