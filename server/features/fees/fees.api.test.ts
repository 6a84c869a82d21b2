import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POLICY_DEFAULTS, type StaffPolicy, type Standing } from '../../../common/attendance-policy.ts';
import { attendanceStrikes } from '../../db/schema/attendance-policy.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema/payments.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { confirmCard, createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';
import { reconcile } from '../payments/reconcile.ts';
import { issueReceipts } from '../receipts/issue.ts';
import { chargeDueFees, chargeFee } from './fees.ts';

/* Issue 32, decision 060: under the fee policy each no-show or late cancellation charges the payer's saved card, with a receipt; forgiving refunds it. */
describe(`no-show and late-cancel fees on ${testDbKind()}`, { timeout: 300_000 }, () => {
  const env = staffTestApp();
  const db = () => env.t.database.db;
  const ctx = () => env.t.app.ctx;
  const save = (body: object) => env.call('PUT', '/api/staff/attendance-policy', env.staff.cookie, body);
  const mark = (bookingId: number, attendance: string | null) =>
    env.call('POST', `/api/staff/bookings/${bookingId}/attendance`, env.staff.cookie, { attendance });
  const forgive = (strikeId: number) => env.call('POST', `/api/staff/attendance-strikes/${strikeId}/forgive`, env.staff.cookie);
  const cancel = (bookingId: number, cookie: string) => env.call('POST', `/api/session-bookings/${bookingId}/cancel`, cookie);
  const startIn = (sessionId: number, minutes: number) =>
    db()
      .update(trainingSessions)
      .set({ startsAt: new Date(Date.now() + minutes * 60_000) })
      .where(eq(trainingSessions.id, sessionId));
  const feesOf = (userId: number) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.kind, 'FEE')))
      .orderBy(asc(payments.id));
  const strikeOf = async (bookingId: number) => (await db().select().from(attendanceStrikes).where(eq(attendanceStrikes.bookingId, bookingId)))[0];
  const ledgerOf = (paymentId: number) => db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId)).orderBy(asc(ledgerEntries.id));
  const feeMismatches = async () => (await reconcile(ctx())).mismatches.filter((m) => m.kind === 'FEE');
  const DECLINES = '4000000000000341';

  async function saveCard(cookie: string, number = '4242424242424242') {
    const setup = json<{ clientSecret: string }>(await env.call('POST', '/api/create-setup-intent', cookie));
    const pm = json<{ paymentMethodId: string }>(await confirmCard(env.t.app, cookie, setup.clientSecret, number)).paymentMethodId;
    expect((await env.call('POST', '/api/payment-methods', cookie, { paymentMethodId: pm, setAsDefault: true })).statusCode).toBe(201);
    return pm;
  }

  /** A paid booking of a new session starting in `hours` (negative: started that long ago, for a no-show mark). */
  async function booking(cookie: string, programId: number, hours: number) {
    const s = await createSession(db(), programId, { hoursFromNow: 48 });
    const res = await payAndBook(env.t.app, cookie, s.id);
    expect(res.statusCode).toBe(200);
    await startIn(s.id, hours * 60);
    return json<{ id: number }>(res).id;
  }

  it('validates the fee, shows it to members, and pauses no one', async () => {
    for (const feeCents of [99, 50_001, 12.5, '15', -100]) {
      const res = await save({ ...POLICY_DEFAULTS, mode: 'FEE', feeCents });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toContain('Choose a fee from $1.00 to $500.00.');
    }
    const spanish = await env.t.app.inject({
      method: 'PUT',
      url: '/api/staff/attendance-policy',
      headers: { cookie: env.staff.cookie, 'accept-language': 'es' },
      payload: { ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 1 },
    });
    expect(json(spanish).message).toContain('Elige un cargo de $1.00 a $500.00.');
    const ok = await save({ ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 2000, strikeLimit: 1 });
    expect(json(ok)).toMatchObject({ policy: { mode: 'FEE', feeCents: 2000 } });
    // Saving without a fee keeps the one saved.
    expect(json(await save({ mode: 'FEE', strikeLimit: 1, windowDays: 60, blockDays: 7 }))).toMatchObject({ policy: { feeCents: 2000 } });

    const program = await createProgram(db());
    const a = await signupUser(env.t.app);
    await saveCard(a.cookie);
    // A strike limit of 1 would pause under strikes; under a fee nothing pauses.
    const first = await booking(a.cookie, program.id, -0.2);
    expect((await mark(first, 'NO_SHOW')).statusCode).toBe(200);
    expect(json<Standing>(await env.call('GET', '/api/attendance-standing', a.cookie))).toMatchObject({
      mode: 'FEE',
      feeCents: 2000,
      strikes: 0,
      pausedUntil: null,
    });
    expect((await payAndBook(env.t.app, a.cookie, (await createSession(db(), program.id, { hoursFromNow: 72 })).id)).statusCode).toBe(200);
    await save({ ...POLICY_DEFAULTS });
  });

  it('charges a no-show to the saved card with a receipt; clearing the mark refunds it with a refund receipt', async () => {
    await save({ ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 1500 });
    const program = await createProgram(db(), { name: 'Speed Lab' });
    const a = await signupUser(env.t.app);
    const card = await saveCard(a.cookie);
    const b = await booking(a.cookie, program.id, -0.2);
    expect((await mark(b, 'NO_SHOW')).statusCode).toBe(200);
    const [fee] = await feesOf(a.user.id);
    expect(fee).toMatchObject({ status: 'SUCCEEDED', amountCents: 1500, details: { bookingId: b, strikeKind: 'NO_SHOW', paymentMethodId: card } });
    expect((await ledgerOf(fee!.id)).map((e) => [e.kind, e.amountCents])).toEqual([['CHARGE', 1500]]);
    expect((await strikeOf(b))?.feePaymentId).toBe(fee!.id);

    // The receipt names the fee, the session and the card, with the fee's refund policy.
    await issueReceipts(ctx());
    const [receipt] = await db().select().from(receipts).where(eq(receipts.paymentId, fee!.id));
    expect(receipt).toMatchObject({ kind: 'PAYMENT', amountCents: 1500 });
    expect(receipt!.content).toMatchObject({
      item: { product: 'FEE', strikeKind: 'NO_SHOW', program: 'Speed Lab' },
      policy: { kind: 'FEE' },
      card: { last4: '4242' },
    });
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, a.email), like(outbox.text, '%No-show fee: Speed Lab%')));
    expect(mail?.text).toContain('$15.00');

    // Staff see it charged.
    const view = json<StaffPolicy>(await env.call('GET', '/api/staff/attendance-policy', env.staff.cookie));
    expect(view.strikes.find((s) => s.athleteId === a.user.id)?.fee).toEqual({ amountCents: 1500, state: 'CHARGED', problem: null });

    // The mark was a mistake: checking the athlete in refunds the fee in full, once.
    expect((await mark(b, 'CHECKED_IN')).statusCode).toBe(200);
    expect(await strikeOf(b)).toBeUndefined();
    const [after] = await feesOf(a.user.id);
    expect(after).toMatchObject({ status: 'REFUNDED', refundedCents: 1500 });
    expect((await ledgerOf(fee!.id)).map((e) => [e.kind, e.amountCents])).toEqual([
      ['CHARGE', 1500],
      ['REFUND', 1500],
    ]);
    await issueReceipts(ctx());
    expect((await db().select().from(receipts).where(eq(receipts.paymentId, fee!.id))).map((r) => r.kind).sort()).toEqual(['PAYMENT', 'REFUND']);
    expect(await feeMismatches()).toEqual([]);
    await save({ ...POLICY_DEFAULTS });
  });

  it('charges a late cancellation to the parent who paid, tells them in the cancel e-mail in their language, and forgiving refunds it', async () => {
    await save({ ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 1000 });
    const program = await createProgram(db(), { name: 'Agility' });
    const parent = await signupUser(env.t.app, 'PARENT');
    const child = await signupUser(env.t.app);
    await linkParent(db(), parent.user.id, child.user);
    expect((await env.call('PUT', '/api/account/language', parent.cookie, { language: 'es' })).statusCode).toBe(200);
    await saveCard(parent.cookie);
    const s = await createSession(db(), program.id, { hoursFromNow: 5 });
    const res = await payAndBook(env.t.app, parent.cookie, s.id, { athleteId: child.user.id });
    expect(res.statusCode).toBe(200);
    const b = json<{ id: number }>(res).id;
    // Parents see the fee in the cancel dialog's standing for their child.
    expect(json<Standing>(await env.call('GET', `/api/attendance-standing?athleteId=${child.user.id}`, parent.cookie))).toMatchObject({
      mode: 'FEE',
      feeCents: 1000,
    });
    expect((await cancel(b, parent.cookie)).statusCode).toBe(200);
    const [fee] = await feesOf(parent.user.id);
    expect(fee).toMatchObject({ status: 'SUCCEEDED', amountCents: 1000, details: { athleteId: child.user.id, strikeKind: 'LATE_CANCEL' } });
    expect(await feesOf(child.user.id)).toEqual([]);
    const mails = await db().select().from(outbox).where(eq(outbox.to, parent.email));
    expect(mails.some((m) => m.text.includes('se cobra un cargo por cancelación tardía de $10.00 a tu tarjeta guardada'))).toBe(true);
    // The child is not told of the parent's money.
    expect((await db().select().from(outbox).where(eq(outbox.to, child.email))).some((m) => m.text.includes('$10.00'))).toBe(false);

    const strike = (await strikeOf(b))!;
    expect(json(await forgive(strike.id))).toEqual({ message: 'Strike forgiven. The fee is being refunded to the card it was charged to.' });
    expect((await feesOf(parent.user.id))[0]).toMatchObject({ status: 'REFUNDED', refundedCents: 1000 });
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, fee!.id))).toHaveLength(1);
    expect(await feeMismatches()).toEqual([]);
    await save({ ...POLICY_DEFAULTS });
  });

  it('without a saved card, or with a declined one, the fee is not collected and staff see why; forgiving cancels it', async () => {
    await save({ ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 1500 });
    const program = await createProgram(db());
    const noCard = await signupUser(env.t.app);
    const b1 = await booking(noCard.cookie, program.id, -0.2);
    expect((await mark(b1, 'NO_SHOW')).statusCode).toBe(200);
    expect((await feesOf(noCard.user.id))[0]).toMatchObject({ status: 'FAILED', failureMessage: 'No saved card to charge the fee to.' });

    const declined = await signupUser(env.t.app);
    await saveCard(declined.cookie, DECLINES);
    const b2 = await booking(declined.cookie, program.id, -0.2);
    expect((await mark(b2, 'NO_SHOW')).statusCode).toBe(200);
    const [fee2] = await feesOf(declined.user.id);
    expect(fee2).toMatchObject({ status: 'FAILED', failureMessage: 'Your card was declined.' });
    expect(await ledgerOf(fee2!.id)).toEqual([]);

    const view = json<StaffPolicy>(await env.call('GET', '/api/staff/attendance-policy', env.staff.cookie));
    expect(view.strikes.find((s) => s.athleteId === declined.user.id)?.fee).toEqual({
      amountCents: 1500,
      state: 'NOT_COLLECTED',
      problem: 'Your card was declined.',
    });
    expect(json(await forgive((await strikeOf(b2))!.id))).toEqual({ message: 'Strike forgiven.' });
    expect((await feesOf(declined.user.id))[0]).toMatchObject({ status: 'CANCELED' });
    // The job never charges a fee not collected or cancelled.
    await chargeDueFees(ctx(), new Date(Date.now() + 3600_000));
    expect(await ledgerOf(fee2!.id)).toEqual([]);
    expect(await feeMismatches()).toEqual([]);
    await save({ ...POLICY_DEFAULTS });
  });

  it('a fee left PENDING (the request died before charging) is charged by the job, once', async () => {
    await save({ ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 1500 });
    const program = await createProgram(db());
    const a = await signupUser(env.t.app);
    await saveCard(a.cookie);
    const b = await booking(a.cookie, program.id, -0.2);
    // As if the request had died right after its commit: the strike's fee payment made, never charged.
    await db().transaction(async (tx) => {
      const { recordStrike } = await import('../../domain/attendance-policy.ts');
      await recordStrike(tx, { id: b, athleteId: a.user.id, payerId: a.user.id }, 'NO_SHOW', new Date(), ctx().payments.name);
    });
    const [fee] = await feesOf(a.user.id);
    expect(fee).toMatchObject({ status: 'PENDING', intentId: null });
    expect(await chargeDueFees(ctx(), new Date())).toBe(0);
    await Promise.all([chargeDueFees(ctx(), new Date(Date.now() + 60_000)), chargeDueFees(ctx(), new Date(Date.now() + 60_000))]);
    expect((await feesOf(a.user.id))[0]).toMatchObject({ status: 'SUCCEEDED' });
    expect((await ledgerOf(fee!.id)).filter((e) => e.kind === 'CHARGE')).toHaveLength(1);
    await save({ ...POLICY_DEFAULTS });
  });

  it('rejects hostile input on the forgive and policy calls', async () => {
    for (const bad of ['abc', '0', '-1', '99999999999999999999', '1%00'])
      expect((await env.call('POST', `/api/staff/attendance-strikes/${bad}/forgive`, env.staff.cookie)).statusCode).toBe(400);
    for (const body of [{ ...POLICY_DEFAULTS, mode: 'FEE', feeCents: '1500\u0000' }, { ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 1e308 }, { mode: 'FEE' }])
      expect((await save(body)).statusCode).toBe(400);
  });

  it('four no-show marks at once make one fee and one charge; a forgive racing the charge ends refunded or never charged (20 trials each)', async () => {
    await save({ ...POLICY_DEFAULTS, mode: 'FEE', feeCents: 1500 });
    const program = await createProgram(db());
    const feeIds: number[] = [];
    for (let trial = 0; trial < 20; trial++) {
      // A new athlete each trial: the Free plan books 4 sessions a month.
      const a = await signupUser(env.t.app);
      await saveCard(a.cookie);
      const b = await booking(a.cookie, program.id, -0.2);
      const marks = await Promise.all(Array.from({ length: 4 }, () => mark(b, 'NO_SHOW')));
      expect(marks.every((r) => r.statusCode === 200)).toBe(true);
      const fees = await feesOf(a.user.id);
      expect(fees).toHaveLength(1);
      expect(fees[0]).toMatchObject({ status: 'SUCCEEDED' });
      expect((await ledgerOf(fees[0]!.id)).filter((e) => e.kind === 'CHARGE')).toHaveLength(1);
      feeIds.push(fees[0]!.id);
    }
    for (let trial = 0; trial < 20; trial++) {
      const a = await signupUser(env.t.app);
      await saveCard(a.cookie);
      const b = await booking(a.cookie, program.id, -0.2);
      // The strike and its fee made without charging, then the charge and the forgiveness at the same moment.
      await db().transaction(async (tx) => {
        const { recordStrike } = await import('../../domain/attendance-policy.ts');
        await recordStrike(tx, { id: b, athleteId: a.user.id, payerId: a.user.id }, 'NO_SHOW', new Date(), ctx().payments.name);
      });
      const [fee] = await feesOf(a.user.id);
      const strike = (await strikeOf(b))!;
      const [, forgiven] = await Promise.all([chargeFee(ctx(), fee!.id), forgive(strike.id), chargeFee(ctx(), fee!.id)]);
      expect(forgiven.statusCode).toBe(200);
      // A charge that landed after the forgiveness is refunded by the job at the latest.
      await chargeDueFees(ctx(), new Date(Date.now() + 60_000));
      const [end] = await feesOf(a.user.id);
      const moves = await ledgerOf(fee!.id);
      const charged = moves.filter((e) => e.kind === 'CHARGE').reduce((n, e) => n + e.amountCents, 0);
      const owed = (await db().select().from(refunds).where(eq(refunds.paymentId, fee!.id))).reduce((n, r) => n + r.amountCents, 0);
      // Never charged (cancelled), or charged once and refunded in full.
      if (charged === 0) expect(end).toMatchObject({ status: 'CANCELED', refundedCents: 0 });
      else {
        expect(charged).toBe(1500);
        expect(owed).toBe(1500);
        expect(end).toMatchObject({ status: 'REFUNDED', refundedCents: 1500 });
      }
      feeIds.push(fee!.id);
    }
    const mismatches = (await reconcile(ctx())).mismatches.filter((m) => feeIds.includes(m.paymentId));
    expect(mismatches).toEqual([]);
    const all = await db().select().from(payments).where(inArray(payments.id, feeIds));
    expect(all).toHaveLength(40);
    await save({ ...POLICY_DEFAULTS });
  });
});
