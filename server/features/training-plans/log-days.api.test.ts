import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceRow, PlanWeek } from '../../../common/training-plans.ts';
import { planAssignments, planLogDays, planLogs, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { users } from '../../db/schema/users.ts';
import { linkParent } from '../../test/fixtures.ts';
import { callAs, createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { addDays, complianceByWeek, overallCompliance, type PlanVersion } from './days.ts';
import { facilityToday, versionsOf } from './read.ts';

/*
 * plan_log_days (decision 063): the per-day sums compliance reads stay equal to the logs they sum,
 * whatever is written at once (the athlete and a parent, several devices, the same exercise again),
 * and an edit that rewrites the past recounts them. On each database.
 */
const TRIALS = 20;
const week = (w: number, perDay = 3): PlanWeek => ({
  days: Array.from({ length: 7 }, (_, d) => ({
    title: `Day ${d}`,
    exercises:
      d === 6
        ? []
        : Array.from({ length: perDay }, (_, k) => ({
            id: `w${w}d${d}e${k}`,
            name: `Lunge ${k}`,
            measure: 'reps' as const,
            sets: 3,
            amount: 10,
            load: null,
            restSeconds: 60,
            notes: null,
            demoItemId: null,
            film: false,
          })),
  })),
});

describe(`plan_log_days on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let today: string;
  let coach: Awaited<ReturnType<typeof signupUser>>;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  const db = () => t.database.db;
  const logUrl = (id: number, date: string, ex: string) => `/api/plan-assignments/${id}/days/${date}/exercises/${ex}/log`;

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t.app);
    today = facilityToday(t.app.ctx.config.FACILITY_TZ, t.app.ctx.now());
    [coach, staff] = await Promise.all([signupUser(t.app, 'COACH'), signupStaff(t.app)]);
  });
  afterAll(async () => t?.close());

  /** An athlete (Pro) with a linked parent, on a new 2-week plan of the coach started `daysAgo` days ago. */
  async function assigned(daysAgo: number) {
    const [athlete, parent] = await Promise.all([signupUser(t.app), signupUser(t.app, 'PARENT')]);
    await db().update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, athlete.user.id));
    await linkParent(db(), parent.user.id, athlete.user);
    const [plan] = await db().insert(trainingPlans).values({ authorId: coach.user.id, title: 'Summed plan' }).returning();
    await db()
      .insert(trainingPlanVersions)
      .values({ planId: plan!.id, version: 1, weeks: [week(0), week(1)] });
    const start = addDays(today, -daysAgo);
    const [a] = await db()
      .insert(planAssignments)
      .values({ planId: plan!.id, athleteId: athlete.user.id, assignedBy: coach.user.id, startDate: start })
      .returning();
    return { athlete, parent, planId: plan!.id, id: a!.id, start };
  }

  /** The sums recounted from plan_logs, against what plan_log_days holds. */
  async function expectDaysMatchLogs(assignmentId: number) {
    const kept = await db()
      .select({
        day: planLogDays.day,
        logs: planLogDays.logs,
        done: planLogDays.done,
        effortSum: planLogDays.effortSum,
        effortCount: planLogDays.effortCount,
        notes: planLogDays.notes,
        last: planLogDays.lastLoggedAt,
      })
      .from(planLogDays)
      .where(eq(planLogDays.assignmentId, assignmentId))
      .orderBy(planLogDays.day);
    const counted = await db()
      .select({
        day: planLogs.day,
        logs: sql<number>`count(*)::int`,
        done: sql<number>`(count(*) filter (where ${planLogs.done}))::int`,
        effortSum: sql<number>`coalesce(sum(${planLogs.effort}), 0)::int`,
        effortCount: sql<number>`count(${planLogs.effort})::int`,
        notes: sql<number>`(count(*) filter (where ${planLogs.note} <> ''))::int`,
        last: sql<string>`max(${planLogs.updatedAt})`,
      })
      .from(planLogs)
      .where(eq(planLogs.assignmentId, assignmentId))
      .groupBy(planLogs.day)
      .orderBy(planLogs.day);
    expect(kept.map(({ last, ...k }) => ({ ...k, last: last?.getTime() }))).toEqual(
      counted.map(({ last, ...c }) => ({ ...c, last: new Date(last).getTime() })),
    );
  }

  /** The compliance answer against the rule computed in the process from the logs themselves. */
  async function expectComplianceFromLogs(a: { id: number; planId: number; start: string }, cookie: string) {
    const versions = (await versionsOf(db(), [a.planId])).get(a.planId)! as PlanVersion[];
    const logs = await db()
      .select({ day: planLogs.day, exerciseId: planLogs.exerciseId, done: planLogs.done, effort: planLogs.effort, note: planLogs.note })
      .from(planLogs)
      .where(eq(planLogs.assignmentId, a.id));
    const [row] = await db().select({ endedAt: planAssignments.endedAt }).from(planAssignments).where(eq(planAssignments.id, a.id));
    const endedOn = row!.endedAt ? facilityToday(t.app.ctx.config.FACILITY_TZ, row!.endedAt) : null;
    const weeks = complianceByWeek(versions, a.start, logs, today, endedOn);
    const res = await call('GET', `/api/plan-assignments/${a.id}/compliance`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const answer = json<ComplianceRow>(res);
    expect(answer.weeks).toEqual(weeks);
    expect(answer.assignment.compliance).toBe(overallCompliance(weeks));
  }

  it('keeps the day sums equal to the logs when the athlete and a parent log the same days at once, from several devices (20 trials)', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const a = await assigned(3);
      // Days 0 to 3 of week 0 (today is day 3), three exercises each; each exercise logged two or three times at once, by both.
      const calls = [];
      for (let d = 0; d <= 3; d += 1) {
        for (let k = 0; k < 3; k += 1) {
          const ex = `w0d${d}e${k}`;
          const date = addDays(a.start, d);
          for (let n = 0; n < 2 + ((d + k + trial) % 2); n += 1) {
            const who = n % 2 === 0 ? a.athlete : a.parent;
            const done = (d + k + n + trial) % 3 !== 0;
            calls.push(
              call('PUT', logUrl(a.id, date, ex), who.cookie, {
                done,
                effort: done ? ((d * 3 + k + n) % 10) + 1 : null,
                note: (k + n) % 2 ? `note ${n}` : null,
              }),
            );
          }
        }
      }
      const answers = await Promise.all(calls);
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      expect(await db().select().from(planLogs).where(eq(planLogs.assignmentId, a.id))).toHaveLength(12);
      await expectDaysMatchLogs(a.id);
      await expectComplianceFromLogs(a, a.athlete.cookie);
    }
  });

  it('follows logs changed and deleted outside the log route, and a whole assignment deleted', async () => {
    const a = await assigned(2);
    await db()
      .insert(planLogs)
      .values([
        { assignmentId: a.id, day: a.start, exerciseId: 'w0d0e0', done: true, effort: 7, note: 'Heavy' },
        { assignmentId: a.id, day: a.start, exerciseId: 'w0d0e1', done: false },
        { assignmentId: a.id, day: addDays(a.start, 1), exerciseId: 'w0d1e0', done: true, effort: 5 },
      ]);
    await expectDaysMatchLogs(a.id);
    // A change of day moves the log's figures from one day to the other.
    await db()
      .update(planLogs)
      .set({ done: true, effort: 9, note: null, day: addDays(a.start, 2), exerciseId: 'w0d2e1' })
      .where(eq(planLogs.exerciseId, 'w0d0e1'));
    await expectDaysMatchLogs(a.id);
    await db().delete(planLogs).where(eq(planLogs.exerciseId, 'w0d0e0'));
    const [day0] = await db()
      .select()
      .from(planLogDays)
      .where(and(eq(planLogDays.day, a.start), eq(planLogDays.assignmentId, a.id)));
    expect(day0).toMatchObject({ logs: 0, done: 0, effortSum: 0, effortCount: 0, notes: 0 });
    await expectComplianceFromLogs(a, staff.cookie);
    await db().delete(planAssignments).where(eq(planAssignments.id, a.id));
    expect(
      await db()
        .select()
        .from(planLogDays)
        .where(inArray(planLogDays.assignmentId, [a.id])),
    ).toHaveLength(0);
  });

  it('leaves out a day logged that the version in force on it does not have (a shorter version before a longer one)', async () => {
    const a = await assigned(13);
    // Version 1 has one week; version 2, in force from day 10, has two: days 7 to 9 are no plan day.
    await db()
      .update(trainingPlanVersions)
      .set({ weeks: [week(0)] })
      .where(eq(trainingPlanVersions.planId, a.planId));
    await db()
      .insert(trainingPlanVersions)
      .values({ planId: a.planId, version: 2, weeks: [week(0), week(1)], effectiveFrom: addDays(a.start, 10) });
    await db()
      .insert(planLogs)
      .values([
        { assignmentId: a.id, day: addDays(a.start, 1), exerciseId: 'w0d1e0', done: true, effort: 5 },
        { assignmentId: a.id, day: addDays(a.start, 8), exerciseId: 'w1d1e0', done: true, effort: 9, note: 'not a plan day' },
        { assignmentId: a.id, day: addDays(a.start, 11), exerciseId: 'w1d4e0', done: true, effort: 7 },
      ]);
    await expectComplianceFromLogs(a, staff.cookie);
    const row = json<ComplianceRow>(await call('GET', `/api/plan-assignments/${a.id}/compliance`, staff.cookie));
    expect(row.weeks[1]).toMatchObject({ done: 1, notes: 0, meanEffort: 7 });
  });

  it('recounts the days when an edit made with no athlete on the plan rewrites what an ended assignment was prescribed', async () => {
    const a = await assigned(3);
    for (const [d, k] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 2],
    ] as const) {
      expect((await call('PUT', logUrl(a.id, addDays(a.start, d), `w0d${d}e${k}`), a.athlete.cookie, { done: true, effort: 6, note: 'ok' })).statusCode).toBe(
        200,
      );
    }
    expect((await call('POST', `/api/plan-assignments/${a.id}/end`, staff.cookie)).statusCode).toBe(200);
    const before = json<ComplianceRow>(await call('GET', `/api/plan-assignments/${a.id}/compliance`, staff.cookie));
    expect(before.weeks[0]).toMatchObject({ done: 4 });
    // No live assignment: the edit is in force from the beginning. Day 0 keeps only its first exercise (renamed ids elsewhere).
    const edited = week(0, 1);
    const res = await call('PATCH', `/api/training-plans/${a.planId}`, staff.cookie, { weeks: [edited] });
    expect(res.statusCode, res.body).toBe(200);
    const after = json<ComplianceRow>(await call('GET', `/api/plan-assignments/${a.id}/compliance`, staff.cookie));
    // What still counts: w0d0e0 and w0d1e0 (w0d0e1 and w0d2e2 are no longer prescribed).
    expect(after.weeks[0]).toMatchObject({ done: 2, notes: 2, meanEffort: 6 });
    await expectComplianceFromLogs(a, staff.cookie);
    const [day0] = await db().select().from(planLogDays).where(eq(planLogDays.assignmentId, a.id)).orderBy(planLogDays.day).limit(1);
    expect(day0).toMatchObject({ logs: 2, done: 1 });
  });
});
