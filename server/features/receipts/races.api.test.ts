import { asc, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createIntent, createProgram, createSession } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { issueReceipts } from './issue.ts';

/*
 * Issue 29: receipts are numbered without a gap or a repeat, one per movement, however many payments
 * complete and issuers run at once (two nodes' timers and kicks): the advisory lock and the unique
 * ledger entry. PGlite runs one transaction at a time; PostgreSQL is where a race would show.
 */
const TRIALS = 20;
const BUYERS = 4;

describe(`receipts under races on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;

  it(`payments and a refund completing while two issuers run: numbers 1..N, one receipt and one e-mail per movement, the books balance (${TRIALS} trials)`, async () => {
    const program = await createProgram(db(), { priceCents: 2500 });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => signupUser(t.app)));
    // Unlimited sessions: the plan's monthly limit is not what this test is about.
    await db()
      .update(users)
      .set({ subscriptionTier: 'PRO' })
      .where(
        inArray(
          users.id,
          buyers.map((b) => b.user.id),
        ),
      );
    let toCancel: { id: number; cookie: string } | null = null;
    for (let trial = 0; trial < TRIALS; trial++) {
      const session = await createSession(db(), program.id, { hoursFromNow: 72, spots: BUYERS });
      const intents = [];
      for (const b of buyers) {
        const res = await createIntent(t.app, b.cookie, { sessionId: session.id });
        expect(res.statusCode, res.body).toBe(200);
        intents.push({ cookie: b.cookie, ...json<{ clientSecret: string; paymentIntentId: string }>(res) });
      }
      // Confirming the card fulfils at once (the offline provider's event), each payment in its own transaction.
      const cancel: { id: number; cookie: string } | null = toCancel;
      const results = await Promise.all([
        ...intents.map((i) => confirmCard(t.app, i.cookie, i.clientSecret)),
        ...(cancel ? [t.app.inject({ method: 'POST', url: `/api/session-bookings/${cancel.id}/cancel`, headers: { cookie: cancel.cookie } })] : []),
        issueReceipts(t.app.ctx),
        issueReceipts(t.app.ctx),
      ]);
      for (const r of results.slice(0, intents.length + (cancel ? 1 : 0))) expect((r as { statusCode: number }).statusCode).toBe(200);
      const booked = json<{ id: number }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/session-bookings',
          headers: { cookie: intents[0]!.cookie },
          payload: { sessionId: session.id, paymentIntentId: intents[0]!.paymentIntentId },
        }),
      );
      toCancel = { id: booked.id, cookie: intents[0]!.cookie };
    }
    // The jobs catch whatever the racing issuers read before it committed.
    await Promise.all([issueReceipts(t.app.ctx), issueReceipts(t.app.ctx)]);

    const all = await db().select().from(receipts).orderBy(asc(receipts.number));
    expect(all.map((r) => r.number)).toEqual(all.map((_, i) => i + 1));
    const owed = await db()
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.kind, ['CHARGE', 'REFUND', 'CREDIT_USED', 'CREDIT_RETURNED']));
    expect(all).toHaveLength(owed.length);
    expect(new Set(all.map((r) => r.ledgerEntryId))).toEqual(new Set(owed.map((e) => e.id)));
    expect(all.filter((r) => r.kind === 'PAYMENT')).toHaveLength(TRIALS * BUYERS);
    expect(all.filter((r) => r.kind === 'REFUND')).toHaveLength(TRIALS - 1);
    // One e-mail per receipt: each number's link is in exactly one message.
    const mails = await db().select({ text: outbox.text }).from(outbox).where(like(outbox.text, '%/billing/receipts/%'));
    const linked = mails.map((m) => Number(/\/billing\/receipts\/(\d+)/.exec(m.text)![1]));
    expect(linked.sort((x, y) => x - y)).toEqual(all.map((r) => r.number));
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });
});
