import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  parseReceiptNumber,
  receiptContentSchema,
  type BillingEntry,
  type LedgerKind,
  type Receipt,
  type ReceiptContent,
  type StaffReceiptRow,
} from '../../../common/receipts.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { discountOfPayment } from '../../domain/sibling-discount.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { factsOf, type EntryRow } from './facts.ts';
import { queueReceiptMail } from './issue.ts';
import { msg } from '../../../common/messages/index.ts';

type ReceiptRow = typeof receipts.$inferSelect;

/** A receipt's frozen content, read back (null if it no longer reads as one). */
const contentOf = (r: Pick<ReceiptRow, 'content'>): ReceiptContent | null => {
  const parsed = receiptContentSchema.safeParse(r.content);
  return parsed.success ? parsed.data : null;
};

const toReceipt = (r: ReceiptRow, content: ReceiptContent): Receipt => ({
  number: r.number,
  kind: r.kind,
  amountCents: r.amountCents,
  createdAt: r.createdAt.toISOString(),
  emailedAt: r.emailedAt?.toISOString() ?? null,
  content,
});

/** The most movements the history lists (newest first). */
const HISTORY_LIMIT = 500;

/**
 * GET /api/billing/history: every movement of the payer's payments, newest first: charges, refunds,
 * money kept after a late cancellation, and the credits of their packs (bought, used, returned,
 * expired). A parent pays for their children, so theirs are here with each athlete's name. A
 * movement with a receipt is shown as its receipt froze it; the others as they are now. A refund
 * owed and not paid yet (the provider has not confirmed it, or was not reached) is listed too, as
 * pending, from the moment it is requested: its movement and receipt follow when it is paid.
 */
export async function billingHistory(ctx: AppContext, payer: User, lang: Language = 'en'): Promise<{ entries: BillingEntry[] }> {
  // Pending refunds first: one paid between the two reads shows once, as the movement it became.
  const owed = await ctx.db
    .select({ r: refunds, p: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.userId, payer.id), eq(refunds.status, 'PENDING')))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(HISTORY_LIMIT);
  const rows = await ctx.db
    .select({ e: ledgerEntries, p: payments, r: { number: receipts.number, content: receipts.content } })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .leftJoin(receipts, eq(receipts.ledgerEntryId, ledgerEntries.id))
    .where(eq(payments.userId, payer.id))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(HISTORY_LIMIT);
  const paidMeanwhile = new Set(rows.map(({ e }) => e.reference));
  const stillOwed = owed.filter(({ r }) => !paidMeanwhile.has(`refund:${r.id}`));
  const frozen = new Map(
    rows.flatMap(({ e, r }) => (r ? [[e.id, contentOf(r)] as const] : [])).filter(([, c]) => c !== null) as Array<[number, ReceiptContent]>,
  );
  const live = await factsOf(
    ctx.db,
    rows.filter(({ e }) => !frozen.has(e.id)).map(({ e, p }) => ({ entry: e, payment: p, lang })),
  );
  // A pending refund is what its REFUND movement will be: the same facts, read the same way (keyed apart from the movements).
  const owedFacts = await factsOf(
    ctx.db,
    stillOwed.map(({ r, p }) => ({ entry: pendingRefundEntry(r), payment: p, lang })),
  );
  const movements: BillingEntry[] = rows.map(({ e, p, r }) => {
    const c = frozen.get(e.id);
    const f = live.get(e.id);
    return {
      id: e.id,
      pending: false,
      at: e.createdAt.toISOString(),
      kind: e.kind as LedgerKind,
      amountCents: e.amountCents,
      item: c?.item ?? f!.item,
      athlete: c ? c.athlete : (f?.athlete ?? null),
      credits: c ? (c.credit?.credits ?? null) : (f?.credits ?? null),
      packName: c ? (c.credit?.packName ?? (c.item.product === 'PACK' ? c.item.packName : null)) : (f?.packName ?? null),
      receiptNumber: r?.number ?? null,
      siblingDiscount: e.kind === 'CHARGE' ? (c ? (c.siblingDiscount ?? null) : discountOfPayment(p.details)) : null,
    };
  });
  const pending: BillingEntry[] = stillOwed.map(({ r }) => {
    const f = owedFacts.get(r.id)!;
    return {
      id: r.id,
      pending: true,
      at: r.createdAt.toISOString(),
      kind: 'REFUND',
      amountCents: r.amountCents,
      item: f.item,
      athlete: f.athlete,
      credits: null,
      packName: null,
      receiptNumber: null,
    };
  });
  // Newest first; a refund just requested sits above the payment it returns.
  const entries = [...pending, ...movements].sort((a, b) => b.at.localeCompare(a.at) || Number(b.pending) - Number(a.pending) || b.id - a.id);
  return { entries: entries.slice(0, HISTORY_LIMIT) };
}

/** A refund not paid yet as the REFUND movement it will become (its id is the refund's). */
const pendingRefundEntry = (r: typeof refunds.$inferSelect): EntryRow => ({
  id: r.id,
  paymentId: r.paymentId,
  kind: 'REFUND',
  amountCents: r.amountCents,
  intentId: r.intentId,
  reference: `refund:${r.id}`,
  note: r.reason,
  createdAt: r.createdAt,
});

/** GET /api/receipts/:number: its payer's, or any for staff; anyone else is told it does not exist. */
export async function receiptFor(ctx: AppContext, user: User, number: number): Promise<Receipt> {
  const [r] = await ctx.db.select().from(receipts).where(eq(receipts.number, number));
  const content = r ? contentOf(r) : null;
  if (!r || !content || (r.payerId !== user.id && !user.isStaff)) throw notFound(msg('receipts.notFound'));
  return toReceipt(r, content);
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const contains = (s: string) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** GET /api/staff/receipts: by number, or part of the payer's e-mail or name; newest first, a page at a time. */
export async function searchReceipts(
  ctx: AppContext,
  query: { q?: string; page: number; pageSize: number },
): Promise<{ receipts: StaffReceiptRow[]; total: number; page: number; pageSize: number }> {
  const q = query.q?.trim() ?? '';
  let where: SQL | undefined;
  if (q) {
    const n = parseReceiptNumber(q);
    const like = contains(q);
    where = or(n !== null ? eq(receipts.number, n) : undefined, ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like));
  }
  const [total] = await ctx.db.select({ n: count() }).from(receipts).innerJoin(users, eq(users.id, receipts.payerId)).where(where);
  const rows = await ctx.db
    .select({ r: receipts, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(receipts)
    .innerJoin(users, eq(users.id, receipts.payerId))
    .where(where)
    .orderBy(desc(receipts.number))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    receipts: rows.flatMap(({ r, email, firstName, lastName }) => {
      const c = contentOf(r);
      if (!c) return [];
      return [
        {
          number: r.number,
          kind: r.kind,
          amountCents: r.amountCents,
          createdAt: r.createdAt.toISOString(),
          emailedAt: r.emailedAt?.toISOString() ?? null,
          // The payer as they are now (staff search by the current address); the receipt keeps the one it was issued to.
          payerName: `${firstName} ${lastName}`.trim(),
          payerEmail: email,
          item: c.item,
          athlete: c.athlete,
          credits: c.credit?.credits ?? null,
        },
      ];
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * POST /api/staff/receipts/:number/resend: the receipt e-mailed again to its payer's address now,
 * in their language, with an audit entry; refused (409) for a deleted account, whose address
 * receives nothing.
 */
export async function resendReceipt(ctx: AppContext, staff: User, number: number): Promise<{ message: string; emailedAt: string }> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ r: receipts, u: users })
      .from(receipts)
      .innerJoin(users, eq(users.id, receipts.payerId))
      .where(eq(receipts.number, number));
    const content = found ? contentOf(found.r) : null;
    if (!found || !content) throw notFound(msg('receipts.notFound'));
    if (!(await queueReceiptMail(ctx, tx, content, found.u))) throw conflict(msg('receipts.payerDeleted'));
    const now = ctx.now();
    await tx.update(receipts).set({ emailedAt: now }).where(eq(receipts.id, found.r.id));
    await audit(tx, staff.id, 'resend', 'receipt', number, { to: found.u.email });
    return { message: msg('receipts.resent'), emailedAt: now.toISOString() };
  });
}
