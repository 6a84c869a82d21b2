import { and, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { outbox, smsOutbox } from '../../db/schema/outbox.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { eventReminders, reminderSettings } from '../../db/schema/reminders.ts';
import { createProgram, createSession } from '../../test/fixtures.ts';
import { createTestApp, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { sweepGameReminders, sweepLapsingOffers } from './events.ts';

/* Issue 32: reminders of pickup games and of waitlist offers about to lapse, each sent once however many sweeps run. */
const HOUR = 3600_000;
const MINUTE = 60_000;
const TRIALS = 20;

describe(`pickup game and lapsing offer reminders on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 5000 })).id;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const mailsTo = (to: string) =>
    db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, to),
          or(
            like(outbox.subject, 'Reminder:%'),
            like(outbox.subject, 'Recordatorio:%'),
            like(outbox.subject, 'Your place%'),
            like(outbox.subject, 'Tu plaza%'),
          ),
        ),
      );
  async function member(quietHours: { start: string; end: string } | null = null) {
    const m = await signupUser(t.app);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/account/reminders', headers: { cookie: m.cookie }, payload: { emailEnabled: true, quietHours } }))
        .statusCode,
    ).toBe(200);
    return m;
  }
  async function game(hoursFromNow: number) {
    const startsAt = new Date(Date.now() + hoursFromNow * HOUR);
    const iso = startsAt.toISOString();
    const [g] = await db()
      .insert(pickupGames)
      .values({
        title: 'Friday Run',
        sport: 'basketball',
        date: iso.slice(0, 10),
        startTime: iso.slice(11, 19),
        endTime: '23:59:00',
        startsAt,
        location: 'Court 2',
        maxPlayers: 10,
        currentPlayers: 1,
        skillLevel: 'All levels',
      })
      .returning();
    return g!;
  }

  it("reminds a game's players at the facility's offsets, once each, in their language; not one who left", async () => {
    const a = await member();
    const b = await member();
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie: b.cookie }, payload: { language: 'es' } })).statusCode).toBe(
      200,
    );
    const left = await member();
    const g = await game(30);
    await db()
      .insert(pickupPlayers)
      .values([a, b, left].map((p) => ({ gameId: g.id, userId: p.user.id, joinedAt: new Date(Date.now() - 48 * HOUR) })));
    await db()
      .delete(pickupPlayers)
      .where(and(eq(pickupPlayers.gameId, g.id), eq(pickupPlayers.userId, left.user.id)));
    expect(await sweepGameReminders(t.app.ctx)).toBe(2);
    expect(await sweepGameReminders(t.app.ctx)).toBe(0);
    const [en] = await mailsTo(a.email);
    expect(en!.subject).toMatch(/^Reminder: Friday Run on /);
    expect(en!.text).toContain('you are playing in Friday Run');
    expect(en!.text).toMatch(/I'll be there: .*\/reminder\/[A-Za-z0-9_-]+\?answer=yes/);
    expect(en!.text).toMatch(/Can't make it .*: .*\/reminder\/[A-Za-z0-9_-]+\?answer=no/);
    const [es] = await mailsTo(b.email);
    expect(es!.text).toContain('Te recordamos que juegas en Friday Run');
    expect(await mailsTo(left.email)).toHaveLength(0);
    expect(await sweepGameReminders(t.app.ctx, new Date(g.startsAt.getTime() + MINUTE))).toBe(0);
  });

  it('follows the offsets staff set: a 2-hour one comes at its time', async () => {
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/staff/reminders/offsets',
          headers: { cookie: (await signupStaff(t.app)).cookie },
          payload: { offsets: [48, 2] },
        })
      ).statusCode,
    ).toBe(200);
    try {
      const a = await member();
      const g = await game(30);
      await db()
        .insert(pickupPlayers)
        .values({ gameId: g.id, userId: a.user.id, joinedAt: new Date(Date.now() - 48 * HOUR) });
      // (Other tests' games start about when this one does: only this player's mails are counted.)
      await sweepGameReminders(t.app.ctx);
      expect(await mailsTo(a.email)).toHaveLength(1);
      await sweepGameReminders(t.app.ctx, new Date(g.startsAt.getTime() - 2 * HOUR - MINUTE));
      expect(await mailsTo(a.email)).toHaveLength(1);
      await sweepGameReminders(t.app.ctx, new Date(g.startsAt.getTime() - 2 * HOUR + MINUTE));
      expect(await mailsTo(a.email)).toHaveLength(2);
      expect((await db().select().from(eventReminders).where(eq(eventReminders.userId, a.user.id))).map((r) => r.offsetMinutes).sort()).toEqual([120, 2880]);
    } finally {
      await db().delete(reminderSettings);
    }
  });

  it('sends a game reminder once when two sweeps run at the same moment', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const p = await member();
      const g = await game(20);
      await db()
        .insert(pickupPlayers)
        .values({ gameId: g.id, userId: p.user.id, joinedAt: new Date(Date.now() - HOUR) });
      const sent = await Promise.all([sweepGameReminders(t.app.ctx), sweepGameReminders(t.app.ctx)]);
      expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
      expect(await mailsTo(p.email)).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(eventReminders)
          .where(and(eq(eventReminders.kind, 'PICKUP'), eq(eventReminders.subjectId, g.id))),
      ).toHaveLength(1);
    }
  });

  /** A full session's place offered to `who` (the waitlist's OFFER hold), made `offeredMinutesAgo` ago and ending in `endsInMinutes`. */
  async function offer(who: { user: { id: number } }, endsInMinutes: number, offeredMinutesAgo: number, autoBook = false) {
    const s = await createSession(db(), programId, { hoursFromNow: 10 });
    const expiresAt = new Date(Date.now() + endsInMinutes * MINUTE);
    const [hold] = await db()
      .insert(spotHolds)
      .values({ sessionId: s.id, payerId: who.user.id, athleteId: who.user.id, kind: 'OFFER', status: 'ACTIVE', expiresAt })
      .returning();
    await db()
      .insert(waitlistEntries)
      .values({
        sessionId: s.id,
        athleteId: who.user.id,
        memberId: who.user.id,
        status: 'OFFERED',
        sortKey: Date.now(),
        autoBook,
        holdId: hold!.id,
        offeredAt: new Date(Date.now() - offeredMinutesAgo * MINUTE),
        offerExpiresAt: expiresAt,
      });
    return { session: s, hold: hold! };
  }

  it('reminds the member 30 minutes before an offer lapses, once; not a short offer, an automatic booking or inside quiet hours', async () => {
    const a = await member();
    const o = await offer(a, 25, 95);
    expect(await sweepLapsingOffers(t.app.ctx)).toBe(1);
    expect(await sweepLapsingOffers(t.app.ctx)).toBe(0);
    const [mail] = await mailsTo(a.email);
    expect(mail!.subject).toBe('Your place in Test Program is held for 30 more minutes');
    expect(mail!.text).toMatch(/The place that opened for you on .* is held until \d{1,2}:\d{2} [AP]M\./);
    expect(mail!.text).toContain(`/enhanced-checkout?programId=${programId}&sessionId=${o.session.id}`);

    const early = await member();
    await offer(early, 45, 60);
    expect(await sweepLapsingOffers(t.app.ctx)).toBe(0);

    const short = await member();
    await offer(short, 20, 20);
    const auto = await member();
    await offer(auto, 20, 100, true);
    // Quiet all day but one minute (from a minute from now to now, facility time).
    const tz = t.app.ctx.config.FACILITY_TZ;
    const hhmm = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
    const quiet = await member({ start: hhmm(new Date(Date.now() - 60 * MINUTE)), end: hhmm(new Date(Date.now() + 60 * MINUTE)) });
    await offer(quiet, 20, 100);
    expect(await sweepLapsingOffers(t.app.ctx)).toBe(0);
    for (const m of [early, short, auto, quiet]) expect(await mailsTo(m.email)).toHaveLength(0);

    // A taken (converted) offer is not reminded.
    const took = await member();
    const taken = await offer(took, 20, 100);
    await db().update(spotHolds).set({ status: 'CONVERTED' }).where(eq(spotHolds.id, taken.hold.id));
    expect(await sweepLapsingOffers(t.app.ctx)).toBe(0);
  });

  it('sends an offer reminder once when two sweeps run at the same moment', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const p = await member();
      const o = await offer(p, 20, 100);
      const sent = await Promise.all([sweepLapsingOffers(t.app.ctx), sweepLapsingOffers(t.app.ctx)]);
      expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
      expect(await mailsTo(p.email)).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(eventReminders)
          .where(and(eq(eventReminders.kind, 'OFFER_LAPSING'), eq(eventReminders.subjectId, o.hold.id))),
      ).toHaveLength(1);
    }
  });

  it('texts a game reminder at the short-notice offset to a player who chose texts, once, with a working answer link; the offer too', async () => {
    const p = await signupUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/account/reminders',
          headers: { cookie: p.cookie },
          payload: { emailEnabled: false, quietHours: null, smsEnabled: true, smsPhone: '+15555550301' },
        })
      ).statusCode,
    ).toBe(200);
    const texts = () => db().select().from(smsOutbox).where(eq(smsOutbox.to, '+15555550301')).orderBy(smsOutbox.id);
    const g = await game(30);
    await db()
      .insert(pickupPlayers)
      .values({ gameId: g.id, userId: p.user.id, joinedAt: new Date(Date.now() - 48 * HOUR) });
    // 30 hours ahead: nothing (e-mails are off; the text waits for 2 hours before).
    await sweepGameReminders(t.app.ctx);
    expect(await texts()).toHaveLength(0);
    const at = new Date(g.startsAt.getTime() - 2 * HOUR + MINUTE);
    const sent = await Promise.all([sweepGameReminders(t.app.ctx, at), sweepGameReminders(t.app.ctx, at)]);
    expect(sent[0]! + sent[1]!).toBe(1);
    const [text] = await texts();
    expect(text!.body).toMatch(
      /^Octane Sports Performance: reminder, you are playing Friday Run .+, Court 2\. I'll be there \/ can't make it: http\S+\/reminder\/[A-Za-z0-9_-]{43}$/,
    );
    expect((await db().select().from(eventReminders).where(eq(eventReminders.userId, p.user.id))).map((r) => [r.channel, r.offsetMinutes])).toEqual([
      ['SMS', 120],
    ]);
    // The text's link is the game's one-tap page.
    const token = /\/reminder\/([A-Za-z0-9_-]{43})$/.exec(text!.body)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/reminders/${token}` })).json()).toMatchObject({ subject: 'GAME' });

    // An offer about to lapse is texted with its checkout, once.
    const o = await offer(p, 20, 100);
    const offered = await Promise.all([sweepLapsingOffers(t.app.ctx), sweepLapsingOffers(t.app.ctx)]);
    expect(offered[0]! + offered[1]!).toBe(1);
    const offerText = (await texts())[1]!;
    expect(offerText.body).toMatch(
      /^Octane Sports Performance: the place held for you in Test Program .+ is released at \d{1,2}:\d{2} [AP]M\. Book it: http\S+\/enhanced-checkout\?programId=\d+&sessionId=\d+$/,
    );
    expect(offerText.body).toContain(`sessionId=${o.session.id}`);
    expect(await mailsTo(p.email)).toHaveLength(0);
  });

  it('a member with notifications on gets a game push at 2 hours: claimed once per device owner, its delivery recorded', async () => {
    const p = await signupUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/account/reminders',
          headers: { cookie: p.cookie },
          payload: { emailEnabled: false, quietHours: null, pushEnabled: true },
        })
      ).statusCode,
    ).toBe(200);
    // A device whose push service cannot be reached (.invalid): the claim stands, the delivery is recorded as failed.
    await db()
      .insert(pushSubscriptions)
      .values({
        userId: p.user.id,
        endpoint: `https://push.example.invalid/${p.user.id}`,
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
        label: 'Chrome on Android',
      });
    const g = await game(1.5);
    await db()
      .insert(pickupPlayers)
      .values({ gameId: g.id, userId: p.user.id, joinedAt: new Date(Date.now() - 48 * HOUR) });
    const sent = await Promise.all([sweepGameReminders(t.app.ctx), sweepGameReminders(t.app.ctx)]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect((await db().select().from(eventReminders).where(eq(eventReminders.userId, p.user.id))).map((r) => r.channel)).toEqual(['PUSH']);
  });

  it("staff read each program's no-show rate per month, among the check-ins and no-shows they recorded, and the event reminders sent", async () => {
    const staff = await signupStaff(t.app);
    const program = await createProgram(db(), { name: `Attendance ${Date.now()}` });
    const past = await createSession(db(), program.id, { hoursFromNow: -3 });
    const future = await createSession(db(), program.id, { hoursFromNow: 5 });
    const people = await Promise.all([member(), member(), member(), member()]);
    const marks = ['CHECKED_IN', 'CHECKED_IN', 'NO_SHOW', null] as const;
    await db()
      .insert(bookings)
      .values(people.map((p, i) => ({ sessionId: past.id, payerId: p.user.id, athleteId: p.user.id, amountCents: 5000, attendance: marks[i] })));
    // A booking of a session still to come, and a cancelled one, are not counted.
    await db().insert(bookings).values({ sessionId: future.id, payerId: people[0]!.user.id, athleteId: people[0]!.user.id, amountCents: 5000 });
    await db()
      .insert(bookings)
      .values({ sessionId: past.id, payerId: people[0]!.user.id, athleteId: people[0]!.user.id, amountCents: 5000, status: 'CANCELLED' });
    // One event reminder of each kind sent now, so this month has a row whatever ran before.
    await db()
      .insert(eventReminders)
      .values([
        { kind: 'PICKUP', subjectId: 990_001, userId: people[0]!.user.id, offsetMinutes: 2880, dueAt: new Date(), sentAt: new Date() },
        { kind: 'OFFER_LAPSING', subjectId: 990_002, userId: people[0]!.user.id, offsetMinutes: 30, dueAt: new Date(), sentAt: new Date() },
      ]);
    const tz = t.app.ctx.config.FACILITY_TZ;
    const monthOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit' }).format(d).slice(0, 7);
    const sent = (await db().select().from(eventReminders)).filter((r) => monthOf(r.sentAt) === monthOf(new Date()));

    const report = (await t.app.inject({ method: 'GET', url: '/api/staff/reminders', headers: { cookie: staff.cookie } })).json() as {
      months: Array<{ month: string; pickup: number; offers: number }>;
      attendance: Array<{ month: string; program: string; booked: number; checkedIn: number; noShow: number; noShowRate: number | null }>;
    };
    expect(report.attendance.find((r) => r.program === program.name)).toEqual({
      month: monthOf(past.startsAt),
      program: program.name,
      booked: 4,
      checkedIn: 2,
      noShow: 1,
      noShowRate: 1 / 3,
    });
    expect(report.months.find((m) => m.month === monthOf(new Date()))).toMatchObject({
      pickup: sent.filter((r) => r.kind === 'PICKUP').length,
      offers: sent.filter((r) => r.kind === 'OFFER_LAPSING').length,
    });
  });
});
