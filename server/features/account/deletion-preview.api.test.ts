import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletionPreviewSchema, type DeletionPreview } from '../../../common/account-data.ts';
import { bookings, waitlistEntries } from '../../db/schema/bookings.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createProgram, createSession, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { en } from '../../../common/messages/index.ts';

/* The delete dialog's list of losses (issue 29): what GET /api/account/deletion-preview says is what the deletion then does. */
describe(`the account deletion preview on ${testDbKind()}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let staffCookie: string;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { name: 'Speed Lab', priceCents: 8000 })).id;
    const staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    staffCookie = staff.cookie;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const preview = async (cookie: string) => {
    const res = await call('GET', '/api/account/deletion-preview', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return deletionPreviewSchema.parse(json(res));
  };
  const member = async (role: 'ATHLETE' | 'PARENT' = 'ATHLETE', over: { firstName?: string; lastName?: string } = {}) => {
    const m = await signupUser(t.app, role, over);
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, m.user.id));
    if (role === 'ATHLETE') await registerAthlete(db(), m.user.id);
    return m;
  };
  const buyPack = async (cookie: string, pack: { credits: number; price: number }) => {
    const made = await call('POST', '/api/staff/packs', staffCookie, { name: 'Three pack', validityDays: 60, ...pack });
    expect(made.statusCode, made.body).toBe(201);
    const packId = json<{ id: number }>(made).id;
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await call('POST', `/api/packs/${packId}/payment-intent`, cookie, {}));
    expect((await confirmCard(t.app, cookie, intent.clientSecret)).statusCode).toBe(200);
    expect((await call('POST', `/api/packs/${packId}/purchase`, cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
  };
  const book = async (cookie: string, sessionId: number, athleteId?: number) => {
    const res = await payAndBook(t.app, cookie, sessionId, athleteId ? { athleteId } : {});
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A session whose only place another athlete took. */
  const fullSession = async () => {
    const s = await createSession(db(), programId, { spots: 1, hoursFromNow: 96, title: 'Full house' });
    await book((await member()).cookie, s.id);
    return s;
  };
  const joinGame = async (cookie: string, title: string) => {
    const startsAt = new Date(Date.now() + 5 * 86400_000);
    const [game] = await db()
      .insert(pickupGames)
      .values({
        title,
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '19:00:00',
        endTime: '21:00:00',
        startsAt,
        location: 'Court 2',
        maxPlayers: 10,
        cost: 1500,
        skillLevel: 'All',
      })
      .returning();
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(
      await call('POST', '/api/pickup-games/create-payment-intent', cookie, { gameId: game!.id }),
    );
    expect((await confirmCard(t.app, cookie, intent.clientSecret)).statusCode).toBe(200);
    expect((await call('POST', `/api/pickup-games/${game!.id}/join`, cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    return game!;
  };
  /** Every refund owed on the payments a person made. */
  const refundsOf = async (userId: number) =>
    db().select({ amountCents: refunds.amountCents }).from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(payments.userId, userId));
  const cents = (rows: Array<{ amountCents: number }>) => rows.reduce((n, r) => n + r.amountCents, 0);
  const del = (cookie: string, password: string) => call('POST', '/api/account/delete', cookie, { password });

  const nothing: DeletionPreview = {
    blockers: [],
    ownSessions: { count: 0, next: [], refundIfCancelledNow: 0, creditsBackIfCancelledNow: 0, withoutRefund: 0 },
    paidForOthers: { count: 0, next: [] },
    credits: { count: 0, value: 0 },
    waitlist: { count: 0, next: [] },
    plan: null,
    pickupGames: { count: 0, next: [] },
  };

  it('answers only the signed-in account, and a new account loses nothing', async () => {
    expect((await call('GET', '/api/account/deletion-preview')).statusCode).toBe(401);
    const fresh = await signupUser(t.app);
    expect(await preview(fresh.cookie)).toEqual(nothing);
  });

  it('an athlete: the sessions to cancel first with what cancelling gives back, the credits and their value, the place in line, the plan, the pickup place; the refunds then owed are the ones listed, and the deletion itself refunds nothing more', async () => {
    const a = await member('ATHLETE', { firstName: 'Avery', lastName: 'Stone' });
    const id = a.user.id;
    const periodEnd = new Date(Date.now() + 20 * 86400_000);
    await db()
      .insert(subscriptions)
      .values({ userId: id, planName: 'PRO', currentPeriodStart: new Date(Date.now() - 10 * 86400_000), currentPeriodEnd: periodEnd });
    // Card, 3 days ahead: refunded in full if cancelled now. Card, 10 hours ahead: too late for a refund.
    const early = await createSession(db(), programId, { hoursFromNow: 72, title: 'Early' });
    const late = await createSession(db(), programId, { hoursFromNow: 10, title: 'Late' });
    await book(a.cookie, early.id);
    await book(a.cookie, late.id);
    // A credit of a 3-credit $90 pack, 4 days ahead: the credit comes back if cancelled now; 2 credits ($60) left.
    await buyPack(a.cookie, { credits: 3, price: 90 });
    const byCredit = await createSession(db(), programId, { hoursFromNow: 100, title: 'On credit' });
    expect((await call('POST', '/api/session-bookings/with-credit', a.cookie, { sessionId: byCredit.id })).statusCode).toBe(200);
    const full = await fullSession();
    expect((await call('POST', '/api/waitlist', a.cookie, { sessionId: full.id })).statusCode).toBe(201);
    const game = await joinGame(a.cookie, 'Friday Run');

    const p = await preview(a.cookie);
    expect(p.blockers).toEqual(['upcomingBookings', 'upcomingGames']);
    expect(p.ownSessions).toMatchObject({ count: 3, refundIfCancelledNow: 80, creditsBackIfCancelledNow: 1, withoutRefund: 1 });
    expect(p.ownSessions.next.map((b) => [b.sessionTitle, b.program, b.athlete, b.amount, b.paidWithCredit, b.ifCancelledNow, b.refundIfCancelledNow])).toEqual(
      [
        ['Late', 'Speed Lab', 'Avery Stone', 80, false, 'none', 0],
        ['Early', 'Speed Lab', 'Avery Stone', 80, false, 'refund', 80],
        ['On credit', 'Speed Lab', 'Avery Stone', 30, true, 'credit', 0],
      ],
    );
    expect(p.ownSessions.next[0]).toMatchObject({ date: late.date, time: late.time });
    expect(p.paidForOthers).toEqual({ count: 0, next: [] });
    expect(p.credits).toEqual({ count: 2, value: 60 });
    expect(p.waitlist).toEqual({
      count: 1,
      next: [{ date: full.date, time: full.time, program: 'Speed Lab', sessionTitle: 'Full house', athlete: 'Avery Stone', status: 'WAITING', position: 1 }],
    });
    expect(p.plan).toEqual({ tier: 'PRO', name: 'Pro', paidUntil: periodEnd.toISOString(), renewsOn: periodEnd.toISOString() });
    expect(p.pickupGames).toEqual({ count: 1, next: [{ title: 'Friday Run', date: game.date, startTime: '19:00:00', location: 'Court 2', paid: 15 }] });

    // The deletion refuses as the preview said, and changes nothing.
    const refused = await del(a.cookie, a.password);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe(en('account.upcomingBookings', { n: 3 }));

    // Cancelling them in My Training Sessions owes exactly the refunds listed, and gives the credit back.
    const before = cents(await refundsOf(id));
    const mine = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.athleteId, id), eq(bookings.status, 'CONFIRMED')));
    for (const b of mine) expect((await call('POST', `/api/session-bookings/${b.id}/cancel`, a.cookie)).statusCode).toBe(200);
    expect(cents(await refundsOf(id)) - before).toBe(p.ownSessions.refundIfCancelledNow * 100);
    t.app.caches.dropLocal();
    let after = await preview(a.cookie);
    expect(after.blockers).toEqual(['upcomingGames']);
    expect(after.credits).toEqual({ count: 3, value: 90 });
    // The pickup place is left too (a game 24 hours or more ahead: refunded), then nothing blocks.
    expect(json(await del(a.cookie, a.password)).message).toBe(en('account.upcomingGames', { n: 1 }));
    const beforeGame = cents(await refundsOf(id));
    expect((await call('DELETE', `/api/pickup-games/${game.id}/join`, a.cookie)).statusCode).toBe(200);
    expect(cents(await refundsOf(id)) - beforeGame).toBe(1500);
    t.app.caches.dropLocal();
    after = await preview(a.cookie);
    expect(after.blockers).toEqual([]);
    expect(after.pickupGames).toEqual({ count: 0, next: [] });

    // The deletion: no refund beyond those; the line left, the plan ended, the credits kept as they are.
    const owed = cents(await refundsOf(id));
    expect((await del(a.cookie, a.password)).statusCode).toBe(200);
    expect(cents(await refundsOf(id))).toBe(owed);
    expect((await db().select().from(waitlistEntries).where(eq(waitlistEntries.athleteId, id))).map((w) => w.status)).toEqual(['LEFT']);
    expect((await db().select().from(subscriptions).where(eq(subscriptions.userId, id))).map((s) => s.status)).toEqual(['CANCELED']);
    expect(
      await db()
        .select()
        .from(pickupPlayers)
        .where(and(eq(pickupPlayers.userId, id), eq(pickupPlayers.gameId, game.id))),
    ).toHaveLength(0);
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });

  it('a parent: the places paid for a linked athlete are kept (nothing refunded), the line joined for them is left; neither sees the other’s own places', async () => {
    const kid = await member('ATHLETE', { firstName: 'Kai', lastName: 'Lee' });
    const parent = await member('PARENT', { firstName: 'Pat', lastName: 'Lee' });
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    const paidByParent = await createSession(db(), programId, { hoursFromNow: 72, title: 'Paid by parent' });
    const paidByKid = await createSession(db(), programId, { hoursFromNow: 80, title: 'Paid by kid' });
    await book(parent.cookie, paidByParent.id, kid.user.id);
    await book(kid.cookie, paidByKid.id);
    const full = await fullSession();
    expect((await call('POST', '/api/waitlist', parent.cookie, { sessionId: full.id, athleteId: kid.user.id })).statusCode).toBe(201);

    const p = await preview(parent.cookie);
    expect(p.blockers).toEqual([]);
    expect(p.ownSessions.count).toBe(0);
    expect(p.paidForOthers.count).toBe(1);
    expect(p.paidForOthers.next[0]).toMatchObject({
      sessionTitle: 'Paid by parent',
      athlete: 'Kai Lee',
      amount: 80,
      ifCancelledNow: 'refund',
      refundIfCancelledNow: 80,
    });
    expect(p.waitlist).toMatchObject({ count: 1, next: [{ athlete: 'Kai Lee', sessionTitle: 'Full house', position: 1 }] });
    expect(p.plan).toMatchObject({ tier: 'PRO', paidUntil: null, renewsOn: null });
    expect(JSON.stringify(p)).not.toContain('Paid by kid');

    // The athlete's own list has both places (the parent's too: it is the athlete's place to cancel), not the parent's credits or plan.
    const k = await preview(kid.cookie);
    expect(k.blockers).toEqual(['upcomingBookings']);
    expect(k.ownSessions.next.map((b) => b.sessionTitle)).toEqual(['Paid by parent', 'Paid by kid']);
    expect(k.ownSessions.refundIfCancelledNow).toBe(160);
    expect(k.paidForOthers.count).toBe(0);
    // The place in line the parent took for the athlete goes with either account.
    expect(k.waitlist).toMatchObject({ count: 1, next: [{ athlete: 'Kai Lee' }] });

    // Deleting the parent refunds nothing (as listed: the place is kept) and leaves the line.
    const refundsBefore = await db().select().from(refunds);
    expect((await del(parent.cookie, parent.password)).statusCode).toBe(200);
    expect(await db().select().from(refunds)).toHaveLength(refundsBefore.length);
    const kept = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.payerId, parent.user.id), inArray(bookings.sessionId, [paidByParent.id])));
    expect(kept.map((b) => [b.athleteId, b.status, b.refundedCents])).toEqual([[kid.user.id, 'CONFIRMED', 0]]);
    expect((await db().select().from(waitlistEntries).where(eq(waitlistEntries.memberId, parent.user.id))).map((w) => w.status)).toEqual(['LEFT']);
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });

  it('a plan already set to end says it will not renew; the last staff member is told they cannot leave', async () => {
    const a = await signupUser(t.app);
    const end = new Date(Date.now() + 5 * 86400_000);
    await db().update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    await db()
      .insert(subscriptions)
      .values({ userId: a.user.id, planName: 'PLUS', currentPeriodStart: new Date(), currentPeriodEnd: end, cancelAtPeriodEnd: true });
    expect((await preview(a.cookie)).plan).toEqual({ tier: 'PLUS', name: 'Plus', paidUntil: end.toISOString(), renewsOn: null });

    await db().update(users).set({ isStaff: false }).where(eq(users.isStaff, true));
    const staff = await signupUser(t.app, 'COACH');
    await db().update(users).set({ isStaff: true, coachStatus: 'APPROVED' }).where(eq(users.id, staff.user.id));
    t.app.caches.dropLocal();
    expect((await preview(staff.cookie)).blockers).toEqual(['lastStaff']);
    expect((await del(staff.cookie, staff.password)).statusCode).toBe(409);
    const other = await signupUser(t.app, 'COACH');
    await db().update(users).set({ isStaff: true, coachStatus: 'APPROVED' }).where(eq(users.id, other.user.id));
    t.app.caches.dropLocal();
    expect((await preview(staff.cookie)).blockers).toEqual([]);
  });
});
