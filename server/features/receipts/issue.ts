import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { RECEIPT_FOR, type LedgerKind, type ReceiptContent } from '../../../common/receipts.ts';
import type { Tx } from '../../db/client.ts';
import { ledgerEntries, paymentMethods, payments } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { buildContent, receiptMail } from './content.ts';
import { creditUseOf, factsOf, type EntryRow, type PaymentRow } from './facts.ts';

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

/** Movements with no receipt yet, oldest first (leaving out those `waiting` for their card). */
const pending = (db: AppContext['db'] | Tx, limit: number, among?: number[], waiting: ReadonlySet<number> = new Set()) =>
  db
    .select({ e: ledgerEntries })
    .from(ledgerEntries)
    .leftJoin(receipts, eq(receipts.ledgerEntryId, ledgerEntries.id))
    .where(
      and(
        isNull(receipts.id),
        inArray(ledgerEntries.kind, KINDS),
        among ? inArray(ledgerEntries.id, among) : undefined,
        waiting.size ? notInArray(ledgerEntries.id, [...waiting]) : undefined,
      ),
    )
    .orderBy(asc(ledgerEntries.id))
    .limit(limit);

/**
 * How long a movement's receipt waits for its card when the provider cannot be reached (the
 * 30-second job tries again); after that it is issued without the card, which its e-mail and page
 * then leave out, rather than never.
 */
export const CARD_WAIT_MS = 10 * 60_000;

/** A card, none to show (no method on the intent), or not known yet (the provider was not reached). */
type CardLookup = Card | null | 'unreachable';

/**
 * The card behind each charged (or refunded) intent. Our own records first: the method the payment
 * noted when it was charged (payments.details, see noteChargedMethod) and, when it is a saved card,
 * its brand and last 4 from payment_methods: no provider call. Otherwise the provider (the intent's
 * method, then the card). Read before the issuing transaction (the offline provider reads the
 * database itself, and a provider call has no place under a lock). An intent with no method (a plan
 * charged by an invoice) has no card; one the provider could not be asked about is 'unreachable'.
 */
async function cardsOf(ctx: AppContext, list: Array<{ intentId: string; payment: Pick<PaymentRow, 'details'> }>): Promise<Map<string, CardLookup>> {
  const cards = new Map<string, CardLookup>();
  const saved = async (methodId: string) =>
    (
      await ctx.db
        .select({ brand: paymentMethods.cardBrand, last4: paymentMethods.cardLast4 })
        .from(paymentMethods)
        .where(eq(paymentMethods.providerMethodId, methodId))
        .limit(1)
    )[0];
  for (const { intentId, payment } of list) {
    if (cards.has(intentId)) continue;
    const d = payment.details;
    const noted = d.paymentMethodIntentId === intentId && typeof d.paymentMethodId === 'string' ? d.paymentMethodId : null;
    const local = noted ? await saved(noted) : undefined;
    if (local) {
      cards.set(intentId, { brand: local.brand, last4: local.last4 });
      continue;
    }
    try {
      const methodId = noted ?? (await ctx.payments.retrieveIntent(intentId)).paymentMethodId;
      if (!methodId) {
        cards.set(intentId, null);
        continue;
      }
      const card = (noted ? undefined : await saved(methodId)) ?? (await ctx.payments.retrieveCard(methodId));
      cards.set(intentId, { brand: card.brand, last4: card.last4 });
    } catch (err) {
      ctx.log.warn({ err, intentId }, 'the card of a receipt could not be read from the provider; the receipt waits for it, then leaves it out');
      cards.set(intentId, 'unreachable');
    }
  }
  return cards;
}

/** What a receipt says of the card: the card, or nothing when none is known (never a guess). */
const cardOf = (c: CardLookup | undefined): Card | null => (c && c !== 'unreachable' ? c : null);

/** The receipt a movement follows: a refund's payment receipt (same intent), a credit return's use receipt. */
async function followedBy(tx: Tx, e: EntryRow): Promise<number | null> {
  let where;
  if (e.kind === 'REFUND') {
    where = and(eq(ledgerEntries.paymentId, e.paymentId), eq(ledgerEntries.kind, 'CHARGE'), e.intentId ? eq(ledgerEntries.intentId, e.intentId) : undefined);
  } else if (e.kind === 'CREDIT_RETURNED') {
    where = eq(ledgerEntries.reference, `credit-used:${creditUseOf(e)}`);
  } else return null;
  const [r] = await tx
    .select({ number: receipts.number })
    .from(receipts)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, receipts.ledgerEntryId))
    .where(where)
    .orderBy(asc(receipts.number))
    .limit(1);
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
export async function queueReceiptMail(
  ctx: AppContext,
  tx: Tx,
  content: ReceiptContent,
  payer: { email: string; firstName: string; language: string | null; deletedAt: Date | null },
): Promise<boolean> {
  if (payer.deletedAt) return false;
  const mail = receiptMail(content, mailLanguage(payer.language), payer.firstName, receiptLink(ctx, content.number));
  await enqueueMail(tx, { to: payer.email, ...mail });
  return true;
}

/** One batch: answers how many receipts it issued, how many movements it looked at, and those left waiting for their card. */
async function issueBatch(ctx: AppContext, batch: number, waiting: Set<number>, now: Date): Promise<{ issued: number; seen: number }> {
  const seen = (await pending(ctx.db, batch, undefined, waiting)).map((r) => r.e);
  if (seen.length === 0) return { issued: 0, seen: 0 };
  const carded = seen.filter((e) => e.intentId && (e.kind === 'CHARGE' || e.kind === 'REFUND'));
  const seenPayments = new Map(
    carded.length
      ? (
          await ctx.db
            .select({ id: payments.id, details: payments.details })
            .from(payments)
            .where(inArray(payments.id, [...new Set(carded.map((e) => e.paymentId))]))
        ).map((p) => [p.id, p])
      : [],
  );
  const cards = await cardsOf(
    ctx,
    carded.map((e) => ({ intentId: e.intentId!, payment: seenPayments.get(e.paymentId) ?? { details: {} } })),
  );
  // The provider was not reached: a recent movement waits for its card (the next run asks again).
  for (const e of carded) if (cards.get(e.intentId!) === 'unreachable' && now.getTime() - e.createdAt.getTime() < CARD_WAIT_MS) waiting.add(e.id);
  const ready = seen.filter((e) => !waiting.has(e.id));
  if (ready.length === 0) return { issued: 0, seen: seen.length };
  const issued = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK})`);
    // Read again under the lock: another issuer may have taken some of them meanwhile.
    const entries = (
      await pending(
        tx,
        batch,
        ready.map((e) => e.id),
      )
    ).map((r) => r.e);
    if (entries.length === 0) return 0;
    const paymentRows = await tx
      .select()
      .from(payments)
      .where(inArray(payments.id, [...new Set(entries.map((e) => e.paymentId))]));
    const paymentOf = new Map(paymentRows.map((p) => [p.id, p]));
    const payers = new Map(
      (
        await tx
          .select()
          .from(users)
          .where(inArray(users.id, [...new Set(paymentRows.map((p) => p.userId))]))
      ).map((u) => [u.id, u]),
    );
    const facts = await factsOf(
      tx,
      // Frozen in the payer's language, as the receipt's own words are (decision 066).
      entries.map((entry) => {
        const payment = paymentOf.get(entry.paymentId)!;
        return { entry, payment, lang: mailLanguage(payers.get(payment.userId)?.language) };
      }),
    );
    const [top] = await tx.select({ max: sql<number>`coalesce(max(${receipts.number}), 0)::int` }).from(receipts);
    let number = top?.max ?? 0;
    const now = ctx.now();
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
        card: cardOf(entry.intentId ? cards.get(entry.intentId) : undefined),
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
 * kicked right after each money path commits (kick.ts), so the e-mail goes out within seconds. A
 * movement whose card the provider could not tell yet waits (for up to CARD_WAIT_MS) and the
 * movements after it go on.
 */
export async function issueReceipts(ctx: AppContext, batch = BATCH, now = ctx.now()): Promise<number> {
  let total = 0;
  const waiting = new Set<number>();
  for (let round = 0; round < 100; round++) {
    const { issued, seen } = await issueBatch(ctx, batch, waiting, now);
    total += issued;
    if (seen < batch) break;
  }
  if (total > 0) await ctx.caches.invalidate();
  return total;
}
