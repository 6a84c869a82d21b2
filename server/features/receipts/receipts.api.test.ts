import { and, asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt, ReceiptContent } from '../../../common/receipts.ts';
import { receiptLabel } from '../../../common/receipts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { pickupGames } from '../../db/schema/pickup.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { confirmCard, createProgram, createSession, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { renewDueSubscriptions } from '../subscriptions/service.ts';
import { issueReceipts } from './issue.ts';
import { kickReceipts, startReceiptIssuer } from './kick.ts';

/* Receipts and billing history (issue 29): one receipt per movement, its content, its e-mail, who may read it. */
describe(`receipts on ${testDbKind()}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  beforeAll(async () => {
    t = await createTestApp({
      BUSINESS_NAME: 'Octane Test Gym',
      BUSINESS_ADDRESS: '1 Court Lane, Charlotte, NC',
      BUSINESS_PHONE: '704-555-0100',
      BUSINESS_EMAIL: 'desk@octane.test',
    });
    staff = await signupStaff(t.app);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const issue = () => issueReceipts(t.app.ctx);
  const receiptsOf = (payerId: number) => db().select().from(receipts).where(eq(receipts.payerId, payerId)).orderBy(asc(receipts.number));
  const contentOf = (r: { content: unknown }) => r.content as ReceiptContent;
  const receiptMails = (to: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), like(outbox.text, '%/billing/receipts/%')))
      .orderBy(asc(outbox.id));
  const member = async (role: 'ATHLETE' | 'PARENT' = 'ATHLETE', tier: 'FREE' | 'PLUS' | 'PRO' = 'PRO') => {
    const m = await signupUser(t.app, role);
    await db().update(users).set({ subscriptionTier: tier }).where(eq(users.id, m.user.id));
    if (role === 'ATHLETE') await registerAthlete(db(), m.user.id);
    return m;
  };
  const newPack = async (name: string, credits: number, price: number) => {
    const res = await call('POST', '/api/staff/packs', staff.cookie, { name, credits, price, validityDays: 90 });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: number }>(res).id;
  };
  const buyPack = async (cookie: string, packId: number) => {
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(await call('POST', `/api/packs/${packId}/payment-intent`, cookie, {}));
    expect((await confirmCard(t.app, cookie, intent.clientSecret)).statusCode).toBe(200);
    const bought = await call('POST', `/api/packs/${packId}/purchase`, cookie, { paymentIntentId: intent.paymentIntentId });
    expect(bought.statusCode).toBe(200);
    return json<{ grant: { packName: string } }>(bought).grant;
  };
  const saveCard = async (cookie: string, number = '5555555555554444') => {
    const setup = json<{ clientSecret: string }>(await call('POST', '/api/create-setup-intent', cookie));
    const pm = json<{ paymentMethodId: string }>(await confirmCard(t.app, cookie, setup.clientSecret, number)).paymentMethodId;
    expect((await call('POST', '/api/payment-methods', cookie, { paymentMethodId: pm, setAsDefault: true })).statusCode).toBe(201);
  };

  it('a session paid by card gives one PAYMENT receipt with the facility, payer, session, athlete, card and policy, and an e-mail', async () => {
    const a = await member();
    const program = await createProgram(db(), { name: 'Speed Clinic', priceCents: 4500 });
    const session = await createSession(db(), program.id, { title: 'Juniors' });
    const booked = await payAndBook(t.app, a.cookie, session.id);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(await receiptsOf(a.user.id)).toEqual([]);
    expect(await issue()).toBeGreaterThanOrEqual(1);
    expect(await issue()).toBe(0);
    const [r, ...more] = await receiptsOf(a.user.id);
    expect(more).toEqual([]);
    expect(r).toMatchObject({ kind: 'PAYMENT', amountCents: 4500 });
    expect(r!.emailedAt).not.toBeNull();
    const c = contentOf(r!);
    expect(c).toMatchObject({
      number: r!.number,
      kind: 'PAYMENT',
      language: 'en',
      facility: { name: 'Octane Test Gym', address: '1 Court Lane, Charlotte, NC', phone: '704-555-0100', email: 'desk@octane.test' },
      payer: { id: a.user.id, email: a.email },
      item: {
        product: 'SESSION',
        program: 'Speed Clinic',
        title: 'Juniors',
        date: session.date,
        time: session.time,
        location: 'Court 1',
        bookingId: json<{ id: number }>(booked).id,
      },
      athlete: `${a.firstName} ${a.lastName}`,
      amountCents: 4500,
      credit: null,
      card: { brand: 'visa', last4: '4242' },
      follows: null,
      policy: { kind: 'SESSION', noticeHours: 24 },
    });
    const [mail, ...again] = await receiptMails(a.email);
    expect(again).toEqual([]);
    expect(mail!.subject).toBe(`Receipt ${receiptLabel(r!.number)} from Octane Test Gym`);
    expect(mail!.text).toContain('Amount paid: $45.00');
    expect(mail!.text).toContain('Charged to: Visa ending in 4242');
    expect(mail!.text).toContain('Speed Clinic (Juniors)');
    expect(mail!.text).toContain(`/billing/receipts/${r!.number}`);
    expect(mail!.text).toContain('Cancel 24 hours or more before the session for a full refund');
    expect(mail!.html).toContain(`<a href="http://localhost:${t.config.PORT}/billing/receipts/${r!.number}">`);
  });

  it('a cancellation 24 hours ahead gives a REFUND receipt that follows the payment; a late one gives none', async () => {
    const a = await member();
    const program = await createProgram(db(), { priceCents: 3000 });
    const early = await createSession(db(), program.id, { hoursFromNow: 72 });
    const late = await createSession(db(), program.id, { hoursFromNow: 5 });
    const earlyId = json<{ id: number }>(await payAndBook(t.app, a.cookie, early.id)).id;
    const lateId = json<{ id: number }>(await payAndBook(t.app, a.cookie, late.id)).id;
    await issue();
    expect((await call('POST', `/api/session-bookings/${earlyId}/cancel`, a.cookie)).statusCode).toBe(200);
    expect((await call('POST', `/api/session-bookings/${lateId}/cancel`, a.cookie)).statusCode).toBe(200);
    await issue();
    const list = await receiptsOf(a.user.id);
    expect(list.map((r) => r.kind)).toEqual(['PAYMENT', 'PAYMENT', 'REFUND']);
    const paid = list[0]!;
    expect(contentOf(paid).item).toMatchObject({ bookingId: earlyId });
    const refund = list[2]!;
    expect(refund.amountCents).toBe(3000);
    expect(contentOf(refund)).toMatchObject({ kind: 'REFUND', follows: paid.number, card: { brand: 'visa', last4: '4242' }, amountCents: 3000 });
    const mails = await receiptMails(a.email);
    expect(mails.at(-1)!.subject).toBe(`Refund receipt ${receiptLabel(refund.number)} from Octane Test Gym`);
    expect(mails.at(-1)!.text).toContain('Allow 5-10 days');
    // The late cancellation's money is kept: a movement in the history, without a receipt.
    const history = json<{ entries: Array<{ kind: string; receiptNumber: number | null; amountCents: number }> }>(
      await call('GET', '/api/billing/history', a.cookie),
    ).entries;
    expect(history.find((e) => e.kind === 'FORFEIT')).toMatchObject({ receiptNumber: null, amountCents: 3000 });
    expect(history.filter((e) => e.receiptNumber !== null)).toHaveLength(3);
  });

  it('a pack gives a PAYMENT receipt; each credit booking a CREDIT_USED receipt that never promises money; its cancellation a CREDIT_RETURNED one', async () => {
    const a = await member();
    const packId = await newPack('10-Session Pack', 10, 400);
    await buyPack(a.cookie, packId);
    const program = await createProgram(db(), { name: 'Strength Lab', priceCents: 5000 });
    const session = await createSession(db(), program.id, { hoursFromNow: 96 });
    const booked = await call('POST', '/api/session-bookings/with-credit', a.cookie, { sessionId: session.id });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(json(booked)).toMatchObject({ message: 'Session booked: paid with 1 credit from 10-Session Pack.' });
    await issue();
    const [pack, used] = await receiptsOf(a.user.id);
    expect(pack).toMatchObject({ kind: 'PAYMENT', amountCents: 40000 });
    expect(contentOf(pack!)).toMatchObject({
      item: { product: 'PACK', packName: '10-Session Pack', credits: 10 },
      card: { brand: 'visa', last4: '4242' },
      policy: { kind: 'PACK' },
    });
    expect((contentOf(pack!).item as { expiresAt: string }).expiresAt).toBeTruthy();
    expect(used).toMatchObject({ kind: 'CREDIT_USED', amountCents: 0 });
    expect(contentOf(used!)).toMatchObject({
      item: { product: 'SESSION', program: 'Strength Lab', bookingId: json<{ id: number }>(booked).id },
      credit: { packName: '10-Session Pack', credits: 1, valueCents: 4000 },
      card: null,
      policy: { kind: 'CREDIT' },
    });
    // The booking says so everywhere: its list entry and its confirmation e-mail name the pack, and promise no money back.
    const mine = json<Array<{ id: number; paidWithCredit?: boolean; creditPack?: string | null }>>(await call('GET', '/api/my-bookings', a.cookie));
    expect(mine.find((b) => b.id === json<{ id: number }>(booked).id)).toMatchObject({ paidWithCredit: true, creditPack: '10-Session Pack' });
    const [confirmation] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), like(outbox.subject, 'Session confirmed%')));
    expect(confirmation!.text).toContain('Paid with 1 credit from 10-Session Pack');
    expect(confirmation!.text).toContain('the credit goes back to your pack');
    expect(confirmation!.text).not.toMatch(/Paid: \$|full refund/);
    const usedMail = (await receiptMails(a.email)).at(-1)!;
    expect(usedMail.subject).toBe(`Booking receipt ${receiptLabel(used!.number)} from Octane Test Gym`);
    expect(usedMail.text).toContain('Paid with 1 credit from 10-Session Pack');
    expect(usedMail.text).toContain('never refunded as money');
    expect(usedMail.text).not.toMatch(/full refund to your card|Amount paid/);

    // Moved to another session of the program: the credit carries over, and the e-mail says so.
    const later = await createSession(db(), program.id, { hoursFromNow: 100 });
    expect((await call('POST', `/api/session-bookings/${json<{ id: number }>(booked).id}/reschedule`, a.cookie, { newSessionId: later.id })).statusCode).toBe(
      200,
    );
    const [moved] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), like(outbox.subject, 'Session rescheduled%')));
    expect(moved!.text).toContain('Paid with 1 credit from 10-Session Pack: the credit carries over');
    const cancelled = await call('POST', `/api/session-bookings/${json<{ id: number }>(booked).id}/cancel`, a.cookie);
    expect(json(cancelled)).toMatchObject({ refunded: 0, creditReturned: true });
    const [cancelMail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), like(outbox.subject, 'Session cancelled%')));
    expect(cancelMail!.text).toContain('back in your 10-Session Pack. A credit is never refunded as money.');
    await issue();
    const returned = (await receiptsOf(a.user.id))[2]!;
    expect(returned).toMatchObject({ kind: 'CREDIT_RETURNED', amountCents: 0 });
    expect(contentOf(returned)).toMatchObject({ follows: used!.number, credit: { packName: '10-Session Pack', credits: 1 }, card: null });
    expect((await receiptMails(a.email)).at(-1)!.text).toContain('No money is refunded');
    // The pack's credits bought are in the history, covered by the pack's receipt.
    const history = json<{ entries: Array<{ kind: string; credits: number | null; packName: string | null; receiptNumber: number | null }> }>(
      await call('GET', '/api/billing/history', a.cookie),
    ).entries;
    expect(history.map((e) => e.kind)).toEqual(['CREDIT_RETURNED', 'CREDIT_USED', 'CREDITS_BOUGHT', 'CHARGE']);
    expect(history[2]).toMatchObject({ credits: 10, packName: '10-Session Pack', receiptNumber: null });
    expect(history[1]).toMatchObject({ credits: 1, packName: '10-Session Pack', receiptNumber: used!.number });
  });

  it("a Spanish payer's receipts, e-mails and history name the pack, program and session in Spanish; an English payer's in English (decision 066)", async () => {
    const es = await member();
    const en = await member();
    await db().update(users).set({ language: 'es' }).where(eq(users.id, es.user.id));
    const res = await call('POST', '/api/staff/packs', staff.cookie, {
      name: 'Five Pack',
      nameEs: 'Paquete de cinco',
      credits: 5,
      price: 200,
      validityDays: 90,
    });
    expect(res.statusCode, res.body).toBe(201);
    const packId = json<{ id: number }>(res).id;
    const program = await createProgram(db(), { name: 'Jump Lab', nameEs: 'Laboratorio de salto', priceCents: 4000 });
    const session = await createSession(db(), program.id, { hoursFromNow: 96, title: 'Ages 8-11' });
    await db().update(trainingSessions).set({ sessionTitleEs: 'De 8 a 11 años', locationEs: 'Cancha 1' }).where(eq(trainingSessions.id, session.id));
    for (const who of [es, en]) {
      // The "pack bought" answer names it in the buyer's language (their account's).
      expect((await buyPack(who.cookie, packId)).packName).toBe(who === es ? 'Paquete de cinco' : 'Five Pack');
      const booked = await call('POST', '/api/session-bookings/with-credit', who.cookie, { sessionId: session.id });
      expect(booked.statusCode, booked.body).toBe(200);
      // The booking's answer (the checkout's toast) names the pack in the booker's language too.
      expect(json<{ message: string }>(booked).message).toBe(
        who === es ? 'Sesión reservada: pagada con 1 crédito de Paquete de cinco.' : 'Session booked: paid with 1 credit from Five Pack.',
      );
    }
    await issue();
    const [pack, used] = await receiptsOf(es.user.id);
    expect(contentOf(pack!)).toMatchObject({ language: 'es', item: { product: 'PACK', packName: 'Paquete de cinco', credits: 5 } });
    expect(contentOf(used!)).toMatchObject({
      language: 'es',
      item: { product: 'SESSION', program: 'Laboratorio de salto', title: 'De 8 a 11 años', location: 'Cancha 1' },
      credit: { packName: 'Paquete de cinco', credits: 1 },
    });
    const mails = await receiptMails(es.email);
    expect(mails.map((m) => m.text).join('\n')).toContain('Paquete de cinco: 5 créditos de sesión');
    expect(mails.at(-1)!.text).toContain('Pagado con 1 crédito de Paquete de cinco');
    expect(mails.at(-1)!.text).toContain('Laboratorio de salto (De 8 a 11 años)');
    expect(mails.map((m) => m.text).join('\n')).not.toMatch(/Five Pack|Jump Lab|Ages 8-11/);
    // The English payer of the same pack and session: English throughout.
    const [enPack, enUsed] = await receiptsOf(en.user.id);
    expect(contentOf(enPack!).item).toMatchObject({ packName: 'Five Pack' });
    expect(contentOf(enUsed!)).toMatchObject({ item: { program: 'Jump Lab', title: 'Ages 8-11', location: 'Court 1' }, credit: { packName: 'Five Pack' } });
    expect((await receiptMails(en.email)).at(-1)!.text).toContain('Paid with 1 credit from Five Pack');

    // The credits and the booking name the pack in the reader's language too: the member's credits, their
    // bookings, the confirmation and cancellation e-mails (in the recipient's language).
    const getIn = async <T>(url: string, cookie: string, lang: string) =>
      json<T>(await t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } }));
    expect((await getIn<{ grants: Array<{ packName: string }> }>('/api/credits', es.cookie, 'es')).grants[0]!.packName).toBe('Paquete de cinco');
    expect((await getIn<{ grants: Array<{ packName: string }> }>('/api/credits', en.cookie, 'en')).grants[0]!.packName).toBe('Five Pack');
    const esBooking = (await getIn<Array<{ id: number; creditPack: string | null }>>('/api/my-bookings', es.cookie, 'es')).find((b) => b.creditPack)!;
    expect(esBooking.creditPack).toBe('Paquete de cinco');
    expect((await getIn<Array<{ creditPack: string | null }>>('/api/my-bookings', en.cookie, 'en')).find((b) => b.creditPack)!.creditPack).toBe('Five Pack');
    const mailTo = async (to: string, subject: string) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, to), like(outbox.subject, subject)))
      )[0]!.text;
    expect(await mailTo(es.email, 'Sesión confirmada%')).toContain('Paquete de cinco');
    expect(await mailTo(en.email, 'Session confirmed%')).toContain('Paid with 1 credit from Five Pack');
    expect((await call('POST', `/api/session-bookings/${esBooking.id}/cancel`, es.cookie)).statusCode).toBe(200);
    expect(await mailTo(es.email, '%cancelada%')).toContain('Pagado con 1 crédito de Paquete de cinco');

    // The history's movements without a receipt (the credits bought) are read in the reader's language.
    type History = { entries: Array<{ kind: string; packName: string | null }> };
    const historyIn = async (cookie: string, lang: string) =>
      json<History>(await t.app.inject({ method: 'GET', url: '/api/billing/history', headers: { cookie, 'accept-language': lang } })).entries;
    expect((await historyIn(es.cookie, 'es')).find((e) => e.kind === 'CREDITS_BOUGHT')?.packName).toBe('Paquete de cinco');
    expect((await historyIn(en.cookie, 'en')).find((e) => e.kind === 'CREDITS_BOUGHT')?.packName).toBe('Five Pack');
    // A pack renamed since: its credits keep the name they were bought under, in English (no Spanish of another name).
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/packs/${packId}`,
      headers: { cookie: staff.cookie },
      payload: { name: 'Five Pack Plus', nameEs: 'Paquete cinco más' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await historyIn(es.cookie, 'es')).find((e) => e.kind === 'CREDITS_BOUGHT')?.packName).toBe('Five Pack');
    // A receipt already issued stays as it was issued.
    expect(contentOf((await receiptsOf(es.user.id))[1]!).credit).toMatchObject({ packName: 'Paquete de cinco' });
  });

  it('a pickup game gives one PAYMENT receipt', async () => {
    const a = await member('ATHLETE', 'PLUS');
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const [game] = await db()
      .insert(pickupGames)
      .values({
        title: 'Friday Run',
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
      await call('POST', '/api/pickup-games/create-payment-intent', a.cookie, { gameId: game!.id }),
    );
    expect((await confirmCard(t.app, a.cookie, intent.clientSecret)).statusCode).toBe(200);
    expect((await call('POST', `/api/pickup-games/${game!.id}/join`, a.cookie, { paymentIntentId: intent.paymentIntentId })).statusCode).toBe(200);
    await issue();
    const [r, ...more] = await receiptsOf(a.user.id);
    expect(more).toEqual([]);
    expect(r).toMatchObject({ kind: 'PAYMENT', amountCents: 1500 });
    expect(contentOf(r!)).toMatchObject({
      item: { product: 'PICKUP', title: 'Friday Run', date: game!.date, time: '19:00:00', location: 'Court 2' },
      athlete: null,
      card: { last4: '4242' },
      policy: { kind: 'PICKUP' },
    });
  });

  it('a plan gives a PAYMENT receipt with its period and saved card; its renewal another', async () => {
    const a = await member('ATHLETE', 'FREE');
    await saveCard(a.cookie);
    expect((await call('POST', '/api/subscription/upgrade', a.cookie, { planName: 'PLUS' })).statusCode).toBe(200);
    await issue();
    const [first] = await receiptsOf(a.user.id);
    const [period] = await db().select().from(subscriptions).where(eq(subscriptions.userId, a.user.id));
    expect(first).toMatchObject({ kind: 'PAYMENT', amountCents: 2900 });
    expect(contentOf(first!)).toMatchObject({
      item: {
        product: 'PLAN',
        planName: 'Plus',
        renewal: false,
        periodStart: period!.currentPeriodStart.toISOString(),
        periodEnd: period!.currentPeriodEnd.toISOString(),
      },
      card: { brand: 'mastercard', last4: '4444' },
      policy: { kind: 'PLAN' },
    });
    await renewDueSubscriptions(t.app.ctx, new Date(period!.currentPeriodEnd.getTime() + 60_000));
    await issue();
    const renewal = (await receiptsOf(a.user.id))[1]!;
    expect(contentOf(renewal)).toMatchObject({ kind: 'PAYMENT', item: { product: 'PLAN', renewal: true }, card: { last4: '4444' } });
    expect((await receiptMails(a.email)).at(-1)!.text).toContain('Plus plan, monthly renewal');
  });

  it("a parent's history shows what they paid for their child, with the athlete; a Spanish payer's e-mail is in Spanish", async () => {
    const parent = await member('PARENT');
    await db().update(users).set({ language: 'es' }).where(eq(users.id, parent.user.id));
    const kid = await member();
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    const program = await createProgram(db(), { name: 'Agility', priceCents: 2500 });
    const session = await createSession(db(), program.id);
    expect((await payAndBook(t.app, parent.cookie, session.id, { athleteId: kid.user.id })).statusCode).toBe(200);
    await issue();
    const history = json<{
      entries: Array<{ kind: string; athlete: string | null; item: { product: string; program?: string }; receiptNumber: number | null }>;
    }>(await call('GET', '/api/billing/history', parent.cookie)).entries;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'CHARGE', athlete: `${kid.firstName} ${kid.lastName}`, item: { product: 'SESSION', program: 'Agility' } });
    // The child paid nothing: their own history is empty, and the parent's receipt is not theirs.
    expect(json<{ entries: unknown[] }>(await call('GET', '/api/billing/history', kid.cookie)).entries).toEqual([]);
    expect((await call('GET', `/api/receipts/${history[0]!.receiptNumber}`, kid.cookie)).statusCode).toBe(404);
    const [mail] = await receiptMails(parent.email);
    expect(mail!.subject).toBe(`Recibo ${receiptLabel(history[0]!.receiptNumber!)} de Octane Test Gym`);
    expect(mail!.text).toContain('Importe pagado: $25.00');
    expect(mail!.text).toContain('Cobrado a: Visa terminada en 4242');
    expect(mail!.text).toContain(`Atleta: ${kid.firstName} ${kid.lastName}`);
    expect(mail!.text).toContain('Política de reembolso');
  });

  it('numbers are 1, 2, 3... without a gap, one receipt per movement that gets one', async () => {
    await issue();
    const all = await db().select({ number: receipts.number, ledgerEntryId: receipts.ledgerEntryId }).from(receipts).orderBy(asc(receipts.number));
    expect(all.map((r) => r.number)).toEqual(all.map((_, i) => i + 1));
    const movements = await db().select().from(ledgerEntries);
    const owed = movements.filter((e) => ['CHARGE', 'REFUND', 'CREDIT_USED', 'CREDIT_RETURNED'].includes(e.kind));
    expect(new Set(all.map((r) => r.ledgerEntryId))).toEqual(new Set(owed.map((e) => e.id)));
    expect((await reconcile(t.app.ctx)).mismatches).toEqual([]);
  });

  it("a receipt is its payer's or staff's to read; anyone else gets 404, a visitor 401", async () => {
    const a = await member();
    const program = await createProgram(db(), { priceCents: 2000 });
    await payAndBook(t.app, a.cookie, (await createSession(db(), program.id)).id);
    await issue();
    const [r] = await receiptsOf(a.user.id);
    const mine = await call('GET', `/api/receipts/${r!.number}`, a.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(json<Receipt>(mine)).toMatchObject({ number: r!.number, kind: 'PAYMENT', amountCents: 2000, content: { payer: { id: a.user.id } } });
    const other = await member();
    expect((await call('GET', `/api/receipts/${r!.number}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/receipts/99999999', a.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/receipts/abc', a.cookie)).statusCode).toBe(400);
    expect((await call('GET', `/api/receipts/${r!.number}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/billing/history')).statusCode).toBe(401);
    expect((await call('GET', `/api/receipts/${r!.number}`, staff.cookie)).statusCode).toBe(200);
  });

  it('staff find receipts by number, e-mail or name, a page at a time; members may not', async () => {
    const a = await signupUser(t.app, 'ATHLETE', { firstName: 'Quinta', lastName: 'Searchable' });
    await registerAthlete(db(), a.user.id);
    const program = await createProgram(db(), { priceCents: 1000 });
    for (const hours of [70, 80]) await payAndBook(t.app, a.cookie, (await createSession(db(), program.id, { hoursFromNow: hours })).id);
    await issue();
    const [first, second] = await receiptsOf(a.user.id);
    type Page = {
      receipts: Array<{ number: number; payerEmail: string; payerName: string; item: { product: string } }>;
      total: number;
      page: number;
      pageSize: number;
    };
    const search = async (q: string, extra = '') => json<Page>(await call('GET', `/api/staff/receipts?q=${encodeURIComponent(q)}${extra}`, staff.cookie));
    expect((await search(receiptLabel(first!.number))).receipts.map((r) => r.number)).toContain(first!.number);
    expect((await search(String(second!.number))).receipts[0]!.number).toBe(second!.number);
    const byEmail = await search(a.email.toUpperCase());
    expect(byEmail.receipts.map((r) => r.number)).toEqual([second!.number, first!.number]);
    expect(byEmail.receipts[0]).toMatchObject({ payerEmail: a.email, payerName: 'Quinta Searchable', item: { product: 'SESSION' } });
    const byName = await search('quinta search', '&pageSize=1');
    expect(byName).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(byName.receipts.map((r) => r.number)).toEqual([second!.number]);
    expect((await search('quinta search', '&pageSize=1&page=2')).receipts.map((r) => r.number)).toEqual([first!.number]);
    // The pattern's own characters are taken literally.
    expect((await search('%')).total).toBe(0);
    const all = await json<Page>(await call('GET', '/api/staff/receipts', staff.cookie));
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.receipts[0]!.number).toBeGreaterThan(all.receipts[1]!.number);
    expect((await call('GET', '/api/staff/receipts', a.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/receipts?pageSize=1000', staff.cookie)).statusCode).toBe(400);
  });

  it('staff resend a receipt: mailed again to the payer, emailedAt set, audited, limited; a deleted account gets none', async () => {
    const a = await member();
    const program = await createProgram(db(), { priceCents: 1200 });
    await payAndBook(t.app, a.cookie, (await createSession(db(), program.id)).id);
    await issue();
    const [r] = await receiptsOf(a.user.id);
    const before = (await receiptMails(a.email)).length;
    const resent = await call('POST', `/api/staff/receipts/${r!.number}/resend`, staff.cookie);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(json(resent)).toMatchObject({ message: 'The receipt was e-mailed to the payer again.' });
    expect(await receiptMails(a.email)).toHaveLength(before + 1);
    const [after] = await db().select().from(receipts).where(eq(receipts.id, r!.id));
    expect(after!.emailedAt!.getTime()).toBeGreaterThan(r!.emailedAt!.getTime());
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'receipt'), eq(auditLog.entityId, String(r!.number))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorId: staff.user.id, action: 'resend', details: { to: a.email } });
    expect((await call('POST', `/api/staff/receipts/${r!.number}/resend`, a.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/receipts/99999999/resend', staff.cookie)).statusCode).toBe(404);
    // Three an hour for one receipt; then 429 with Retry-After, in the staff member's language.
    expect((await call('POST', `/api/staff/receipts/${r!.number}/resend`, staff.cookie)).statusCode).toBe(200);
    const limited = await t.app.inject({
      method: 'POST',
      url: `/api/staff/receipts/${r!.number}/resend`,
      headers: { cookie: staff.cookie, 'accept-language': 'es' },
    });
    const fourth = await call('POST', `/api/staff/receipts/${r!.number}/resend`, staff.cookie);
    expect([limited.statusCode, fourth.statusCode]).toContain(429);
    const refused = limited.statusCode === 429 ? limited : fourth;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await receiptMails(a.email)).toHaveLength(before + 3);

    const gone = await member();
    await payAndBook(t.app, gone.cookie, (await createSession(db(), program.id)).id);
    await db()
      .update(users)
      .set({ deletedAt: new Date(), email: `deleted-${gone.user.id}@deleted.invalid` })
      .where(eq(users.id, gone.user.id));
    await issue();
    const [goneReceipt] = await receiptsOf(gone.user.id);
    expect(goneReceipt!.emailedAt).toBeNull();
    expect(await receiptMails(`deleted-${gone.user.id}@deleted.invalid`)).toEqual([]);
    const refusedGone = await call('POST', `/api/staff/receipts/${goneReceipt!.number}/resend`, staff.cookie);
    expect(refusedGone.statusCode).toBe(409);
  });

  it('with the issuer started (the background jobs), a payment is kicked to its receipt within seconds', async () => {
    const stop = startReceiptIssuer(t.app.ctx);
    try {
      const a = await member();
      const program = await createProgram(db(), { priceCents: 1800 });
      await payAndBook(t.app, a.cookie, (await createSession(db(), program.id)).id);
      const deadline = Date.now() + 10_000;
      while ((await receiptsOf(a.user.id)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await receiptsOf(a.user.id)).toHaveLength(1);
      expect(await receiptMails(a.email)).toHaveLength(1);
      kickReceipts(t.app.ctx);
    } finally {
      await stop();
    }
    expect((await db().select().from(payments)).length).toBeGreaterThan(0);
  });
});
