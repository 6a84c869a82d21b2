import { and, asc, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../../../common/account-data.ts';
import type { BillingEntry, ReceiptContent } from '../../../common/receipts.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { users } from '../../db/schema/users.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { confirmCard, createIntent, createProgram, createSession, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { settlePendingRefunds } from '../payments/refunds.ts';
import { CARD_WAIT_MS, issueReceipts } from './issue.ts';

/*
 * Issue 29's leftovers on receipts: the export holds them, a refund shows while it is pending, a
 * credit booking names its pack in the staff's cancellation e-mail and the parent's dashboard, and
 * a receipt names the card from our own records when the provider cannot be reached.
 */
describe(`receipt gaps on ${testDbKind()}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const receiptsOf = (payerId: number) => db().select().from(receipts).where(eq(receipts.payerId, payerId)).orderBy(asc(receipts.number));
  const contentOf = (r: { content: unknown }) => r.content as ReceiptContent;
  const history = async (cookie: string) => json<{ entries: BillingEntry[] }>(await call('GET', '/api/billing/history', cookie)).entries;
  const member = async (role: 'ATHLETE' | 'PARENT' = 'ATHLETE') => {
    const m = await signupUser(t.app, role);
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, m.user.id));
    if (role === 'ATHLETE') await registerAthlete(db(), m.user.id);
    return m;
  };
  const buyPack = async (cookie: string, name: string) => {
    const made = await call('POST', '/api/staff/packs', staff.cookie, { name, credits: 10, price: 400, validityDays: 90 });
    expect(made.statusCode, made.body).toBe(201);
    const packId = json<{ id: number }>(made).id;
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await call('POST', `/api/packs/${packId}/payment-intent`, cookie, {}));
    expect((await confirmCard(t.app, cookie, intent.clientSecret)).statusCode).toBe(200);
    expect((await call('POST', `/api/packs/${packId}/purchase`, cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
  };
  /** The provider out of reach (a network failure on every call that reads an intent or a card) while `run` runs. */
  const unreachable = async <T>(run: () => Promise<T>): Promise<T> => {
    const p = t.app.ctx.payments as Partial<PaymentProvider>;
    const down = async () => {
      throw new Error('connect ECONNREFUSED api.stripe.com');
    };
    p.retrieveIntent = down;
    p.retrieveCard = down;
    try {
      return await run();
    } finally {
      delete p.retrieveIntent;
      delete p.retrieveCard;
    }
  };

  it("the account export holds the payer's receipts: number, kind, date, amount, item and card, as issued", async () => {
    const a = await member();
    const program = await createProgram(db(), { name: 'Speed Clinic', priceCents: 4500 });
    const session = await createSession(db(), program.id, { title: 'Juniors', hoursFromNow: 72 });
    const booked = json<{ id: number }>(await payAndBook(t.app, a.cookie, session.id));
    expect((await call('POST', `/api/session-bookings/${booked.id}/cancel`, a.cookie)).statusCode).toBe(200);
    await issueReceipts(t.app.ctx);
    const [paid, refunded] = await receiptsOf(a.user.id);
    const data = accountExportSchema.parse(json(await call('GET', '/api/account/export', a.cookie)));
    expect(data.receipts).toHaveLength(2);
    expect(data.receipts[0]).toMatchObject({
      number: paid!.number,
      label: `R-${String(paid!.number).padStart(6, '0')}`,
      kind: 'PAYMENT',
      date: contentOf(paid!).movedAt,
      amount: 45,
      item: { product: 'SESSION', program: 'Speed Clinic', title: 'Juniors', bookingId: booked.id },
      athlete: `${a.firstName} ${a.lastName}`,
      card: { brand: 'visa', last4: '4242' },
      credit: null,
      follows: null,
    });
    expect(data.receipts[0]!.description).toContain('Speed Clinic (Juniors)');
    expect(data.receipts[1]).toMatchObject({ number: refunded!.number, kind: 'REFUND', amount: 45, follows: paid!.number });
    // Nobody else's: another member's export has none of them.
    const other = await member();
    expect(accountExportSchema.parse(json(await call('GET', '/api/account/export', other.cookie))).receipts).toEqual([]);
  });

  it('a refund requested and not yet paid is in the billing history at once, as pending; paid, it is the refund with its receipt', async () => {
    const a = await member();
    const program = await createProgram(db(), { name: 'Agility', priceCents: 3000 });
    const session = await createSession(db(), program.id, { hoursFromNow: 72 });
    const booked = json<{ id: number }>(await payAndBook(t.app, a.cookie, session.id));
    await issueReceipts(t.app.ctx);
    // The provider refuses the refund for now: it stays PENDING (the job retries it).
    const p = t.app.ctx.payments as Partial<PaymentProvider>;
    p.refund = async () => {
      throw new Error('connect ECONNREFUSED api.stripe.com');
    };
    try {
      expect((await call('POST', `/api/session-bookings/${booked.id}/cancel`, a.cookie)).statusCode).toBe(200);
    } finally {
      delete p.refund;
    }
    const [owed] = await db().select().from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(payments.userId, a.user.id));
    expect(owed!.refunds.status).toBe('PENDING');
    const before = await history(a.cookie);
    expect(before.map((e) => [e.kind, e.pending, e.amountCents, e.receiptNumber])).toEqual([
      ['REFUND', true, 3000, null],
      ['CHARGE', false, 3000, expect.any(Number)],
    ]);
    expect(before[0]).toMatchObject({
      id: owed!.refunds.id,
      item: { product: 'SESSION', program: 'Agility', bookingId: booked.id },
      athlete: `${a.firstName} ${a.lastName}`,
    });
    // Paid: the same refund, once, now a movement with its receipt.
    expect(await settlePendingRefunds(t.app.ctx, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    await issueReceipts(t.app.ctx);
    const after = await history(a.cookie);
    expect(after.map((e) => [e.kind, e.pending])).toEqual([
      ['REFUND', false],
      ['CHARGE', false],
    ]);
    expect(after[0]!.receiptNumber).not.toBeNull();
  });

  it("staff cancelling a session: a credit booking's e-mail names the pack, gives the credit back to it and promises no money (both languages)", async () => {
    const en = await member();
    const es = await member();
    await db().update(users).set({ language: 'es' }).where(eq(users.id, es.user.id));
    await buyPack(en.cookie, '10-Session Pack');
    await buyPack(es.cookie, 'Paquete de 10');
    const program = await createProgram(db(), { name: 'Strength Lab', priceCents: 5000 });
    const session = await createSession(db(), program.id, { hoursFromNow: 96 });
    for (const m of [en, es]) expect((await call('POST', '/api/session-bookings/with-credit', m.cookie, { sessionId: session.id })).statusCode).toBe(200);
    const card = await member();
    expect((await payAndBook(t.app, card.cookie, session.id)).statusCode).toBe(200);
    const cancelled = await call('POST', `/api/staff/sessions/${session.id}/cancel`, staff.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled)).toEqual({
      message: 'Session cancelled. 1 booking refunded in full; 2 session credits returned to their packs.',
      refunded: 1,
      creditsReturned: 2,
    });
    const mailTo = async (to: string) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(
            and(
              eq(outbox.to, to),
              or(like(outbox.subject, 'Session cancelled by%'), like(outbox.subject, 'Sesi_n cancelada por%')),
              like(outbox.subject, '%Strength Lab%'),
            ),
          )
      )[0]!;
    const enMail = await mailTo(en.email);
    expect(enMail.text).toContain('Paid with 1 credit from 10-Session Pack.');
    expect(enMail.text).toContain('1 credit returned to 10-Session Pack. A credit is never refunded as money.');
    expect(enMail.text).not.toMatch(/refunded in full|Your payment|\$/);
    const esMail = await mailTo(es.email);
    expect(esMail.text).toContain('Pagado con 1 crédito de Paquete de 10.');
    expect(esMail.text).toContain('1 crédito devuelto a Paquete de 10. Un crédito nunca se reembolsa en dinero.');
    expect(esMail.text).not.toMatch(/pago completo|\$/);
    // The card booking is refunded as money, as before.
    expect((await mailTo(card.email)).text).toContain('Your payment of $50.00 is refunded in full.');
    // The staff's answer in Spanish.
    const other = await createSession(db(), program.id, { hoursFromNow: 120 });
    expect((await call('POST', '/api/session-bookings/with-credit', en.cookie, { sessionId: other.id })).statusCode).toBe(200);
    const spanish = await t.app.inject({
      method: 'POST',
      url: `/api/staff/sessions/${other.id}/cancel`,
      headers: { cookie: staff.cookie, 'accept-language': 'es' },
    });
    expect(json<{ message: string }>(spanish).message).toBe(
      'Sesión cancelada. 0 reservas reembolsadas por completo; 1 crédito de sesión devuelto a su paquete.',
    );
  });

  it("the parent's dashboard names the pack of a booking paid with a credit", async () => {
    const parent = await member('PARENT');
    const kid = await member();
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    await buyPack(parent.cookie, 'Family 10 Pack');
    const program = await createProgram(db(), { name: 'Footwork', priceCents: 2500 });
    const byCredit = await createSession(db(), program.id, { hoursFromNow: 50 });
    const byCard = await createSession(db(), program.id, { hoursFromNow: 60 });
    expect((await call('POST', '/api/session-bookings/with-credit', parent.cookie, { sessionId: byCredit.id, athleteId: kid.user.id })).statusCode).toBe(200);
    expect((await payAndBook(t.app, parent.cookie, byCard.id, { athleteId: kid.user.id })).statusCode).toBe(200);
    const rows = json<Array<{ paidWithCredit: boolean; creditPack: string | null }>>(await call('GET', '/api/parent/upcoming-sessions', parent.cookie));
    expect(rows.map((r) => [r.paidWithCredit, r.creditPack])).toEqual([
      [true, 'Family 10 Pack'],
      [false, null],
    ]);
  });

  it('a receipt names the saved card from our own records while the provider is unreachable', async () => {
    const a = await member();
    const setup = json<{ clientSecret: string }>(await call('POST', '/api/create-setup-intent', a.cookie));
    const pm = json<{ paymentMethodId: string }>(await confirmCard(t.app, a.cookie, setup.clientSecret, '5555555555554444')).paymentMethodId;
    expect((await call('POST', '/api/payment-methods', a.cookie, { paymentMethodId: pm, setAsDefault: true })).statusCode).toBe(201);
    const program = await createProgram(db(), { priceCents: 2000 });
    const session = await createSession(db(), program.id);
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: session.id }));
    expect((await call('POST', '/api/test-provider/confirm', a.cookie, { clientSecret: intent.clientSecret, paymentMethodId: pm })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/session-bookings', a.cookie, { sessionId: session.id, status: 'CONFIRMED', paymentIntentId: intent.paymentIntentId }))
        .statusCode,
    ).toBe(200);
    expect(await unreachable(() => issueReceipts(t.app.ctx))).toBeGreaterThanOrEqual(1);
    const [r] = await receiptsOf(a.user.id);
    expect(contentOf(r!).card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('a card the provider alone knows: the receipt waits for it while the provider is unreachable, then names it; after the wait it goes out without it', async () => {
    const a = await member();
    const program = await createProgram(db(), { priceCents: 2200 });
    expect((await payAndBook(t.app, a.cookie, (await createSession(db(), program.id)).id)).statusCode).toBe(200);
    await unreachable(() => issueReceipts(t.app.ctx));
    expect(await receiptsOf(a.user.id)).toEqual([]);
    await issueReceipts(t.app.ctx);
    const [r] = await receiptsOf(a.user.id);
    expect(contentOf(r!).card).toEqual({ brand: 'visa', last4: '4242' });

    const b = await member();
    expect((await payAndBook(t.app, b.cookie, (await createSession(db(), program.id)).id)).statusCode).toBe(200);
    await unreachable(() => issueReceipts(t.app.ctx, 50, new Date(Date.now() + CARD_WAIT_MS + 60_000)));
    const [late] = await receiptsOf(b.user.id);
    expect(contentOf(late!).card).toBeNull();
  });
});
