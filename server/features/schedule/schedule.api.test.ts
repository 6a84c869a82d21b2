import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trainingSessions } from '../../db/schema/programs.ts';
import { createProgram, payAndBook } from '../../test/fixtures.ts';
import { daysFromNow, json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`the staff schedule on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('creates a weekly series, edits the rest of it, and refuses capacity below bookings', async () => {
    const program = await createProgram(env.t.database.db, { name: 'Series Program' });
    const start = daysFromNow(2);
    const created = json<{ id: number; created: number }>(
      await env.call('POST', '/api/staff/series', env.staff.cookie, {
        programId: program.id,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        time: '07:00',
        startDate: start,
        untilDate: daysFromNow(8),
        capacity: 3,
        location: 'Speed Lab',
        sessionTitle: 'Ages 5-7',
      }),
    );
    expect(created.created).toBe(7);
    const sessions = await env.t.database.db.select().from(trainingSessions).where(eq(trainingSessions.seriesId, created.id));
    expect(sessions.every((s) => s.time === '07:00:00' && s.totalSpots === 3)).toBe(true);
    const sorted = sessions.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    const athlete = await signupUser(env.t.app);
    const other = await signupUser(env.t.app);
    await payAndBook(env.t.app, athlete.cookie, sorted[3]!.id);
    await payAndBook(env.t.app, other.cookie, sorted[3]!.id);
    const tooSmall = await env.call('PATCH', `/api/staff/sessions/${sorted[2]!.id}`, env.staff.cookie, { scope: 'following', capacity: 1 });
    expect(tooSmall.statusCode).toBe(409);
    expect(json(tooSmall).message).toMatch(/Capacity cannot be lower than the 2 spots already booked/);
    const moved = await env.call('PATCH', `/api/staff/sessions/${sorted[4]!.id}`, env.staff.cookie, { scope: 'following', time: '08:00', capacity: 5 });
    expect(json(moved).updated).toBe(3);
    const after = await env.t.database.db.select().from(trainingSessions).where(eq(trainingSessions.seriesId, created.id));
    expect(after.filter((s) => s.time === '08:00:00')).toHaveLength(3);
    expect(after.find((s) => s.id === sorted[3]!.id)).toMatchObject({ time: '07:00:00', availableSpots: 1 });
  });
});
