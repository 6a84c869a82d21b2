import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderLink } from '../../../common/reminders.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { eventReminders } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, signWaiver } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { sweepGameReminders } from './events.ts';

/* Issue 32: a pickup game's reminder has the one-tap "I'll be there" and "Can't make it" links; "Can't make it" leaves the game under the refund rule. */
const HOUR = 3600_000;

describe(`one-tap answers to pickup game reminders on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const link = async (token: string) => json<ReminderLink>(await call('GET', `/api/reminders/${token}`));

  async function game(hoursFromNow: number, cost = 0) {
    const startsAt = new Date(Date.now() + hoursFromNow * HOUR);
    const iso = startsAt.toISOString();
    const [g] = await db()
      .insert(pickupGames)
      .values({
        title: 'Sunday Run',
        sport: 'basketball',
        date: iso.slice(0, 10),
        startTime: iso.slice(11, 19),
        endTime: '23:59:00',
        startsAt,
        location: 'Court 3',
        maxPlayers: 10,
        cost,
        skillLevel: 'All levels',
      })
      .returning();
    return g!;
  }

  /** A Plus member in the game (paid by card when it costs), reminded; returns the link's secret from the e-mail. */
  async function remindedPlayer(g: { id: number; cost: number }) {
    const a = await signupUser(t.app);
    await db().update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    await signWaiver(db(), a.user.id);
    // No quiet hours: the default 21:00-08:00 would hold the reminder back when the test runs in the facility's evening or night.
    expect((await call('PUT', '/api/account/reminders', a.cookie, { emailEnabled: true, quietHours: null })).statusCode).toBe(200);
    if (g.cost > 0) {
      const intent = json<{ clientSecret: string; paymentIntentId: string }>(
        await call('POST', '/api/pickup-games/create-payment-intent', a.cookie, { gameId: g.id }),
      );
      expect((await confirmCard(t.app, a.cookie, intent.clientSecret)).statusCode).toBe(200);
      expect((await call('POST', `/api/pickup-games/${g.id}/join`, a.cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    } else expect((await call('POST', `/api/pickup-games/${g.id}/join`, a.cookie, {})).statusCode).toBe(200);
    // Joined well before: the reminder at the default 48-hour offset is due.
    await db()
      .update(pickupPlayers)
      .set({ joinedAt: new Date(Date.now() - 72 * HOUR) })
      .where(and(eq(pickupPlayers.gameId, g.id), eq(pickupPlayers.userId, a.user.id)));
    await sweepGameReminders(t.app.ctx);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), like(outbox.subject, 'Reminder:%')));
    expect(mail, 'the reminder e-mail').toBeTruthy();
    const yes = /\/reminder\/([A-Za-z0-9_-]+)\?answer=yes/.exec(mail!.text);
    expect(mail!.text).toMatch(/\/reminder\/[A-Za-z0-9_-]+\?answer=no/);
    return { a, token: yes![1]! };
  }

  it('records "I\'ll be there" once, and the link then says so', async () => {
    const g = await game(30);
    const { a, token } = await remindedPlayer(g);
    expect(await link(token)).toMatchObject({
      subject: 'GAME',
      state: 'OPEN',
      booking: { id: g.id, program: 'Sunday Run', athlete: `${a.firstName} ${a.lastName}` },
      cancelNow: { returned: false, amount: 0 },
    });
    expect(json<ReminderLink>(await call('POST', `/api/reminders/${token}/confirm`))).toMatchObject({ state: 'CONFIRMED', answeredNow: true });
    expect(json<ReminderLink>(await call('POST', `/api/reminders/${token}/confirm`))).toMatchObject({ state: 'CONFIRMED', answeredNow: false });
    // "Can't make it" after "I'll be there" through the same link changes nothing: the player stays.
    expect(json<ReminderLink>(await call('POST', `/api/reminders/${token}/cancel`))).toMatchObject({ state: 'CONFIRMED', answeredNow: false });
    expect(
      await db()
        .select()
        .from(pickupPlayers)
        .where(and(eq(pickupPlayers.gameId, g.id), eq(pickupPlayers.userId, a.user.id))),
    ).toHaveLength(1);
  });

  it('"Can\'t make it" 24 hours or more ahead says what it refunds, then leaves the game and refunds the paid place', async () => {
    const g = await game(40, 1500);
    const { a, token } = await remindedPlayer(g);
    expect(await link(token)).toMatchObject({ state: 'OPEN', cancelNow: { returned: true, amount: 15 } });
    expect(json<ReminderLink>(await call('POST', `/api/reminders/${token}/cancel`))).toMatchObject({
      state: 'CANCELLED',
      answeredNow: true,
      cancelled: { refunded: 15 },
    });
    expect(
      await db()
        .select()
        .from(pickupPlayers)
        .where(and(eq(pickupPlayers.gameId, g.id), eq(pickupPlayers.userId, a.user.id))),
    ).toHaveLength(0);
    const [p] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, a.user.id), eq(payments.kind, 'PICKUP')));
    expect(p).toMatchObject({ status: 'REFUNDED', refundedCents: 1500 });
    expect((await db().select().from(pickupGames).where(eq(pickupGames.id, g.id)))[0]!.currentPlayers).toBe(0);
    expect(await link(token)).toMatchObject({ state: 'CANCELLED', answeredNow: false });
  });

  it('less than 24 hours ahead, leaving keeps the payment, and it says so first; a player who left another way is told so', async () => {
    const g = await game(30, 1500);
    const { a, token } = await remindedPlayer(g);
    // The reminder came at 48 hours; now it is 10 hours before the start.
    await db()
      .update(pickupGames)
      .set({ startsAt: new Date(Date.now() + 10 * HOUR) })
      .where(eq(pickupGames.id, g.id));
    expect(await link(token)).toMatchObject({ state: 'OPEN', cancelNow: { returned: false, amount: 15 } });
    expect(json<ReminderLink>(await call('POST', `/api/reminders/${token}/cancel`))).toMatchObject({
      state: 'CANCELLED',
      answeredNow: true,
      cancelled: { refunded: 0 },
    });
    const [p] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, a.user.id), eq(payments.kind, 'PICKUP')));
    expect(p).toMatchObject({ status: 'SUCCEEDED', refundedCents: 0 });

    const g2 = await game(30);
    const other = await remindedPlayer(g2);
    expect((await call('DELETE', `/api/pickup-games/${g2.id}/join`, other.a.cookie)).statusCode).toBe(200);
    expect(await link(other.token)).toMatchObject({ state: 'BOOKING_CANCELLED' });
    expect(json<ReminderLink>(await call('POST', `/api/reminders/${other.token}/confirm`))).toMatchObject({ state: 'BOOKING_CANCELLED', answeredNow: false });
    // Once the game started the link has expired.
    await db()
      .update(pickupGames)
      .set({ startsAt: new Date(Date.now() - HOUR) })
      .where(eq(pickupGames.id, g2.id));
    expect(await link(other.token)).toMatchObject({ state: 'EXPIRED' });
  });

  it('refuses tokens it never sent and hostile ones', async () => {
    for (const bad of ['x'.repeat(43), 'a%00b', 'x'.repeat(5000)]) expect([400, 404, 414]).toContain((await call('GET', `/api/reminders/${bad}`)).statusCode);
    expect((await call('POST', `/api/reminders/${'y'.repeat(43)}/cancel`)).statusCode).toBe(404);
  });

  it('two taps of "Can\'t make it" at once leave once and refund once (20 trials)', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const g = await game(40, 1500);
      const { a, token } = await remindedPlayer(g);
      const answers = await Promise.all([call('POST', `/api/reminders/${token}/cancel`), call('POST', `/api/reminders/${token}/cancel`)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers.map((r) => json<ReminderLink>(r).answeredNow).filter(Boolean)).toHaveLength(1);
      const [p] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.userId, a.user.id), eq(payments.kind, 'PICKUP')));
      expect(await db().select().from(refunds).where(eq(refunds.paymentId, p!.id))).toHaveLength(1);
      expect(p).toMatchObject({ status: 'REFUNDED', refundedCents: 1500 });
      expect((await db().select().from(eventReminders).where(eq(eventReminders.subjectId, g.id)))[0]).toMatchObject({ answer: 'CANCELLED' });
      expect((await db().select().from(pickupGames).where(eq(pickupGames.id, g.id)))[0]!.currentPlayers).toBe(0);
    }
  });
});
