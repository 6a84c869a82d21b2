import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../common/messages/index.ts';
import { bookings, spotHolds } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { payments } from '../../db/schema/payments.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { OfflinePaymentProvider } from '../../platform/payments/offline-provider.ts';
import { confirmCard, createIntent, createProgram, createSession, linkParent, payAndBook, TEST_CARDS } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { expireHolds } from './spots.ts';

describe(`checkout and booking on ${testDbKind()}`, () => {
  let t: TestApp;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 8000 })).id;
  });
  afterAll(async () => t?.close());

  const spotsOf = async (id: number) => (await t.database.db.select().from(trainingSessions).where(eq(trainingSessions.id, id)))[0]!.availableSpots;

  it('charges the program price whatever amount the browser sends, and holds a spot', async () => {
    const s = await createSession(t.database.db, programId, { spots: 3 });
    const a = await signupUser(t.app);
    const res = await createIntent(t.app, a.cookie, { sessionId: s.id, amount: 1, programId, description: 'cheap' });
    expect(res.statusCode).toBe(200);
    const body = json<{ amount: number; clientSecret: string; holdExpiresAt: string }>(res);
    expect(body.amount).toBe(80);
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(new Date(body.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(await spotsOf(s.id)).toBe(2);
    const [p] = await t.database.db.select().from(payments).where(eq(payments.userId, a.user.id));
    expect(p!.amountCents).toBe(8000);
    // Asking again (a page refresh) returns the same intent and takes no second spot.
    const again = await createIntent(t.app, a.cookie, { sessionId: s.id });
    expect(json(again).clientSecret).toBe(body.clientSecret);
    expect(await spotsOf(s.id)).toBe(2);
  });

  it('books after a succeeded payment, answers {id, message}, and a replay returns the same booking', async () => {
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    const res = await payAndBook(t.app, a.cookie, s.id);
    expect(res.statusCode).toBe(200);
    const { id, message } = json<{ id: number; message: string }>(res);
    expect(id).toBeGreaterThan(0);
    expect(message).toBeTruthy();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: a.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED' },
    });
    expect(replay.statusCode).toBe(200);
    expect(json(replay).id).toBe(id);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.athleteId, a.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountCents).toBe(8000);
    expect(await spotsOf(s.id)).toBe(9);
    const mine = json<Array<{ id: number; status: string; session: { program: { name: string } } }>>(
      await t.app.inject({ method: 'GET', url: '/api/my-bookings', headers: { cookie: a.cookie } }),
    );
    expect(mine.map((b) => [b.id, b.status])).toEqual([[id, 'CONFIRMED']]);
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.to, a.email));
    expect(mail[0]!.subject).toMatch(/^Session confirmed: Test Program/);
    expect(mail[0]!.attachments[0]!.content).toContain('BEGIN:VEVENT');
  });

  it('refuses to book without a payment, and before the payment succeeded', async () => {
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: a.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED' },
    });
    expect(none.statusCode).toBe(404);
    expect(json(none).message).toBe(en('bookings.paymentNotFound'));
    await createIntent(t.app, a.cookie, { sessionId: s.id });
    const unpaid = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: a.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED' },
    });
    expect(unpaid.statusCode).toBe(402);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.athleteId, a.user.id))).toHaveLength(0);
  });

  it.each([
    ['declined', TEST_CARDS.declined, 'Your card was declined.'],
    ['insufficient funds', TEST_CARDS.insufficient, 'Your card has insufficient funds.'],
    ['expired', TEST_CARDS.expired, 'Your card has expired.'],
    ['bad number', '4242424242424241', 'Your card number is incorrect.'],
  ])('a %s card fails with the provider message and books nothing', async (_name, card, message) => {
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    const intent = json<{ clientSecret: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
    const res = await confirmCard(t.app, a.cookie, intent.clientSecret, card);
    expect(res.statusCode).toBe(402);
    expect(json(res).message).toBe(message);
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: a.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED' },
    });
    expect(book.statusCode).toBe(402);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.athleteId, a.user.id))).toHaveLength(0);
  });

  it("cannot confirm or book with another user's payment intent", async () => {
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
    const steal = await confirmCard(t.app, b.cookie, intent.clientSecret);
    expect(steal.statusCode).toBe(402);
    await confirmCard(t.app, a.cookie, intent.clientSecret);
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: b.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED', paymentIntentId: intent.paymentIntentId },
    });
    expect(book.statusCode).toBe(404);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.athleteId, b.user.id))).toHaveLength(0);
  });

  it('refuses a full session with a clear message', async () => {
    const s = await createSession(t.database.db, programId, { spots: 1 });
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    expect((await createIntent(t.app, a.cookie, { sessionId: s.id })).statusCode).toBe(200);
    const full = await createIntent(t.app, b.cookie, { sessionId: s.id });
    expect(full.statusCode).toBe(409);
    expect(json(full).message).toBe(en('bookings.full'));
  });

  it('an expired hold frees the spot; a late payment then refunds automatically when the session has filled', async () => {
    const s = await createSession(t.database.db, programId, { spots: 1 });
    const late = await signupUser(t.app);
    const other = await signupUser(t.app);
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, late.cookie, { sessionId: s.id }));
    // The hold runs out before the card is confirmed...
    await t.database.db
      .update(spotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(spotHolds.payerId, late.user.id));
    expect(await expireHolds(t.database.db, t.app.ctx.now())).toHaveLength(1);
    expect(await spotsOf(s.id)).toBe(1);
    // ...someone else takes the last spot...
    expect((await payAndBook(t.app, other.cookie, s.id)).statusCode).toBe(200);
    // ...and the late payment goes through: it is refunded, no overbooking.
    const confirmed = await confirmCard(t.app, late.cookie, intent.clientSecret);
    expect(confirmed.statusCode).toBe(200);
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: late.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED' },
    });
    expect(book.statusCode).toBe(409);
    expect(json(book).message).toBe(en('bookings.filledDuringPayment'));
    const [p] = await t.database.db.select().from(payments).where(eq(payments.userId, late.user.id));
    expect(p!.status).toBe('REFUNDED');
    expect(p!.refundedCents).toBe(8000);
    expect(await spotsOf(s.id)).toBe(0);
  });

  it('an expired hold with a spot still free books the late payment', async () => {
    const s = await createSession(t.database.db, programId, { spots: 2 });
    const a = await signupUser(t.app);
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
    await t.database.db
      .update(spotHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(spotHolds.payerId, a.user.id));
    await expireHolds(t.database.db, t.app.ctx.now());
    await confirmCard(t.app, a.cookie, intent.clientSecret);
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: a.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED' },
    });
    expect(book.statusCode).toBe(200);
    expect(await spotsOf(s.id)).toBe(1);
  });

  it('refuses a second booking of the same athlete into a session', async () => {
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    await payAndBook(t.app, a.cookie, s.id);
    const again = await createIntent(t.app, a.cookie, { sessionId: s.id });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(en('bookings.alreadyBooked'));
  });

  it('refuses past sessions, coaches and signed-out callers', async () => {
    const past = await createSession(t.database.db, programId, { hoursFromNow: -2 });
    const a = await signupUser(t.app);
    expect((await createIntent(t.app, a.cookie, { sessionId: past.id })).statusCode).toBe(409);
    const c = await signupUser(t.app, 'COACH');
    expect((await createIntent(t.app, c.cookie, { sessionId: past.id })).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { sessionId: past.id } });
    expect(anon.statusCode).toBe(401);
  });

  it('saves a card (brand, last 4, expiry only), makes the first one default, and pays with it', async () => {
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    const setup = json<{ clientSecret: string }>(await t.app.inject({ method: 'POST', url: '/api/create-setup-intent', headers: { cookie: a.cookie } }));
    const confirmed = json<{ paymentMethodId: string }>(await confirmCard(t.app, a.cookie, setup.clientSecret, '5555555555554444'));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: { cookie: a.cookie },
      payload: { paymentMethodId: confirmed.paymentMethodId, setAsDefault: false },
    });
    expect(saved.statusCode).toBe(201);
    expect(json(saved)).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444', isDefault: true });
    expect(JSON.stringify(json(saved))).not.toContain('5555555555554444');
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(
      await createIntent(t.app, a.cookie, { sessionId: s.id, paymentMethodId: confirmed.paymentMethodId }),
    );
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/test-provider/confirm',
      headers: { cookie: a.cookie },
      payload: { clientSecret: intent.clientSecret, paymentMethodId: confirmed.paymentMethodId },
    });
    expect(pay.statusCode).toBe(200);
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/session-bookings',
      headers: { cookie: a.cookie },
      payload: { sessionId: s.id, status: 'CONFIRMED' },
    });
    expect(book.statusCode).toBe(200);
    // Another user cannot use or save that card.
    const b = await signupUser(t.app);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: { cookie: b.cookie },
      payload: { paymentMethodId: confirmed.paymentMethodId, setAsDefault: true },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await createIntent(t.app, b.cookie, { sessionId: s.id, paymentMethodId: confirmed.paymentMethodId })).statusCode).toBe(404);
  });

  it('a parent books for a linked athlete only', async () => {
    const s = await createSession(t.database.db, programId);
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await signupUser(t.app);
    const stranger = await signupUser(t.app);
    await linkParent(t.database.db, parent.user.id, { id: kid.user.id, email: kid.email });
    expect(json(await createIntent(t.app, parent.cookie, { sessionId: s.id })).message).toBe(en('bookings.chooseAthlete'));
    expect((await createIntent(t.app, parent.cookie, { sessionId: s.id, athleteId: stranger.user.id })).statusCode).toBe(403);
    const res = await payAndBook(t.app, parent.cookie, s.id, { athleteId: kid.user.id });
    expect(res.statusCode).toBe(200);
    const [b] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, json(res).id as number));
    expect(b).toMatchObject({ payerId: parent.user.id, athleteId: kid.user.id });
    const kidView = json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/my-bookings', headers: { cookie: kid.cookie } }));
    expect(kidView.map((x) => x.id)).toContain(b!.id);
    const ics = await t.app.inject({ method: 'GET', url: `/api/session-bookings/${b!.id}/calendar.ics`, headers: { cookie: parent.cookie } });
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toContain('SUMMARY:Test Program');
    expect((await t.app.inject({ method: 'GET', url: `/api/session-bookings/${b!.id}/calendar.ics`, headers: { cookie: stranger.cookie } })).statusCode).toBe(
      404,
    );
  });

  it('fulfils from a signed webhook, ignores a replay, and refuses a forged one', async () => {
    const provider = t.app.ctx.payments as OfflinePaymentProvider;
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await createIntent(t.app, a.cookie, { sessionId: s.id }));
    provider.onEvent = async () => {}; // deliver the event only through the webhook endpoint below
    try {
      await confirmCard(t.app, a.cookie, intent.clientSecret);
      const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: intent.paymentIntentId } } });
      const send = (sig: string) =>
        t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': sig }, payload: body });
      const forged = await send('t=1,v1=deadbeef');
      expect(forged.statusCode).toBe(400);
      expect(await t.database.db.select().from(bookings).where(eq(bookings.athleteId, a.user.id))).toHaveLength(0);
      expect((await send(provider.sign(body))).statusCode).toBe(200);
      expect((await send(provider.sign(body))).statusCode).toBe(200);
      expect(await t.database.db.select().from(bookings).where(eq(bookings.athleteId, a.user.id))).toHaveLength(1);
      const browser = await t.app.inject({
        method: 'POST',
        url: '/api/session-bookings',
        headers: { cookie: a.cookie },
        payload: { sessionId: s.id, status: 'CONFIRMED' },
      });
      expect(browser.statusCode).toBe(200);
      expect(await t.database.db.select().from(bookings).where(eq(bookings.athleteId, a.user.id))).toHaveLength(1);
    } finally {
      provider.onEvent = (event) => import('../payments/events.ts').then((m) => m.handlePaymentEvent(t.app.ctx, event));
    }
  });
});

describe(`capacity under contention on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('50 simultaneous paid attempts at a session with 5 spots give exactly 5 bookings', async () => {
    const program = await createProgram(t.database.db);
    const s = await createSession(t.database.db, program.id, { spots: 5 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signupUser(t.app)));
    const results = await Promise.all(
      buyers.map(async (b) => {
        try {
          const res = await payAndBook(t.app, b.cookie, s.id);
          return res.statusCode;
        } catch (err) {
          return (err as Error).message.slice(0, 3);
        }
      }),
    );
    const booked = await t.database.db.select().from(bookings).where(eq(bookings.sessionId, s.id));
    expect(booked).toHaveLength(5);
    expect(results.filter((r) => r === 200)).toHaveLength(5);
    // Everyone else was refused clearly before paying (intent 409: session full).
    expect(results.filter((r) => r !== 200).every((r) => String(r).startsWith('int') || r === 409)).toBe(true);
    const [row] = await t.database.db.select().from(trainingSessions).where(eq(trainingSessions.id, s.id));
    expect(row!.availableSpots).toBe(0);
  }, 120_000);
});
