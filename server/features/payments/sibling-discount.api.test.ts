import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '../../../common/account-data.ts';
import type { PaymentIntentResult } from '../../../common/bookings.ts';
import type { BillingEntry, ReceiptContent } from '../../../common/receipts.ts';
import { reconciliationSchema } from '../../../common/reconciliation.ts';
import { type FacilitySettings } from '../../../common/sibling-discount.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createIntent, createProgram, createSession, linkParent, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { issueReceipts } from '../receipts/issue.ts';
import { en } from '../../../common/messages/index.ts';

/* The sibling discount (issue 29, decision 044): a staff setting, applied by the server to a parent's card payment for every child after the first. */
const TRIALS = 20;

const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

describe(`the sibling discount on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const setPercent = async (percent: number) => {
    const res = await call('PUT', '/api/staff/settings', staff.cookie, { siblingDiscountPercent: percent });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  /** A parent with `n` children added without e-mail (decision 039), each registered and signed for, oldest link first. */
  const family = async (n: number) => {
    const parent = await signupUser(t.app, 'PARENT');
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, parent.user.id));
    const kids: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await call('POST', '/api/parent/children', parent.cookie, { firstName: `Kid${i}`, lastName: 'Lopez', dateOfBirth: bornYearsAgo(8 + i) });
      expect(res.statusCode, res.body).toBe(201);
      const id = json<{ id: number }>(res).id;
      await registerAthlete(db(), id);
      kids.push(id);
    }
    return { parent, kids };
  };
  const intentFor = async (cookie: string, sessionId: number, athleteId?: number) => {
    const res = await createIntent(t.app, cookie, { sessionId, ...(athleteId ? { athleteId } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return json<PaymentIntentResult>(res);
  };
  const pay = async (cookie: string, sessionId: number, intent: PaymentIntentResult) => {
    expect((await confirmCard(t.app, cookie, intent.clientSecret)).statusCode).toBe(200);
    const booked = await call('POST', '/api/session-bookings', cookie, { sessionId, status: 'CONFIRMED', paymentIntentId: intent.paymentIntentId });
    expect(booked.statusCode, booked.body).toBe(200);
    return json<{ id: number }>(booked).id;
  };
  const paymentOf = async (intentId: string) => (await db().select().from(payments).where(eq(payments.intentId, intentId)))[0]!;

  it('staff read and save it, audited; anyone else is refused; 91, fractions, text and hostile bodies are a clear 400 in both languages', async () => {
    expect((await call('GET', '/api/staff/settings')).statusCode).toBe(401);
    const parent = await signupUser(t.app, 'PARENT');
    const coach = await signupUser(t.app, 'COACH');
    for (const cookie of [parent.cookie, coach.cookie]) {
      expect((await call('GET', '/api/staff/settings', cookie)).statusCode).toBe(403);
      expect((await call('PUT', '/api/staff/settings', cookie, { siblingDiscountPercent: 50 })).statusCode).toBe(403);
    }
    const initial = json<FacilitySettings>(await call('GET', '/api/staff/settings', staff.cookie));
    expect(initial.siblingDiscountPercent).toBe(0);

    const saved = await setPercent(15);
    expect(json(saved)).toMatchObject({
      message: en('siblingDiscount.saved'),
      settings: { siblingDiscountPercent: 15, updatedBy: `${staff.firstName} ${staff.lastName}` },
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'settings.sibling_discount')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorId: staff.user.id, entity: 'facility_settings', entityId: '1', details: { from: 0, to: 15 } });

    const bad: unknown[] = [
      { siblingDiscountPercent: 91 },
      { siblingDiscountPercent: -1 },
      { siblingDiscountPercent: 12.5 },
      { siblingDiscountPercent: '10' },
      { siblingDiscountPercent: 'x\u0000' },
      { siblingDiscountPercent: 2 ** 53 },
      { siblingDiscountPercent: null },
      {},
      { siblingDiscountPercent: { $gt: 1 } },
    ];
    for (const payload of bad) {
      const res = await call('PUT', '/api/staff/settings', staff.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(en('siblingDiscount.percentRange'));
    }
    // Not an object at all: a 400 of its own.
    expect((await call('PUT', '/api/staff/settings', staff.cookie, [])).statusCode).toBe(400);
    const es = await call('PUT', '/api/staff/settings', staff.cookie, { siblingDiscountPercent: 91 }, { 'accept-language': 'es' });
    expect(es.statusCode).toBe(400);
    expect(es.body).toContain('El descuento por hermanos debe ser un número entero de 0 a 90.');
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const nul = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/settings',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      payload: '{"siblingDiscountPercent":"\\u0000"}',
    });
    expect(nul.statusCode).toBe(400);
    // Nothing bad was stored.
    expect(json<FacilitySettings>(await call('GET', '/api/staff/settings', staff.cookie)).siblingDiscountPercent).toBe(15);
    await setPercent(90);
    await setPercent(0);
  });

  it('the rule: one child pays in full; of two, the first-linked pays in full and the second gets the percent; 0 percent is no discount', async () => {
    const program = await createProgram(db(), { priceCents: 4000 });
    const session = await createSession(db(), program.id);
    await setPercent(10);
    const only = await family(1);
    expect(await intentFor(only.parent.cookie, session.id, only.kids[0])).toMatchObject({ amount: 40, siblingDiscount: null });

    const two = await family(2);
    const [first, second] = two.kids as [number, number];
    const full = await intentFor(two.parent.cookie, session.id, first);
    expect(full).toMatchObject({ amount: 40, siblingDiscount: null });
    const off = await intentFor(two.parent.cookie, session.id, second);
    expect(off).toMatchObject({ amount: 36, siblingDiscount: { percent: 10, listCents: 4000, discountCents: 400 } });
    const p = await paymentOf(off.paymentIntentId);
    expect(p.amountCents).toBe(3600);
    expect(p.details).toMatchObject({ listPriceCents: 4000, siblingDiscountPercent: 10, siblingDiscountCents: 400 });

    // Percent 0: nobody gets it (a third child of another family, fresh checkouts).
    await setPercent(0);
    const zero = await family(2);
    expect(await intentFor(zero.parent.cookie, session.id, zero.kids[1])).toMatchObject({ amount: 40, siblingDiscount: null });
  });

  it('only active links of accounts not deleted count, and an athlete paying for themselves never gets it', async () => {
    const program = await createProgram(db(), { priceCents: 5000 });
    const session = await createSession(db(), program.id);
    await setPercent(20);
    const { parent, kids } = await family(2);
    // The first link revoked: the other child is now the only (first) one.
    await db()
      .update(athleteLinks)
      .set({ status: 'REVOKED' })
      .where(and(eq(athleteLinks.parentId, parent.user.id), eq(athleteLinks.athleteId, kids[0]!)));
    expect(await intentFor(parent.cookie, session.id, kids[1])).toMatchObject({ amount: 50, siblingDiscount: null });
    // The first child's account deleted: the second is the first now.
    const deleted = await family(2);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.kids[0]!));
    expect(await intentFor(deleted.parent.cookie, session.id, deleted.kids[1])).toMatchObject({ amount: 50, siblingDiscount: null });

    // An athlete with their own login linked to two parents' families books for themselves: list price.
    const athlete = await signupUser(t.app);
    await registerAthlete(db(), athlete.user.id);
    const other = await family(1);
    await linkParent(db(), other.parent.user.id, { id: athlete.user.id, email: athlete.email });
    expect(await intentFor(athlete.cookie, session.id)).toMatchObject({ amount: 50, siblingDiscount: null });
    // Through the parent, the athlete linked second is a later sibling.
    const viaParent = await createIntent(t.app, other.parent.cookie, { sessionId: session.id, athleteId: athlete.user.id });
    // The athlete's own hold is handed over to the parent, who pays the parent's price.
    expect(viaParent.statusCode, viaParent.body).toBe(200);
    expect(json<PaymentIntentResult>(viaParent)).toMatchObject({ amount: 40, siblingDiscount: { percent: 20, discountCents: 1000 } });
    // A child not linked to this parent is refused, as before.
    const stranger = await family(1);
    expect((await createIntent(t.app, parent.cookie, { sessionId: session.id, athleteId: stranger.kids[0] })).statusCode).toBe(403);
    await setPercent(0);
  });

  it('rounds the discount half up to the cent', async () => {
    // 10% of $1.25 is 12.5 cents: 13 off, $1.12 charged. 33% of $19.99 is 659.67 cents: 660 off.
    await setPercent(10);
    const cheap = await createSession(db(), (await createProgram(db(), { priceCents: 125 })).id);
    const a = await family(2);
    expect(await intentFor(a.parent.cookie, cheap.id, a.kids[1])).toMatchObject({ amount: 1.12, siblingDiscount: { discountCents: 13 } });
    await setPercent(33);
    const odd = await createSession(db(), (await createProgram(db(), { priceCents: 1999 })).id);
    expect(await intentFor(a.parent.cookie, odd.id, a.kids[1])).toMatchObject({
      amount: 13.39,
      siblingDiscount: { percent: 33, listCents: 1999, discountCents: 660 },
    });
    await setPercent(0);
  });

  it('the price is fixed by the intent: a later staff change does not change a checkout already started, nor its resumed intent', async () => {
    const program = await createProgram(db(), { priceCents: 4000 });
    const session = await createSession(db(), program.id);
    await setPercent(10);
    const { parent, kids } = await family(2);
    const intent = await intentFor(parent.cookie, session.id, kids[1]);
    expect(intent.amount).toBe(36);
    await setPercent(50);
    // A refresh of the checkout resumes the same payment at the same price.
    const again = await intentFor(parent.cookie, session.id, kids[1]);
    expect(again).toMatchObject({ paymentIntentId: intent.paymentIntentId, amount: 36, siblingDiscount: { percent: 10 } });
    const bookingId = await pay(parent.cookie, session.id, intent);
    const [b] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b!.amountCents).toBe(3600);
    await setPercent(0);
  });

  it('the receipt and the billing history show the list price, the discount and the total; a refund returns what was paid', async () => {
    const program = await createProgram(db(), { name: 'Speed Clinic', priceCents: 4000 });
    const session = await createSession(db(), program.id, { hoursFromNow: 96 });
    await setPercent(10);
    const { parent, kids } = await family(2);
    const bookingId = await pay(parent.cookie, session.id, await intentFor(parent.cookie, session.id, kids[1]));
    await issueReceipts(t.app.ctx);
    const [receipt] = await db().select().from(receipts).where(eq(receipts.payerId, parent.user.id)).orderBy(asc(receipts.number));
    const content = receipt!.content as ReceiptContent;
    expect(content).toMatchObject({ kind: 'PAYMENT', amountCents: 3600, siblingDiscount: { percent: 10, listCents: 4000, discountCents: 400 } });
    const page = await call('GET', `/api/receipts/${receipt!.number}`, parent.cookie);
    expect(page.statusCode).toBe(200);
    expect(json<{ content: ReceiptContent }>(page).content.siblingDiscount).toEqual({ percent: 10, listCents: 4000, discountCents: 400 });
    const history = json<{ entries: BillingEntry[] }>(await call('GET', '/api/billing/history', parent.cookie)).entries;
    expect(history.find((e) => e.kind === 'CHARGE')).toMatchObject({
      amountCents: 3600,
      siblingDiscount: { percent: 10, listCents: 4000, discountCents: 400 },
    });
    // The account export keeps it too, in dollars.
    const exported = accountExportSchema.parse(json(await call('GET', '/api/account/export', parent.cookie)));
    expect(exported.receipts[0]).toMatchObject({ kind: 'PAYMENT', amount: 36, siblingDiscount: { percent: 10, listPrice: 40, discount: 4 } });

    const cancelled = await call('POST', `/api/session-bookings/${bookingId}/cancel`, parent.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled)).toMatchObject({ refunded: 36, refundPolicy: 'full' });
    await issueReceipts(t.app.ctx);
    const all = await db().select().from(receipts).where(eq(receipts.payerId, parent.user.id)).orderBy(asc(receipts.number));
    const refund = all.find((r) => r.kind === 'REFUND')!;
    expect(refund.amountCents).toBe(3600);
    expect((refund.content as ReceiptContent).siblingDiscount).toBeNull();
    await setPercent(0);
  });

  it(`a staff change racing two children's checkouts: each payment charges what its intent said, and the books balance (${TRIALS} trials)`, async () => {
    const program = await createProgram(db(), { priceCents: 4500 });
    const session = await createSession(db(), program.id, { spots: 100 });
    for (let trial = 0; trial < TRIALS; trial++) {
      const before = trial % 2 === 0 ? 10 : 25;
      const after = trial % 2 === 0 ? 25 : 0;
      await setPercent(before);
      const { parent, kids } = await family(2);
      const [first, second] = kids as [number, number];
      // The children are registered and signed for by family(): only the three requests race.
      const [change, a, b] = await Promise.all([
        call('PUT', '/api/staff/settings', staff.cookie, { siblingDiscountPercent: after }),
        call('POST', '/api/create-payment-intent', parent.cookie, { sessionId: session.id, athleteId: first }),
        call('POST', '/api/create-payment-intent', parent.cookie, { sessionId: session.id, athleteId: second }),
      ]);
      expect(change.statusCode, change.body).toBe(200);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      const ia = json<PaymentIntentResult>(a);
      const ib = json<PaymentIntentResult>(b);
      // The first child pays in full; the second pays the percent before or after the change, never anything else.
      expect(ia).toMatchObject({ amount: 45, siblingDiscount: null });
      const percent = ib.siblingDiscount?.percent ?? 0;
      expect([before, after]).toContain(percent);
      expect(Math.round(ib.amount * 100)).toBe(4500 - Math.floor((4500 * percent + 50) / 100));
      for (const [intent, athleteId] of [
        [ia, first],
        [ib, second],
      ] as const) {
        const bookingId = await pay(parent.cookie, session.id, intent);
        const p = await paymentOf(intent.paymentIntentId);
        const cents = Math.round(intent.amount * 100);
        expect(p.amountCents).toBe(cents);
        const [charge] = await db()
          .select()
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.paymentId, p.id), eq(ledgerEntries.kind, 'CHARGE')));
        expect(charge!.amountCents).toBe(cents);
        const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
        expect(booking).toMatchObject({ athleteId, amountCents: cents, paymentId: p.id });
      }
    }
    t.app.caches.dropLocal();
    const report = reconciliationSchema.parse(json(await call('GET', '/api/staff/reports/reconciliation', staff.cookie)));
    expect(report.mismatches).toEqual([]);
    await setPercent(0);
  });
});
