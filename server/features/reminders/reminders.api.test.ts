import { fromZonedTime, formatInTimeZone } from 'date-fns-tz';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderLink } from '../../../common/reminders.ts';
import { bookings, waitlistEntries } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { bookingReminders, reminderSettings } from '../../db/schema/reminders.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { createTestCluster } from '../../test/test-cluster.ts';
import { reconcile } from '../payments/reconcile.ts';
import { sweepReminders } from './sweep.ts';

/* Session reminders (issue 32, decision 048): schedule, people, quiet hours, links, refunds, and two sweeps at once. */
const HOUR = 3600_000;
const TZ = 'America/New_York';
const TRIALS = 20;
const TOKEN = /\/reminder\/([A-Za-z0-9_-]{43})\?answer=yes/;

describe(`session reminders on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let programId: number;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 8000 })).id;
    staff = await signupStaff(t.app);
  });
  afterAll(async () => t?.close());
  afterEach(async () => {
    await t.database.db.delete(reminderSettings);
    t.app.ctx.now = () => new Date();
  });

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  /** A member on Pro with quiet hours off (the tests that need them set them). */
  async function member(app: FastifyInstance = t.app, role: 'ATHLETE' | 'PARENT' = 'ATHLETE') {
    const m = await signupUser(app, role);
    await app.ctx.db.update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, m.user.id));
    expect(
      (await app.inject({ method: 'PUT', url: '/api/account/reminders', headers: { cookie: m.cookie }, payload: { emailEnabled: true, quietHours: null } }))
        .statusCode,
    ).toBe(200);
    return m;
  }
  async function book(app: FastifyInstance, cookie: string, sessionId: number) {
    expect((await payAndBook(app, cookie, sessionId)).statusCode).toBe(200);
    const [b] = await app.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.status, 'CONFIRMED')))
      .orderBy(bookings.id);
    return b!;
  }
  const reminders = async (email: string, database = db()) =>
    database
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.subject, 'Re%ordatorio%')))
      .orderBy(outbox.id)
      .then(async (es) => [
        ...es,
        ...(await database
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, email), like(outbox.subject, 'Reminder:%')))
          .orderBy(outbox.id)),
      ]);
  const tokenOf = (text: string) => TOKEN.exec(text)![1]!;
  const setOffsets = async (offsets: number[]) => expect((await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets })).statusCode).toBe(200);
  const sweepAt = (ms: number) => sweepReminders(t.app.ctx, new Date(ms));
  const link = async (token: string) => json<ReminderLink & { answeredNow: boolean }>(await call('GET', `/api/reminders/${token}`));

  it('sends each offset staff set once, at its time, and nothing once the session has started', async () => {
    await setOffsets([2, 48]);
    const a = await member();
    const s = await createSession(db(), programId, { hoursFromNow: 72 });
    await book(t.app, a.cookie, s.id);
    const start = s.startsAt.getTime();
    await sweepAt(start - 48 * HOUR - 60_000);
    expect(await reminders(a.email)).toHaveLength(0);
    await sweepAt(start - 48 * HOUR);
    await sweepAt(start - 48 * HOUR + 60_000);
    let mails = await reminders(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Reminder: Test Program on /);
    expect(mails[0]!.text).toContain('you are booked for Test Program');
    expect(mails[0]!.text).toMatch(/I'll be there: http:\/\/localhost:\d+\/reminder\/[\w-]{43}\?answer=yes/);
    expect(mails[0]!.text).toMatch(/Can't make it: http:\/\/localhost:\d+\/reminder\/[\w-]{43}\?answer=no/);
    await sweepAt(start - 2 * HOUR + 1000);
    await sweepAt(start - HOUR);
    mails = await reminders(a.email);
    expect(mails).toHaveLength(2);
    expect(tokenOf(mails[0]!.text)).not.toBe(tokenOf(mails[1]!.text));
    await sweepAt(start + 60_000);
    expect(await reminders(a.email)).toHaveLength(2);
    const rows = await db().select().from(bookingReminders).where(eq(bookingReminders.userId, a.user.id)).orderBy(bookingReminders.id);
    expect(rows.map((r) => r.offsetHours)).toEqual([48, 2]);
    // Only the token's hash is kept.
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mails[0]!.text).not.toContain(rows[0]!.tokenHash);
  });

  it('goes to the athlete and every actively linked parent, each in their language; not to a revoked parent or a child without a login', async () => {
    const athlete = await member();
    expect((await call('PUT', '/api/account/language', athlete.cookie, { language: 'es' })).statusCode).toBe(200);
    const parent = await member(t.app, 'PARENT');
    const gone = await member(t.app, 'PARENT');
    await linkParent(db(), parent.user.id, athlete.user);
    await linkParent(db(), gone.user.id, athlete.user);
    await db().update(athleteLinks).set({ status: 'REVOKED' }).where(eq(athleteLinks.parentId, gone.user.id));
    const s = await createSession(db(), programId, { hoursFromNow: 30 });
    await book(t.app, athlete.cookie, s.id);
    await sweepReminders(t.app.ctx);
    const [es] = await reminders(athlete.email);
    expect(es!.subject).toMatch(/^Recordatorio: Test Program, /);
    expect(es!.text).toContain('Te recordamos que tienes plaza reservada en Test Program');
    expect(es!.text).toMatch(/Ahí estaré: .*answer=yes/);
    const [en] = await reminders(parent.email);
    expect(en!.text).toContain(`A reminder: ${athlete.firstName} ${athlete.lastName} is booked for Test Program`);
    expect(en!.text).toContain(`Will ${athlete.firstName} ${athlete.lastName} be there?`);
    expect(await reminders(gone.email)).toHaveLength(0);
    // The parent's link opens in the parent's language, the athlete's in Spanish.
    expect((await link(tokenOf(en!.text))).language).toBe('en');
    expect((await link(TOKEN.exec(es!.text.replace('answer=yes', 'answer=yes'))![1]!)).language).toBe('es');

    // A child without a login: only the parent who manages them.
    const child = await signupUser(t.app);
    await db()
      .update(users)
      .set({ hasLogin: false, email: `child-${child.user.id}@children.invalid` })
      .where(eq(users.id, child.user.id));
    await linkParent(db(), parent.user.id, { id: child.user.id, email: `child-${child.user.id}@children.invalid` });
    const s2 = await createSession(db(), programId, { hoursFromNow: 31 });
    expect((await payAndBook(t.app, parent.cookie, s2.id, { athleteId: child.user.id })).statusCode).toBe(200);
    await sweepReminders(t.app.ctx);
    expect(await reminders(parent.email)).toHaveLength(2);
    expect(await db().select().from(bookingReminders).where(eq(bookingReminders.userId, child.user.id))).toHaveLength(0);
  });

  it('keeps quiet hours (default 21:00-08:00): after them when still before the session, else just before them; nothing when turned off', async () => {
    await setOffsets([2]);
    const day = formatInTimeZone(new Date(Date.now() + 4 * 24 * HOUR), TZ, 'yyyy-MM-dd');
    const local = (d: string, time: string) => fromZonedTime(`${d}T${time}`, TZ);
    const prev = formatInTimeZone(new Date(local(day, '12:00').getTime() - 24 * HOUR), TZ, 'yyyy-MM-dd');
    const session = async (time: string) => {
      const s = await createSession(db(), programId, { hoursFromNow: 96 });
      await db()
        .update(trainingSessions)
        .set({ startsAt: local(day, time), date: day, time })
        .where(eq(trainingSessions.id, s.id));
      return s.id;
    };
    const early = await session('07:00:00');
    const morning = await session('09:30:00');
    const quiet = await signupUser(t.app);
    const off = await member();
    expect(json(await call('GET', '/api/account/reminders', quiet.cookie))).toEqual({
      emailEnabled: true,
      pushEnabled: true,
      smsEnabled: false,
      smsPhone: null,
      quietHours: { start: '21:00', end: '08:00' },
    });
    expect((await call('PUT', '/api/account/reminders', off.cookie, { emailEnabled: false, quietHours: null })).statusCode).toBe(200);
    for (const id of [early, morning]) {
      await book(t.app, quiet.cookie, id);
      await book(t.app, off.cookie, id);
    }
    // The 7:00 session's reminder (due 5:00) comes at 20:59 the evening before.
    await sweepAt(local(prev, '20:58').getTime());
    expect(await reminders(quiet.email)).toHaveLength(0);
    await sweepAt(local(prev, '20:59').getTime());
    expect((await reminders(quiet.email)).map((m) => m.text.includes('7:00 AM'))).toEqual([true]);
    // The 9:30 session's (due 7:30) waits for 8:00.
    await sweepAt(local(day, '07:45').getTime());
    expect(await reminders(quiet.email)).toHaveLength(1);
    await sweepAt(local(day, '08:00').getTime());
    expect(await reminders(quiet.email)).toHaveLength(2);
    expect(await reminders(off.email)).toHaveLength(0);
  });

  it('a cancelled booking gets no reminder; a moved one gets them for its new time, and its old link says it moved', async () => {
    const a = await member();
    const s1 = await createSession(db(), programId, { hoursFromNow: 72 });
    const b1 = await book(t.app, a.cookie, s1.id);
    expect((await call('POST', `/api/session-bookings/${b1.id}/cancel`, a.cookie)).statusCode).toBe(200);
    await sweepAt(s1.startsAt.getTime() - 47 * HOUR);
    expect(await reminders(a.email)).toHaveLength(0);

    const s2 = await createSession(db(), programId, { hoursFromNow: 50 });
    const s3 = await createSession(db(), programId, { hoursFromNow: 100 });
    const b2 = await book(t.app, a.cookie, s2.id);
    await sweepAt(Date.now() + 3 * HOUR);
    const [first] = await reminders(a.email);
    expect(first).toBeDefined();
    expect((await call('POST', `/api/session-bookings/${b2.id}/reschedule`, a.cookie, { newSessionId: s3.id })).statusCode).toBe(200);
    expect(await link(tokenOf(first!.text))).toMatchObject({ state: 'MOVED' });
    expect(json(await call('POST', `/api/reminders/${tokenOf(first!.text)}/cancel`))).toMatchObject({ state: 'MOVED', answeredNow: false });
    expect((await db().select().from(bookings).where(eq(bookings.id, b2.id)))[0]!.status).toBe('CONFIRMED');
    await sweepAt(Date.now() + 3 * HOUR);
    expect(await reminders(a.email)).toHaveLength(1);
    await sweepAt(s3.startsAt.getTime() - 47 * HOUR);
    const mails = await reminders(a.email);
    expect(mails).toHaveLength(2);
    expect(await link(tokenOf(mails[1]!.text))).toMatchObject({ state: 'OPEN', booking: { id: b2.id } });
  });

  it("links: I'll be there once; reused, tampered, expired, and one booking's link never touches another", async () => {
    const a = await member();
    const s = await createSession(db(), programId, { hoursFromNow: 30 });
    const other = await createSession(db(), programId, { hoursFromNow: 30 });
    const b = await book(t.app, a.cookie, s.id);
    const bOther = await book(t.app, a.cookie, other.id);
    await sweepReminders(t.app.ctx);
    const mails = await reminders(a.email);
    expect(mails).toHaveLength(2);
    const token = tokenOf(mails.find((m) => m.text.includes('Test Program'))!.text);
    const view = await link(token);
    const mine = view.booking.id === b.id ? b : bOther;
    const theirs = mine === b ? bOther : b;
    expect(view).toMatchObject({
      state: 'OPEN',
      answeredNow: false,
      language: 'en',
      booking: { program: 'Test Program' },
      cancelNow: { returned: true, amount: 80, paidWithCredit: false, noticeHours: 24 },
    });
    expect(json(await call('POST', `/api/reminders/${token}/confirm`))).toMatchObject({ state: 'CONFIRMED', answeredNow: true });
    expect(json(await call('POST', `/api/reminders/${token}/confirm`))).toMatchObject({ state: 'CONFIRMED', answeredNow: false });
    // Used: "Can't make it" through it cancels nothing.
    expect(json(await call('POST', `/api/reminders/${token}/cancel`))).toMatchObject({ state: 'CONFIRMED', answeredNow: false });
    expect((await db().select().from(bookings).where(eq(bookings.id, mine.id)))[0]!.status).toBe('CONFIRMED');
    expect((await db().select().from(bookings).where(eq(bookings.id, theirs.id)))[0]!.status).toBe('CONFIRMED');
    // Tampered: one character changed is a token we never sent.
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const url of [`/api/reminders/${tampered}`, `/api/reminders/${tampered}/confirm`, `/api/reminders/${tampered}/cancel`]) {
      const res = await call(url.endsWith('m') || url.endsWith('l') ? 'POST' : 'GET', url);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe('This reminder link is not valid. Please check that you opened the whole link from the e-mail.');
    }
    // Expired: the session started.
    const second = tokenOf(mails.find((m) => tokenOf(m.text) !== token)!.text);
    t.app.ctx.now = () => new Date(Date.now() + 31 * HOUR);
    expect(await link(second)).toMatchObject({ state: 'EXPIRED' });
    expect(json(await call('POST', `/api/reminders/${second}/cancel`))).toMatchObject({ state: 'EXPIRED', answeredNow: false });
    expect(json(await call('POST', `/api/reminders/${second}/confirm`))).toMatchObject({ state: 'EXPIRED', answeredNow: false });
    expect((await db().select().from(bookings).where(eq(bookings.id, theirs.id)))[0]!.status).toBe('CONFIRMED');
  });

  it("Can't make it: a full refund 24 hours or more ahead, nothing later, and the place goes to the waitlist each time", async () => {
    for (const [hours, refund] of [
      [30, 80],
      [10, 0],
    ] as const) {
      const a = await member();
      const waiting = await member();
      const s = await createSession(db(), programId, { hoursFromNow: hours, spots: 1 });
      const b = await book(t.app, a.cookie, s.id);
      expect((await call('POST', '/api/waitlist', waiting.cookie, { sessionId: s.id })).statusCode).toBe(201);
      await sweepReminders(t.app.ctx);
      const token = tokenOf((await reminders(a.email))[0]!.text);
      expect((await link(token)).cancelNow).toEqual({ returned: refund > 0, amount: refund, paidWithCredit: false, pack: null, noticeHours: 24 });
      const answer = json<ReminderLink & { answeredNow: boolean }>(await call('POST', `/api/reminders/${token}/cancel`));
      expect(answer).toMatchObject({ state: 'CANCELLED', answeredNow: true, cancelled: { refunded: refund, creditReturned: false, paidWithCredit: false } });
      const [after] = await db().select().from(bookings).where(eq(bookings.id, b.id));
      expect(after).toMatchObject({ status: 'CANCELLED', refundDueCents: refund * 100 });
      const [entry] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.memberId, waiting.user.id));
      expect(entry!.status).toBe('OFFERED');
      // The member's own cancellation e-mail went out as usual; a second use changes nothing.
      expect(
        (
          await db()
            .select()
            .from(outbox)
            .where(and(eq(outbox.to, a.email), like(outbox.subject, 'Session cancelled%')))
        ).length,
      ).toBe(1);
      expect(json(await call('POST', `/api/reminders/${token}/cancel`))).toMatchObject({ state: 'CANCELLED', answeredNow: false });
    }
  });

  it(`one link's "Can't make it" twice, its "I'll be there" and the member's own cancel, all at once, cancel and refund once (${TRIALS} trials)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      const a = await member();
      const s = await createSession(db(), programId, { hoursFromNow: 30 + i / 10 });
      const b = await book(t.app, a.cookie, s.id);
      await sweepReminders(t.app.ctx);
      const token = tokenOf((await reminders(a.email)).at(-1)!.text);
      const answers = await Promise.all([
        call('POST', `/api/reminders/${token}/cancel`),
        call('POST', `/api/reminders/${token}/cancel`),
        call('POST', `/api/reminders/${token}/confirm`),
        call('POST', `/api/session-bookings/${b.id}/cancel`, a.cookie),
      ]);
      for (const r of answers) expect([200, 409]).toContain(r.statusCode);
      const [after] = await db().select().from(bookings).where(eq(bookings.id, b.id));
      const [row] = await db().select().from(bookingReminders).where(eq(bookingReminders.bookingId, b.id));
      // The link answered once at most; the booking was cancelled once, refunded once.
      expect(after!.refundDueCents).toBe(8000);
      expect(after!.refundedCents).toBe(8000);
      if (after!.status === 'CONFIRMED') throw new Error('the booking was not cancelled');
      expect([null, 'CONFIRMED', 'CANCELLED']).toContain(row!.answer);
      const mails = await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, a.email), like(outbox.subject, 'Session cancelled%')));
      expect(mails).toHaveLength(1);
      expect((await reconcile(t.app.ctx)).mismatches.filter((m) => m.userId === a.user.id)).toEqual([]);
    }
  });

  it('staff set the offsets (validated, audited) and read sent, confirmed and cancelled per month', async () => {
    const before = json<{ offsets: number[]; months: { month: string; sent: number; email: number; confirmed: number; cancelled: number }[] }>(
      await call('GET', '/api/staff/reminders', staff.cookie),
    );
    expect(before.offsets).toEqual([48]);
    const month = formatInTimeZone(new Date(), TZ, 'yyyy-MM');
    const row = before.months.find((m) => m.month === month)!;
    const [counts] = await db()
      .select()
      .from(bookingReminders)
      .then((all) => all.filter((r) => formatInTimeZone(r.sentAt, TZ, 'yyyy-MM') === month))
      .then((rs) => [
        {
          sent: rs.length,
          email: rs.filter((r) => r.channel === 'EMAIL').length,
          push: rs.filter((r) => r.channel === 'PUSH').length,
          sms: rs.filter((r) => r.channel === 'SMS').length,
          confirmed: rs.filter((r) => r.answer === 'CONFIRMED').length,
          cancelled: rs.filter((r) => r.answer === 'CANCELLED').length,
        },
      ]);
    expect(row).toEqual({ month, ...counts, pickup: 0, offers: 0 });
    expect(row.confirmed).toBeGreaterThan(0);
    expect(row.cancelled).toBeGreaterThan(0);
    // This file's reminders are e-mails: the channels add up to the total.
    expect(row.email).toBe(row.sent);
    expect(json(await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets: [2, 48, 24] }))).toEqual({
      message: 'Reminder times saved.',
      offsets: [48, 24, 2],
      pushOffsets: [2],
    });
    expect(json(await call('GET', '/api/staff/reminders', staff.cookie)).offsets).toEqual([48, 24, 2]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'reminders.offsets'))
      .orderBy(auditLog.id)
      .then((r) => r.slice(-1));
    expect(entry).toMatchObject({ actorId: staff.user.id, details: { from: [48], to: [48, 24, 2] } });
    for (const [offsets, message] of [
      [[], 'Set from 1 to 5 reminder times.'],
      [[1, 2, 3, 4, 5, 6], 'Set from 1 to 5 reminder times.'],
      [[0], 'Each reminder time is a whole number of hours from 1 to 336 (two weeks).'],
      [[337], 'Each reminder time is a whole number of hours from 1 to 336 (two weeks).'],
      [[1.5], 'Each reminder time is a whole number of hours from 1 to 336 (two weeks).'],
      [[48, 48], 'Each reminder time may appear only once.'],
    ] as const) {
      const res = await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toContain(message);
    }
    const a = await member();
    expect((await call('PUT', '/api/staff/reminders/offsets', a.cookie, { offsets: [2] })).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/reminders', a.cookie)).statusCode).toBe(403);
  });

  it('refuses hostile input with a clear 4xx', async () => {
    const a = await member();
    for (const token of ['%00' + 'a'.repeat(40), 'x'.repeat(5000), 'short', 'a'.repeat(42) + '%2F']) {
      const res = await call('GET', `/api/reminders/${token}`);
      expect([400, 404, 414]).toContain(res.statusCode);
      expect(res.statusCode).not.toBe(500);
    }
    const res = await call('GET', `/api/reminders/${'a'.repeat(44)}`);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain('This reminder link is not valid');
    expect((await call('POST', `/api/reminders/${'a'.repeat(43)}/cancel`, undefined, {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/account/reminders', a.cookie, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/account/reminders', undefined, { emailEnabled: true, quietHours: null })).statusCode).toBe(401);
    for (const quietHours of [{ start: '21:00\u0000', end: '08:00' }, { start: '25:00', end: '08:00' }, { start: '08:00', end: '08:00' }, { start: '21:00' }]) {
      const r = await call('PUT', '/api/account/reminders', a.cookie, { emailEnabled: true, quietHours });
      expect(r.statusCode).toBe(400);
    }
    expect(json(await call('PUT', '/api/account/reminders', a.cookie, { emailEnabled: true, quietHours: { start: '08:00', end: '08:00' } })).message).toContain(
      'Quiet hours must start and end at different times.',
    );
    expect(json(await call('PUT', '/api/account/reminders', a.cookie, { emailEnabled: false, quietHours: { start: '22:00', end: '07:00' } }))).toEqual({
      message: 'Your reminder choices are saved.',
      preferences: { emailEnabled: false, pushEnabled: true, smsEnabled: false, smsPhone: null, quietHours: { start: '22:00', end: '07:00' } },
    });
  });
});

describe(`two sweeps at once on ${testDbKind()}`, { timeout: 300_000 }, () => {
  it(`send each reminder exactly once (${TRIALS} trials): two web nodes on PostgreSQL, two sweeps of one app on PGlite`, async () => {
    const onPostgres = testDbKind() === 'postgres';
    const cluster = onPostgres ? await createTestCluster(2) : null;
    const single = onPostgres ? null : await createTestApp();
    try {
      const nodes = cluster ? cluster.nodes : [single!.app, single!.app];
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const database = a.ctx.db;
      const programId = (await createProgram(database, { priceCents: 3000 })).id;
      for (let i = 0; i < TRIALS; i++) {
        const athlete = await signupUser(a);
        const parent = await signupUser(a, 'PARENT');
        await linkParent(database, parent.user.id, athlete.user);
        for (const m of [athlete, parent]) {
          await a.inject({ method: 'PUT', url: '/api/account/reminders', headers: { cookie: m.cookie }, payload: { emailEnabled: true, quietHours: null } });
        }
        const s = await createSession(database, programId, { hoursFromNow: 20 + i });
        expect((await payAndBook(a, athlete.cookie, s.id)).statusCode).toBe(200);
        const at = new Date();
        await Promise.all([sweepReminders(a.ctx, at), sweepReminders(b.ctx, at)]);
        for (const who of [athlete, parent]) {
          const mails = await database
            .select()
            .from(outbox)
            .where(and(eq(outbox.to, who.email), like(outbox.subject, 'Reminder:%')));
          expect(mails).toHaveLength(1);
        }
        const [booking] = await database.select().from(bookings).where(eq(bookings.sessionId, s.id));
        expect(await database.select().from(bookingReminders).where(eq(bookingReminders.bookingId, booking!.id))).toHaveLength(2);
      }
    } finally {
      await cluster?.close();
      await single?.close();
    }
  });
});
