import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanWeek } from '../../../common/training-plans.ts';
import { en } from '../../../common/messages/index.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { linkParent } from '../../test/fixtures.ts';
import { callAs, createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { addDays } from './days.ts';
import { facilityToday } from './read.ts';

/* Training plans, the athlete's side (issue 30): access, logging races and bad input, on each database. */
const TRIALS = 20;
const week = (w: number): PlanWeek => ({
  days: Array.from({ length: 7 }, (_, d) => ({
    title: `Day ${d}`,
    exercises:
      d === 6
        ? []
        : [0, 1].map((k) => ({
            id: `w${w}d${d}e${k}`,
            name: `Squat ${k}`,
            measure: 'reps' as const,
            sets: 3,
            amount: 10,
            load: '60 kg',
            restSeconds: 90,
            notes: null,
            demoItemId: null,
            film: false,
          })),
  })),
});

describe(`training plans, athlete's side, on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let today: string;
  let coach: Awaited<ReturnType<typeof signupUser>>;
  let athlete: Awaited<ReturnType<typeof signupUser>>;
  let other: Awaited<ReturnType<typeof signupUser>>;
  let parent: Awaited<ReturnType<typeof signupUser>>;
  let stranger: Awaited<ReturnType<typeof signupUser>>;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let assignmentId: number;
  let start: string;

  const assign = async (athleteId: number, startDate: string, weeks = 2) => {
    const db = t.database.db;
    const [plan] = await db.insert(trainingPlans).values({ authorId: coach.user.id, title: 'Guard plan' }).returning();
    await db.insert(trainingPlanVersions).values({ planId: plan!.id, version: 1, weeks: Array.from({ length: weeks }, (_, w) => week(w)) });
    const [a] = await db.insert(planAssignments).values({ planId: plan!.id, athleteId, assignedBy: coach.user.id, startDate }).returning();
    return a!.id;
  };
  const logUrl = (id: number, date: string, ex: string) => `/api/plan-assignments/${id}/days/${date}/exercises/${ex}/log`;
  const exOn = (date: string) => {
    const off = Math.round((Date.parse(date) - Date.parse(start)) / 86_400_000);
    return `w${Math.floor(off / 7)}d${off % 7}e0`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t.app);
    today = facilityToday(t.app.ctx.config.FACILITY_TZ, t.app.ctx.now());
    [coach, athlete, other, parent, stranger, staff] = await Promise.all([
      signupUser(t.app, 'COACH'),
      signupUser(t.app),
      signupUser(t.app),
      signupUser(t.app, 'PARENT'),
      signupUser(t.app, 'PARENT'),
      signupStaff(t.app),
    ]);
    await linkParent(t.database.db, parent.user.id, athlete.user);
    // Today is day 2 of week 0 (never Sunday-like day 6, which is a rest day).
    start = addDays(today, -2);
    assignmentId = await assign(athlete.user.id, start);
  });
  afterAll(async () => t?.close());

  it('gives the athlete today’s workout and the calendar of the current and next week', async () => {
    const res = await call('GET', '/api/my-training/today', athlete.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ date: string; days: { day: { exercises: { id: string }[] } | null }[] }>(res);
    expect(body.date).toBe(today);
    expect(body.days[0]!.day!.exercises.map((e) => e.id)).toEqual(['w0d2e0', 'w0d2e1']);
    const cal = json<{ days: { date: string }[] }>(await call('GET', `/api/plan-assignments/${assignmentId}`, athlete.cookie));
    expect(cal.days.length).toBe(14);
    expect(cal.days[0]!.date).toBe(start);
  });

  it('lets the athlete and a linked parent read and log, and nobody else', async () => {
    expect((await call('GET', `/api/plan-assignments/${assignmentId}`, parent.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/my-training/assignments?athleteId=${athlete.user.id}`, parent.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/plan-assignments/${assignmentId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/my-training/today?athleteId=${athlete.user.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/plan-assignments/${assignmentId}`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/my-training/assignments?athleteId=${athlete.user.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/plan-assignments/${assignmentId}`, coach.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/plan-assignments/${assignmentId}/compliance`, staff.cookie)).statusCode).toBe(200);
    const byParent = await call('PUT', logUrl(assignmentId, today, exOn(today)), parent.cookie, { done: true, effort: 6 });
    expect(byParent.statusCode, byParent.body).toBe(200);
    expect(json<{ loggedBy: { id: number } }>(byParent).loggedBy.id).toBe(parent.user.id);
    expect((await call('PUT', logUrl(assignmentId, today, exOn(today)), coach.cookie, { done: true })).statusCode).toBe(403);
    expect((await call('PUT', logUrl(assignmentId, today, exOn(today)), other.cookie, { done: true })).statusCode).toBe(403);
    const parentsView = json<{ days: { assignment: { athlete: { id: number } } }[] }>(await call('GET', '/api/my-training/today', parent.cookie));
    expect(parentsView.days.map((d) => d.assignment.athlete.id)).toEqual([athlete.user.id]);
  });

  it('counts compliance from the logs of the days that have come', async () => {
    const yesterday = addDays(today, -1);
    await call('PUT', logUrl(assignmentId, yesterday, exOn(yesterday)), athlete.cookie, {
      done: true,
      sets: [{ amount: 10, load: '60 kg' }],
      effort: 7,
      note: 'Good',
    });
    const row = json<{ weeks: { prescribed: number; done: number }[]; lastLoggedAt: string | null }>(
      await call('GET', `/api/plan-assignments/${assignmentId}/compliance`, athlete.cookie),
    );
    expect(row.weeks[0]).toMatchObject({ prescribed: 6, done: 2 });
    expect(row.lastLoggedAt).not.toBeNull();
  });

  it('refuses future days, days outside the plan, ended assignments and bad input', async () => {
    const tomorrow = addDays(today, 1);
    const future = await call('PUT', logUrl(assignmentId, tomorrow, exOn(tomorrow)), athlete.cookie, { done: true });
    expect([future.statusCode, json(future).message]).toEqual([400, en('trainingPlans.futureDay')]);
    expect((await call('PUT', logUrl(assignmentId, addDays(start, -1), 'w0d0e0'), athlete.cookie, { done: true })).statusCode).toBe(400);
    expect((await call('PUT', logUrl(assignmentId, addDays(start, 14), 'w0d0e0'), athlete.cookie, { done: true })).statusCode).toBe(400);
    expect((await call('PUT', logUrl(assignmentId, today, 'nope'), athlete.cookie, { done: true })).statusCode).toBe(404);
    const bad = [
      [logUrl(assignmentId, '2026-02-30', 'w0d0e0'), { done: true }],
      [logUrl(assignmentId, 'yesterday', 'w0d0e0'), { done: true }],
      [logUrl(99_999_999_999, today, 'w0d0e0'), { done: true }],
      [logUrl(assignmentId, today, 'a%00b'), { done: true }],
      [logUrl(assignmentId, today, exOn(today)), {}],
      [logUrl(assignmentId, today, exOn(today)), { done: true, effort: 11 }],
      [logUrl(assignmentId, today, exOn(today)), { done: true, sets: Array.from({ length: 21 }, () => ({ amount: 1, load: null })) }],
      [logUrl(assignmentId, today, exOn(today)), { done: true, sets: Array.from({ length: 4 }, () => ({ amount: 1, load: null })) }],
      [logUrl(assignmentId, today, exOn(today)), { done: true, note: 'x'.repeat(10_000) }],
      [logUrl(assignmentId, today, exOn(today)), { done: true, note: 'a\u0000b' }],
    ] as const;
    for (const [url, body] of bad) expect((await call('PUT', url, athlete.cookie, body)).statusCode, url).toBe(400);
    for (const q of ['?from=2026-02-30', '?from=2026-01-10&to=2026-01-01', '?from=2026-01-01&to=2026-06-01']) {
      expect((await call('GET', `/api/plan-assignments/${assignmentId}${q}`, athlete.cookie)).statusCode, q).toBe(400);
    }
    const ended = await assign(athlete.user.id, addDays(today, -3));
    await t.database.db.update(planAssignments).set({ endedAt: new Date() }).where(eq(planAssignments.id, ended));
    const res = await call('PUT', logUrl(ended, today, 'w0d3e0'), athlete.cookie, { done: true });
    expect([res.statusCode, json(res).message]).toEqual([409, en('trainingPlans.ended')]);
    expect((await call('GET', `/api/plan-assignments/${ended}`, athlete.cookie)).statusCode).toBe(200);
  });

  it('takes only the athlete’s own clip as a filmed set', async () => {
    const db = t.database.db;
    const clip = async (userId: number) =>
      (
        await db
          .insert(mediaUploads)
          .values({ userId, storageKey: `k-${userId}-${crypto.randomUUID()}`, originalName: 'a.mp4', fileType: 'VIDEO', mimeType: 'video/mp4', fileSize: 10 })
          .returning()
      )[0]!.id;
    const mine = await clip(athlete.user.id);
    const theirs = await clip(other.user.id);
    const url = logUrl(assignmentId, today, exOn(today));
    expect((await call('PUT', url, athlete.cookie, { done: true, mediaId: theirs })).statusCode).toBe(400);
    const res = await call('PUT', url, athlete.cookie, { done: true, mediaId: mine });
    expect(json<{ mediaId: number }>(res).mediaId).toBe(mine);
  });

  it('keeps one log when the same exercise is logged from many devices at once', async () => {
    const date = addDays(today, -2);
    const ex = exOn(date).replace(/e0$/, 'e1');
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call('PUT', logUrl(assignmentId, date, ex), athlete.cookie, { done: i % 2 === 0, effort: (i % 10) + 1 })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const rows = await t.database.db.select().from(planLogs).where(eq(planLogs.exerciseId, ex));
      expect(rows).toHaveLength(1);
    }
  });

  it('shows members a real preview when the sample template exists', async () => {
    const db = t.database.db;
    const [tpl] = await db.insert(trainingPlans).values({ authorId: coach.user.id, title: 'Off-season strength (template)', isTemplate: true }).returning();
    await db.insert(trainingPlanVersions).values({ planId: tpl!.id, version: 1, weeks: [week(0), week(1)] });
    const res = await call('GET', '/api/my-training/preview', other.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ plan: { weeks: unknown[] } }>(res).plan.weeks).toHaveLength(1);
  });
});
