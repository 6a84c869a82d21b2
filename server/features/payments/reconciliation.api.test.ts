import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationSchema } from '../../../common/reconciliation.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Decision 019, rule 5: the staff report that proves every charge is held by something or refunded. */
describe(`reconciliation report on ${testDbKind()}`, () => {
  let t: TestApp;
  let staffCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const report = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/staff/reports/reconciliation', headers: cookie ? { cookie } : {} });

  it('is for staff only', async () => {
    expect((await report()).statusCode).toBe(401);
    const athlete = await signupUser(t.app);
    const refused = await report(athlete.cookie);
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBeTruthy();
  });

  it('balances after a paid booking, then names a charge that nothing holds', async () => {
    const db = t.database.db;
    const a = await signupUser(t.app);
    await registerAthlete(db, a.user.id);
    const program = await createProgram(db, { priceCents: 4500 });
    const session = await createSession(db, program.id);
    expect((await payAndBook(t.app, a.cookie, session.id)).statusCode).toBe(200);

    const ok = reconciliationSchema.parse(json(await report(staffCookie)));
    expect(ok.mismatches).toEqual([]);
    expect(ok.checkedPayments).toBeGreaterThanOrEqual(1);
    expect(ok.chargedCents).toBeGreaterThanOrEqual(4500);
    expect(Number.isNaN(Date.parse(ok.checkedAt))).toBe(false);

    // A charge the provider reported for a payment no booking holds, and that nobody refunded.
    const [stray] = await db
      .insert(payments)
      .values({ provider: 'offline', intentId: 'pi_stray_report', userId: a.user.id, kind: 'SESSION', amountCents: 4500, status: 'SUCCEEDED' })
      .returning();
    await db
      .insert(ledgerEntries)
      .values({ paymentId: stray!.id, kind: 'CHARGE', amountCents: 4500, intentId: 'pi_stray_report', reference: 'ch_stray_report' });
    // A change outside the app shows once the answer kept for READ_CACHE_MS is dropped (decision 028).
    t.app.caches.dropLocal();
    const bad = reconciliationSchema.parse(json(await report(staffCookie)));
    const found = bad.mismatches.find((m) => m.paymentId === stray!.id);
    expect(found).toMatchObject({ kind: 'SESSION', userId: a.user.id, chargedCents: 4500, refundedCents: 0, held: false, problem: 'CHARGED_NOT_HELD' });
    expect(found!.payer).toContain(a.user.email);
    expect(bad.chargedCents).toBe(ok.chargedCents + 4500);
  });
});
