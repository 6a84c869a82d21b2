import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { RECEIPT_FOR, type LedgerKind, type ReceiptContent } from '../../../common/receipts.ts';
import type { Tx } from '../../db/client.ts';
import { ledgerEntries, paymentMethods, payments } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { buildContent, receiptMail } from './content.ts';
import { creditUseOf, factsOf, type EntryRow } from './facts.ts';

/*
 * Issuing receipts (issue 29). Never inside a money path: the money's transaction commits first
 * (its locks stay as decision 038 orders them), then issueReceipts runs one transaction of its own
 * that takes a transaction-scoped advisory lock, so however many nodes and timers run it at once,
 * one issuer at a time picks the movements that have no receipt yet, numbers them after the
 * highest number (1, 2, 3... without a gap: a rolled-back batch takes its numbers with it), freezes
 * their content and queues their e-mails in that same transaction. The unique ledger_entry_id is
 * the second guard: a movement never gets two receipts.
 */

/** The advisory lock's key: any fixed number no other lock in the app uses ("receipt" in ASCII, more or less). */
const ISSUE_LOCK = 72_656_329;
const BATCH = 50;
/** The ledger kinds that get a receipt (common/receipts.ts RECEIPT_FOR). */
const KINDS = Object.keys(RECEIPT_FOR) as LedgerKind[];

type Card = { brand: string; last4: string };

/** Movements with no receipt yet, oldest first. */
const pending = (db: AppContext['db'] | Tx, limit: number, among?: number[]) =>
  db
    .select({ e: ledgerEntries })
    .from(ledgerEntries)
    .leftJoin(receipts, eq(receipts.ledgerEntryId, ledgerEntries.id))
    .where(and(isNull(receipts.id), inArray(ledgerEntries.kind, KINDS), among ? inArray(ledgerEntries.id, among) : undefined))
    .orderBy(asc(ledgerEntries.id))
    .limit(limit);

/**
 * The card behind each charged (or refunded) intent: the intent's payment method, from the saved
 * cards when it is one, else from the provider. Read before the issuing transaction (the offline
 * provider reads the database itself, and a provider call has no place under a lock). An intent
 * whose method cannot be known (a plan charged without one, the provider unreachable) has no card
 * on its receipt rather than a guessed one.
 */
async function cardsOf(ctx: AppContext, intentIds: string[]): Promise<Map<string, Card>> {
  const cards = new Map<string, Card>();
  for (const intentId of new Set(intentIds)) {
    try {
      const intent = await ctx.payments.retrieveIntent(intentId);
      if (!intent.paymentMethodId) continue;
      const [saved] = await ctx.db.select({ brand: paymentMethods.cardBrand, last4: paymentMethods.cardLast4 }).from(paymentMethods).where(eq(paymentMethods.providerMethodId, intent.paymentMethodId)).limit(1);
      const card = saved ?? (await ctx.payments.retrieveCard(intent.paymentMethodId));
      cards.set(intentId, { brand: card.brand, last4: card.last4 });
    } catch (err) {
      ctx.log.warn({ err, intentId }, 'the card of a receipt could not be read; the receipt leaves it out');
    }
  }
  return cards;
}

/** The receipt a movement follows: a refund's payment receipt (same intent), a credit return's use receipt. */
async function followedBy(tx: Tx, e: EntryRow): Promise<number | null> {
  let where;
  if (e.kind === 'REFUND') {
    where = and(eq(ledgerEntries.paymentId, e.paymentId), eq(ledgerEntries.kind, 'CHARGE'), e.intentId ? eq(ledgerEntries.intentId, e.intentId) : undefined);
  } else if (e.kind === 'CREDIT_RETURNED') {
    where = eq(ledgerEntries.reference, `credit-used:${creditUseOf(e)}`);
  } else return null;
  const [r] = await tx.select({ number: receipts.number }).from(receipts).innerJoin(ledgerEntries, eq(ledgerEntries.id, receipts.ledgerEntryId)).where(where).orderBy(asc(receipts.number)).limit(1);
  return r?.number ?? null;
}

/** Where a receipt is read and printed. */
export const receiptLink = (ctx: AppContext, number: number) => `${ctx.config.APP_ORIGIN ?? `http://localhost:${ctx.config.PORT}`}/billing/receipts/${number}`;

export const facilityOf = (ctx: AppContext): ReceiptContent['facility'] => ({
  name: ctx.config.BUSINESS_NAME,
  address: ctx.config.BUSINESS_ADDRESS,
  phone: ctx.config.BUSINESS_PHONE,
  email: ctx.config.BUSINESS_EMAIL,
  timeZone: ctx.config.FACILITY_TZ,
});

/** Queues a receipt's e-mail to its payer, in their language; none for a deleted (anonymised) account. */
export async function queueReceiptMail(ctx: AppContext, tx: Tx, content: ReceiptContent, payer: { email: string; firstName: string; language: string | null; deletedAt: Date | null }): Promise<boolean> {
  if (payer.deletedAt) return false;
  const mail = receiptMail(content, mailLanguage(payer.language), payer.firstName, receiptLink(ctx, content.number));
  await enqueueMail(tx, { to: payer.email, ...mail });
  return true;
}

/** One batch: answers how many receipts it issued and how many movements it looked at. */
async function issueBatch(ctx: AppContext, batch: number): Promise<{ issued: number; seen: number }> {
  const seen = (await pending(ctx.db, batch)).map((r) => r.e);
  if (seen.length === 0) return { issued: 0, seen: 0 };
  const cards = await cardsOf(ctx, seen.filter((e) => e.intentId && (e.kind === 'CHARGE' || e.kind === 'REFUND')).map((e) => e.intentId!));
  const issued = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK})`);
    // Read again under the lock: another issuer may have taken some of them meanwhile.
    const entries = (await pending(tx, batch, seen.map((e) => e.id))).map((r) => r.e);
    if (entries.length === 0) return 0;
    const paymentRows = await tx.select().from(payments).where(inArray(payments.id, [...new Set(entries.map((e) => e.paymentId))]));
    const paymentOf = new Map(paymentRows.map((p) => [p.id, p]));
    const payers = new Map((await tx.select().from(users).where(inArray(users.id, [...new Set(paymentRows.map((p) => p.userId))]))).map((u) => [u.id, u]));
    const facts = await factsOf(tx, entries.map((entry) => ({ entry, payment: paymentOf.get(entry.paymentId)! })));
    const [top] = await tx.select({ max: sql<number>`coalesce(max(${receipts.number}), 0)::int` }).from(receipts);
    let number = top?.max ?? 0;
    const now = new Date();
    for (const entry of entries) {
      const payment = paymentOf.get(entry.paymentId)!;
      const payer = payers.get(payment.userId)!;
      const kind = RECEIPT_FOR[entry.kind as LedgerKind]!;
      number += 1;
      const content = buildContent({
        number,
        kind,
        entry,
        payment,
        payer,
        facts: facts.get(entry.id)!,
        card: entry.intentId ? (cards.get(entry.intentId) ?? null) : null,
        follows: await followedBy(tx, entry),
        facility: facilityOf(ctx),
        now,
      });
      const mailed = await queueReceiptMail(ctx, tx, content, payer);
      await tx.insert(receipts).values({
        number,
        ledgerEntryId: entry.id,
        paymentId: payment.id,
        payerId: payer.id,
        kind,
        amountCents: content.amountCents,
        content,
        emailedAt: mailed ? now : null,
        createdAt: now,
      });
    }
    return entries.length;
  });
  return { issued, seen: seen.length };
}

/**
 * Issues every receipt owed, a batch at a time, and answers how many. Run by the 30-second job and
 * kicked right after each money path commits (kick.ts), so the e-mail goes out within seconds.
 */
export async function issueReceipts(ctx: AppContext, batch = BATCH): Promise<number> {
  let total = 0;
  for (let round = 0; round < 100; round++) {
    const { issued, seen } = await issueBatch(ctx, batch);
    total += issued;
    if (seen < batch) break;
  }
  if (total > 0) await ctx.caches.invalidate();
  return total;
}
