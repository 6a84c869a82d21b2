import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createProgram, createSession, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';

/*
 * Issue 34: a parent cancels one child's booking; the other child, waiting with automatic booking,
 * gets the place. The money and the offer are the parent's: the children are told what happened to
 * them, never "your payment is refunded" nor "held for you" before a confirmation.
 */
describe(`a family's cancellation and automatic booking, in the mails, on ${testDbKind()}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const mailsTo = async (email: string, since: number) =>
    (await db().select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id))).filter((m) => m.id > since);

  const family = async () => {
    const parent = await signupUser(t.app, 'PARENT');
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, parent.user.id));
    const kids = [await signupUser(t.app, 'ATHLETE'), await signupUser(t.app, 'ATHLETE')] as const;
    for (const k of kids) {
      await registerAthlete(db(), k.user.id);
      await linkParent(db(), parent.user.id, { id: k.user.id, email: k.user.email });
    }
    const setup = json<{ clientSecret: string }>(await call('POST', '/api/create-setup-intent', parent.cookie));
    const card = json<{ paymentMethodId: string }>(await confirmCard(t.app, parent.cookie, setup.clientSecret));
    expect((await call('POST', '/api/payment-methods', parent.cookie, { paymentMethodId: card.paymentMethodId, setAsDefault: true })).statusCode).toBe(201);
    return { parent, a: kids[0], b: kids[1] };
  };
  const lastMailId = async () => (await db().select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id))).at(-1)?.id ?? 0;

  it('the parent is told of the refund and the automatic booking; each child only of their own booking', async () => {
    const program = await createProgram(db(), { priceCents: 4000, name: 'Family Clinic' });
    const s = await createSession(db(), program.id, { spots: 1, hoursFromNow: 72 });
    const { parent, a, b } = await family();
    const booked = await payAndBook(t.app, parent.cookie, s.id, { athleteId: a.user.id });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await call('POST', '/api/waitlist', parent.cookie, { sessionId: s.id, athleteId: b.user.id, autoBook: true })).statusCode).toBe(201);
    const since = await lastMailId();
    expect((await call('POST', `/api/session-bookings/${json<{ id: number }>(booked).id}/cancel`, parent.cookie)).statusCode).toBe(200);

    const toParent = await mailsTo(parent.user.email, since);
    expect(toParent.map((m) => m.subject.split(':')[0])).toEqual(['Session cancelled', 'A place opened', 'Session confirmed']);
    expect(toParent[0]!.text).toContain('your payment of $40.00 is refunded in full');
    expect(toParent[1]!.text).toContain('we are charging your default card now');

    // Child A: their booking is cancelled, and the refund goes to the parent who paid.
    const toA = await mailsTo(a.user.email, since);
    expect(toA.map((m) => m.subject.split(':')[0])).toEqual(['Session cancelled']);
    expect(toA[0]!.text).toContain(`${parent.firstName} ${parent.lastName} paid for this booking, so anything refunded goes back to them.`);
    expect(toA[0]!.text).not.toMatch(/your payment|refunded in full/);

    // Child B: one mail, the confirmation; no offer "held for you" first, nothing of A's refund.
    const toB = await mailsTo(b.user.email, since);
    expect(toB.map((m) => m.subject.split(':')[0])).toEqual(['Session confirmed']);
    expect(toB[0]!.text).not.toMatch(/is refunded|your payment of/);
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });

  it('without automatic booking the waiting child is told the place is held for the parent, and the parent gets the link', async () => {
    const program = await createProgram(db(), { priceCents: 4000, name: 'Held Clinic' });
    const s = await createSession(db(), program.id, { spots: 1, hoursFromNow: 72 });
    const { parent, a, b } = await family();
    const booked = await payAndBook(t.app, parent.cookie, s.id, { athleteId: a.user.id });
    expect((await call('POST', '/api/waitlist', parent.cookie, { sessionId: s.id, athleteId: b.user.id })).statusCode).toBe(201);
    const since = await lastMailId();
    expect((await call('POST', `/api/session-bookings/${json<{ id: number }>(booked).id}/cancel`, parent.cookie)).statusCode).toBe(200);
    const [offer] = (await mailsTo(b.user.email, since)).filter((m) => m.subject.startsWith('A place opened'));
    expect(offer!.text).toContain(`It is held for ${parent.firstName} ${parent.lastName}, who can book it until`);
    expect(offer!.text).not.toContain('held for you');
    expect(offer!.text).not.toContain('Book it here');
    const [parentOffer] = (await mailsTo(parent.user.email, since)).filter((m) => m.subject.startsWith('A place opened'));
    expect(parentOffer!.text).toContain('It is held for you until');
    expect(parentOffer!.text).toContain(`Book it here: `);
  });
});
