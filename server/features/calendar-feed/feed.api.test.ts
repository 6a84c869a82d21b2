import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/reminders.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/* Issue 32: the personal calendar feed follows bookings, cancellations and moves; its secret address can be replaced or stopped. */
type Created = { message: string; url: string; webcalUrl: string; createdAt: string };

describe(`the calendar feed on ${testDbKind()}`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 4000, name: 'Speed Lab' })).id;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) => t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const feedPath = (c: Created) => new URL(c.url).pathname;
  const events = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);
  const uidOf = (event: string) => /UID:(.+)\r?\n/.exec(event)![1]!;

  it('lists the bookings, marks a cancelled one, keeps the UID when a booking moves, and stops at a new address', async () => {
    const a = await signupUser(t.app);
    const other = await signupUser(t.app);
    expect(json<{ active: boolean }>(await call('GET', '/api/account/calendar-feed', a.cookie))).toEqual({ active: false, createdAt: null });
    const created = json<Created>(await call('POST', '/api/account/calendar-feed', a.cookie));
    expect(created.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(created.webcalUrl).toBe(created.url.replace('http:', 'webcal:'));
    expect(json<{ active: boolean }>(await call('GET', '/api/account/calendar-feed', a.cookie)).active).toBe(true);
    // Only the secret's hash is kept.
    const [row] = await db().select().from(calendarFeeds).where(eq(calendarFeeds.userId, a.user.id));
    expect(created.url).not.toContain(row!.tokenHash);

    const s1 = await createSession(db(), programId, { hoursFromNow: 50, title: 'Acceleration' });
    const s2 = await createSession(db(), programId, { hoursFromNow: 74 });
    expect((await payAndBook(t.app, a.cookie, s1.id)).statusCode).toBe(200);
    const booked2 = await payAndBook(t.app, a.cookie, s2.id);
    expect(booked2.statusCode).toBe(200);
    expect((await payAndBook(t.app, other.cookie, s2.id)).statusCode).toBe(200);

    let res = await call('GET', feedPath(created));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    let list = events(res.body);
    expect(list).toHaveLength(2);
    expect(res.body).toContain('SUMMARY:Speed Lab: Acceleration');
    expect(list.every((e) => e.includes('STATUS:CONFIRMED'))).toBe(true);

    // Cancelling the first booking (more than a day ahead) marks its event cancelled, same UID.
    const mine = json<Array<{ id: number; session: { id: number } }>>(await call('GET', '/api/my-bookings', a.cookie));
    const first = mine.find((b) => b.session.id === s1.id)!;
    const uidBefore = uidOf(list.find((e) => e.includes('Acceleration'))!);
    expect((await t.app.inject({ method: 'POST', url: `/api/session-bookings/${first.id}/cancel`, headers: { cookie: a.cookie } })).statusCode).toBe(200);
    list = events((await call('GET', feedPath(created))).body);
    const cancelled = list.find((e) => e.includes('Acceleration'))!;
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(uidOf(cancelled)).toBe(uidBefore);

    // Moving the second booking keeps its UID with the new time.
    const second = mine.find((b) => b.session.id === s2.id)!;
    const uid2 = uidOf(list.find((e) => !e.includes('Acceleration'))!);
    const s3 = await createSession(db(), programId, { hoursFromNow: 98 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/session-bookings/${second.id}/reschedule`,
          headers: { cookie: a.cookie },
          payload: { newSessionId: s3.id },
        })
      ).statusCode,
    ).toBe(200);
    list = events((await call('GET', feedPath(created))).body);
    expect(list).toHaveLength(2);
    const moved = list.find((e) => uidOf(e) === uid2)!;
    const stamp = s3.startsAt.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(moved).toContain(`DTSTART:${stamp}Z`);
    expect(moved).toContain('STATUS:CONFIRMED');

    // Another member's booking is never in it; a new address stops the old one; stopping stops it.
    expect(res.body).not.toContain(other.firstName);
    const again = json<Created>(await call('POST', '/api/account/calendar-feed', a.cookie));
    expect((await call('GET', feedPath(created))).statusCode).toBe(404);
    expect((await call('GET', feedPath(again))).statusCode).toBe(200);
    expect((await call('DELETE', '/api/account/calendar-feed', a.cookie)).statusCode).toBe(200);
    res = await call('GET', feedPath(again));
    expect(res.statusCode).toBe(404);
    expect(json<{ message: string }>(res).message).toBe('This calendar address is not valid any more. Make a new one on your account page.');
  });

  it("gives a parent their children's sessions, named, and a player their pickup games", async () => {
    const parent = await signupUser(t.app, 'PARENT');
    const kid = await signupUser(t.app, 'ATHLETE', { firstName: 'Lia' });
    await linkParent(db(), parent.user.id, { id: kid.user.id, email: kid.email });
    const s = await createSession(db(), programId, { hoursFromNow: 60 });
    expect((await payAndBook(t.app, parent.cookie, s.id, { athleteId: kid.user.id })).statusCode).toBe(200);
    const startsAt = new Date(Date.now() + 30 * 3600_000);
    const [g] = await db()
      .insert(pickupGames)
      .values({
        title: 'Sunday Run',
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '10:00:00',
        endTime: '12:00:00',
        startsAt,
        location: 'Court 2',
        maxPlayers: 10,
        skillLevel: 'All levels',
      })
      .returning();
    await db().insert(pickupPlayers).values({ gameId: g!.id, userId: parent.user.id });
    const feed = (await call('GET', feedPath(json<Created>(await call('POST', '/api/account/calendar-feed', parent.cookie))))).body;
    expect(feed).toContain(`SUMMARY:Speed Lab (Lia ${kid.lastName})`);
    expect(feed).toContain('SUMMARY:Sunday Run');
  });

  it("names what staff typed in the owner's account language, with the English where there is no Spanish (decision 066)", async () => {
    const es = await signupUser(t.app);
    const en = await signupUser(t.app);
    await db().update(users).set({ language: 'es' }).where(eq(users.id, es.user.id));
    const spanish = await createProgram(db(), { priceCents: 4000, name: 'Shooting Lab', nameEs: 'Laboratorio de tiro' });
    const s1 = await createSession(db(), spanish.id, { hoursFromNow: 52, title: 'Footwork' });
    await db().update(trainingSessions).set({ sessionTitleEs: 'Juego de pies', locationEs: 'Cancha 1' }).where(eq(trainingSessions.id, s1.id));
    // No Spanish at all: the English shows.
    const s2 = await createSession(db(), programId, { hoursFromNow: 76, title: 'Starts' });
    for (const who of [es, en]) for (const s of [s1, s2]) expect((await payAndBook(t.app, who.cookie, s.id)).statusCode).toBe(200);
    const startsAt = new Date(Date.now() + 40 * 3600_000);
    const [g] = await db()
      .insert(pickupGames)
      .values({
        title: 'Friday Run',
        titleEs: 'Partido del viernes',
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '18:00:00',
        endTime: '19:00:00',
        startsAt,
        location: 'Court 3',
        locationEs: 'Cancha 3',
        maxPlayers: 10,
        skillLevel: 'All levels',
      })
      .returning();
    await db()
      .insert(pickupPlayers)
      .values([
        { gameId: g!.id, userId: es.user.id },
        { gameId: g!.id, userId: en.user.id },
      ]);
    const feedOf = async (who: typeof es) => (await call('GET', feedPath(json<Created>(await call('POST', '/api/account/calendar-feed', who.cookie))))).body;

    const spanishFeed = await feedOf(es);
    expect(spanishFeed).toContain('SUMMARY:Laboratorio de tiro: Juego de pies');
    expect(spanishFeed).toContain('LOCATION:Cancha 1\\,');
    expect(spanishFeed).toContain('SUMMARY:Speed Lab: Starts');
    expect(spanishFeed).toContain('SUMMARY:Partido del viernes');
    expect(spanishFeed).toContain('LOCATION:Cancha 3\\,');
    expect(spanishFeed).not.toContain('Shooting Lab');
    const englishFeed = await feedOf(en);
    expect(englishFeed).toContain('SUMMARY:Shooting Lab: Footwork');
    expect(englishFeed).toContain('SUMMARY:Friday Run');
    expect(englishFeed).toContain('LOCATION:Court 3\\,');
    expect(englishFeed).not.toContain('Laboratorio');
  });

  it('refuses guests, and answers 404 to any address that is not a live secret', async () => {
    expect((await call('POST', '/api/account/calendar-feed')).statusCode).toBe(401);
    for (const path of ['/api/calendar/abc.ics', `/api/calendar/${'a'.repeat(43)}.ics`, `/api/calendar/${'a'.repeat(43)}`, '/api/calendar/%00.ics']) {
      expect((await call('GET', path)).statusCode, path).toBe(404);
    }
    // Longer than any path parameter the router takes.
    expect((await call('GET', `/api/calendar/${'x'.repeat(500)}.ics`)).statusCode).toBe(414);
  });
});
