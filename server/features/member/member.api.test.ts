import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeAchievements } from '../../../common/member.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { payments } from '../../db/schema/payments.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { dashboardStats, listAchievements } from './stats.ts';
import { createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`cancel, reschedule and stats on ${testDbKind()}`, () => {
  let t: TestApp;
  let programId: number;
  let otherProgramId: number;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 6000 })).id;
    otherProgramId = (await createProgram(t.database.db, { name: 'Other' })).id;
  });
  afterAll(async () => t?.close());

  const cancel = (cookie: string, id: number) => t.app.inject({ method: 'POST', url: `/api/session-bookings/${id}/cancel`, headers: { cookie } });
  const reschedule = (cookie: string, id: number, newSessionId: number) =>
    t.app.inject({ method: 'POST', url: `/api/session-bookings/${id}/reschedule`, headers: { cookie }, payload: { newSessionId } });
  const spots = async (id: number) => (await t.database.db.select().from(trainingSessions).where(eq(trainingSessions.id, id)))[0]!.availableSpots;
  const book = async (cookie: string, sessionId: number, extra = {}) => json<{ id: number }>(await payAndBook(t.app, cookie, sessionId, extra)).id;

  it('refunds in full when cancelled 24 hours and 1 minute ahead, and frees the spot', async () => {
    const s = await createSession(t.database.db, programId, { hoursFromNow: 24 + 1 / 60, spots: 4 });
    const a = await signupUser(t.app);
    const id = await book(a.cookie, s.id);
    expect(await spots(s.id)).toBe(3);
    const res = await cancel(a.cookie, id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Your training session has been cancelled successfully.', refunded: 60, refundPolicy: 'full' });
    expect(await spots(s.id)).toBe(4);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b).toMatchObject({ status: 'CANCELLED', refundedCents: 6000 });
    const [p] = await t.database.db.select().from(payments).where(eq(payments.id, b!.paymentId!));
    expect(p!.status).toBe('REFUNDED');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, a.email));
    expect(mails.some((m) => m.subject.startsWith('Session cancelled') && m.text.includes('refunded in full'))).toBe(true);
  });

  it('cancels without refund 23 hours 59 minutes ahead, and the e-mail says so', async () => {
    const s = await createSession(t.database.db, programId, { hoursFromNow: 24 - 1 / 60 });
    const a = await signupUser(t.app);
    const id = await book(a.cookie, s.id);
    const res = await cancel(a.cookie, id);
    expect(json(res)).toMatchObject({ refunded: 0, refundPolicy: 'none' });
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b!.refundedCents).toBe(0);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, a.email));
    expect(mails.some((m) => m.text.includes('no refund is due'))).toBe(true);
  });

  it("answers 404 for another user's booking and 409 for a second cancel", async () => {
    const s = await createSession(t.database.db, programId);
    const a = await signupUser(t.app);
    const stranger = await signupUser(t.app);
    const id = await book(a.cookie, s.id);
    expect((await cancel(stranger.cookie, id)).statusCode).toBe(404);
    expect((await reschedule(stranger.cookie, id, s.id)).statusCode).toBe(404);
    expect((await cancel(a.cookie, id)).statusCode).toBe(200);
    const again = await cancel(a.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(en('member.alreadyCancelled'));
    const moved = await reschedule(a.cookie, id, s.id);
    expect(moved.statusCode).toBe(409);
    expect(await spots(s.id)).toBe(10);
  });

  it('lets a linked parent cancel the child booking it did not pay for', async () => {
    const s = await createSession(t.database.db, programId);
    const kid = await signupUser(t.app);
    const parent = await signupUser(t.app, 'PARENT');
    await linkParent(t.database.db, parent.user.id, { id: kid.user.id, email: kid.email });
    const id = await book(kid.cookie, s.id);
    expect((await cancel(parent.cookie, id)).statusCode).toBe(200);
  });

  it('reschedules within the program, moving one spot, and refuses the 24-hour, program and full rules', async () => {
    const from = await createSession(t.database.db, programId, { spots: 3 });
    const to = await createSession(t.database.db, programId, { hoursFromNow: 96, spots: 3 });
    const full = await createSession(t.database.db, programId, { hoursFromNow: 100, spots: 1 });
    const other = await createSession(t.database.db, otherProgramId, { hoursFromNow: 100 });
    const a = await signupUser(t.app);
    const filler = await signupUser(t.app);
    await book(filler.cookie, full.id);
    const id = await book(a.cookie, from.id);
    expect(json(await reschedule(a.cookie, id, other.id)).message).toBe(en('member.differentProgram'));
    const fullRes = await reschedule(a.cookie, id, full.id);
    expect(fullRes.statusCode).toBe(409);
    expect(json(fullRes).message).toBe(en('member.targetFull'));
    const ok = await reschedule(a.cookie, id, to.id);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe('Your training session has been rescheduled successfully.');
    expect([await spots(from.id), await spots(to.id)]).toEqual([3, 2]);
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(b!.sessionId).toBe(to.id);

    const soon = await createSession(t.database.db, programId, { hoursFromNow: 23 });
    const id2 = await book(a.cookie, soon.id);
    const late = await reschedule(a.cookie, id2, to.id);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(en('member.rescheduleNotice'));
  });

  it('concurrent reschedules into the last spot: exactly one wins', async () => {
    const target = await createSession(t.database.db, programId, { hoursFromNow: 120, spots: 1 });
    const users = await Promise.all([signupUser(t.app), signupUser(t.app), signupUser(t.app)]);
    const ids: number[] = [];
    for (const u of users) ids.push(await book(u.cookie, (await createSession(t.database.db, programId, { hoursFromNow: 60 })).id));
    const results = await Promise.all(users.map((u, i) => reschedule(u.cookie, ids[i]!, target.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    expect(await spots(target.id)).toBe(0);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.sessionId, target.id))).toHaveLength(1);
  });

  it("keeps each user's bookings and figures apart in the read cache, and shows a cancel at once", async () => {
    const s = await createSession(t.database.db, programId, { hoursFromNow: 72 });
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const id = await book(a.cookie, s.id);
    const get = async (cookie: string, url: string) => json<unknown>(await t.app.inject({ method: 'GET', url, headers: { cookie } }));
    const mine = async (cookie: string) => (await get(cookie, '/api/my-bookings')) as { id: number; status: string }[];
    expect((await mine(a.cookie)).map((x) => [x.id, x.status])).toEqual([[id, 'CONFIRMED']]);
    expect(await mine(b.cookie)).toEqual([]);
    const statsA = await get(a.cookie, '/api/dashboard-stats');
    expect(statsA).toMatchObject({ totalSessions: 1 });
    expect(await get(b.cookie, '/api/dashboard-stats')).toMatchObject({ totalSessions: 0 });
    // A change behind the app's back shows once the node's caches are dropped (or READ_CACHE_MS passes)...
    const paid = async () => ((await get(a.cookie, '/api/my-bookings')) as { amountPaid: number }[])[0]!.amountPaid;
    expect(await paid()).toBe(60);
    await t.database.db.update(bookings).set({ amountCents: 1234 }).where(eq(bookings.id, id));
    expect(await paid()).toBe(60);
    t.app.caches.invalidate();
    expect(await paid()).toBe(12.34);
    // ...and a change through the app shows on the very next request.
    expect((await cancel(a.cookie, id)).statusCode).toBe(200);
    expect((await mine(a.cookie)).map((x) => x.status)).toEqual(['CANCELLED']);
    expect(await get(a.cookie, '/api/dashboard-stats')).toMatchObject({ totalSessions: 0 });
  });

  it('counts real figures in the dashboard stats and earns First Steps after the first session', async () => {
    const a = await signupUser(t.app);
    const before = json(await t.app.inject({ method: 'GET', url: '/api/dashboard-stats', headers: { cookie: a.cookie } }));
    expect(before).toMatchObject({ totalSessions: 0, achievements: 0, mediaUploads: 0, streakWeeks: 0 });
    const s = await createSession(t.database.db, programId, { hoursFromNow: 1 });
    await book(a.cookie, s.id);
    const after = json(await t.app.inject({ method: 'GET', url: '/api/dashboard-stats', headers: { cookie: a.cookie } }));
    expect(after).toMatchObject({ totalSessions: 1, achievements: 1 });
    const list = json<Array<{ id: string; earned: boolean }>>(await t.app.inject({ method: 'GET', url: '/api/achievements', headers: { cookie: a.cookie } }));
    expect(list.find((x) => x.id === 'first-steps')!.earned).toBe(true);
    expect(list.filter((x) => x.earned)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard-stats' })).statusCode).toBe(401);
  });

  it('aggregates months, mornings, no-shows, uploads and the weekly streak in the database, exactly', async () => {
    const a = await signupUser(t.app);
    const db = t.database.db;
    // Wednesday 2026-11-18, 15:00 UTC (10:00 in New York).
    const now = new Date('2026-11-18T15:00:00Z');
    const at = async (date: string, time: string, attendance: 'NO_SHOW' | null = null, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') => {
      const [s] = await db
        .insert(trainingSessions)
        .values({ programId, date, time, startsAt: new Date(`${date}T${time}Z`), totalSpots: 5, availableSpots: 4, location: 'Court 1' })
        .returning();
      await db.insert(bookings).values({ sessionId: s!.id, payerId: a.user.id, athleteId: a.user.id, status, amountCents: 6000, attendance });
    };
    await at('2026-11-16', '07:00:00'); // this week (Monday), a morning session
    await at('2026-11-17', '18:00:00'); // this week
    await at('2026-11-10', '09:00:00'); // last week, morning (9:00 counts)
    await at('2026-10-30', '09:30:00'); // October, not a morning; week of Oct 26: gap before it
    await at('2026-11-12', '08:00:00', 'NO_SHOW'); // a no-show: not counted
    await at('2026-11-13', '08:00:00', null, 'CANCELLED'); // cancelled: not counted
    await at('2026-11-25', '06:59:00'); // booked for next week: counts as a session, not yet in the streak
    await db.insert(mediaUploads).values([
      {
        userId: a.user.id,
        storageKey: `k-${a.user.id}-1`,
        originalName: 'a.mp4',
        fileType: 'VIDEO',
        mimeType: 'video/mp4',
        fileSize: 1,
        createdAt: new Date('2026-11-03T12:00:00Z'),
      },
      {
        userId: a.user.id,
        storageKey: `k-${a.user.id}-2`,
        originalName: 'b.jpg',
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 1,
        createdAt: new Date('2026-11-05T12:00:00Z'),
      },
    ]);
    const stats = await dashboardStats(db, a.user.id, 'America/New_York', now);
    expect(stats).toEqual({
      sessionsThisMonth: 4,
      sessionsLastMonth: 1,
      totalSessions: 5,
      achievements: computeAchievements({ totalSessions: 5, bestMonthSessions: 4, mediaUploads: 2, morningSessions: 2 }).filter((x) => x.earned).length,
      mediaUploads: 2,
      // Weeks of Nov 16 (sessions), Nov 9 (a session), Nov 2 (the uploads) and Oct 26 (Oct 30's session).
      streakWeeks: 4,
      lastUploadAt: '2026-11-05T12:00:00.000Z',
    });
    const list = await listAchievements(db, a.user.id, now);
    expect(list).toEqual(computeAchievements({ totalSessions: 5, bestMonthSessions: 4, mediaUploads: 2, morningSessions: 2 }));
  });
});
