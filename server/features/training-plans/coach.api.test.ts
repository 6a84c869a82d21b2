import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplianceRow, ExerciseInput, Plan, PlanSummary } from '../../../common/training-plans.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent } from '../../test/fixtures.ts';
import { en } from '../../../common/messages/index.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { addDays } from './days.ts';
import { facilityToday } from './read.ts';

/* Training plans, the coach's side (issue 30, decision 050): access, limits, versions, copies, assignment, gate, races, compliance. */
const TRIALS = 20;

const ex = (id: string, over: Partial<ExerciseInput> = {}): ExerciseInput => ({ id, name: 'Squat', measure: 'reps', sets: 3, amount: 10, ...over });
const week = (perDay: number, prefix = 'w') => ({
  days: Array.from({ length: 7 }, (_, d) => ({ exercises: Array.from({ length: perDay }, (_, i) => ex(`${prefix}${d}x${i}`)) })),
});
const plan = (weeks = [week(1)], over: Record<string, unknown> = {}) => ({ title: 'Off-season strength', weeks, ...over });

describe(`training plans, the coach's side, on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let coach: Awaited<ReturnType<typeof signupUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    coach = await signupUser(t.app, 'COACH', { firstName: 'Sofia' });
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const tz = () => t.app.ctx.config.FACILITY_TZ;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  async function athlete(tier: 'FREE' | 'PRO' = 'PRO') {
    const a = await signupUser(t.app, 'ATHLETE');
    await db().update(users).set({ subscriptionTier: tier }).where(eq(users.id, a.user.id));
    return a;
  }
  const create = async (cookie = staff.cookie, body: unknown = plan()) => {
    const res = await call('POST', '/api/training-plans', cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return json<Plan>(res);
  };
  const plansCount = async () => (await db().select({ n: count() }).from(trainingPlans))[0]!.n;

  it('lets only approved coaches build plans; others get 403, guests 401', async () => {
    const a = await athlete();
    const parent = await signupUser(t.app, 'PARENT');
    const pending = await signupUser(t.app, 'COACH');
    await db().update(users).set({ coachStatus: 'PENDING' }).where(eq(users.id, pending.user.id));
    for (const who of [a, parent, pending]) {
      expect((await call('POST', '/api/training-plans', who.cookie, plan())).statusCode).toBe(403);
      expect((await call('GET', '/api/training-plans', who.cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/training-plans')).statusCode).toBe(401);
    const made = await create(coach.cookie);
    expect(made).toMatchObject({
      title: 'Off-season strength',
      version: 1,
      isTemplate: false,
      archived: false,
      activeAssignments: 0,
      author: { id: coach.user.id },
    });
    // Another coach reads and copies it, but does not edit it.
    expect(
      (
        await call('PATCH', `/api/training-plans/${made.id}`, staff.cookie === coach.cookie ? '' : (await signupUser(t.app, 'COACH')).cookie, {
          title: 'Mine now',
        })
      ).statusCode,
    ).toBe(403);
    const list = json<PlanSummary[]>(await call('GET', '/api/training-plans', staff.cookie));
    expect(list.find((p) => p.id === made.id)).toMatchObject({ weekCount: 1 });
  });

  it('takes a plan at the limits (52 weeks, 20 exercises a day) and refuses one past them with a clear 400, saving nothing', async () => {
    const big = await create(staff.cookie, plan(Array.from({ length: 52 }, (_, w) => week(20, `w${w}d`))));
    expect(big.weeks).toHaveLength(52);
    expect(big.weeks[51]!.days[6]!.exercises).toHaveLength(20);
    const before = await plansCount();
    const cases: Array<[unknown, string]> = [
      [plan(Array.from({ length: 53 }, (_, w) => week(1, `w${w}d`))), en('trainingPlans.tooManyWeeks')],
      [plan([week(21)]), en('trainingPlans.tooManyExercises')],
      [plan([{ days: week(1).days.slice(0, 6) }]), en('trainingPlans.weekLength')],
      [plan([]), en('trainingPlans.noWeeks')],
      [plan([{ days: [{ exercises: [ex('a', { sets: -1 })] }, ...week(0).days.slice(1)] }]), en('trainingPlans.sets')],
      [plan([{ days: [{ exercises: [ex('a', { sets: 0 })] }, ...week(0).days.slice(1)] }]), en('trainingPlans.sets')],
      [plan([{ days: [{ exercises: [ex('a', { notes: 'x'.repeat(2001) })] }, ...week(0).days.slice(1)] }]), en('trainingPlans.notes')],
      [plan([week(1)], { description: 'x'.repeat(10_000) }), en('trainingPlans.notes')],
      [plan([{ days: [{ exercises: [ex('a'), ex('a')] }, ...week(0).days.slice(1)] }]), en('trainingPlans.duplicateExercise')],
      [plan([week(1)], { title: 'A\u0000B' }), 'not allowed'],
      [{}, ''],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/training-plans', staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json<{ message: string }>(res).message).toContain(message);
    }
    expect(await plansCount()).toBe(before);
    expect((await call('GET', '/api/training-plans/99999999999', staff.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/training-plans/2147483647', staff.cookie)).statusCode).toBe(404);
  });

  it('keeps history: an edit of a plan athletes are on applies from tomorrow; one nobody is on, at once', async () => {
    const a = await athlete();
    const p = await create();
    expect((await call('PATCH', `/api/training-plans/${p.id}`, staff.cookie, { weeks: [week(2, 'b')] })).statusCode).toBe(200);
    const today = facilityToday(tz(), new Date());
    const assigned = await call('POST', `/api/training-plans/${p.id}/assignments`, staff.cookie, { athleteIds: [a.user.id], startDate: today });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(json<{ message: string }>(assigned).message).toBe(en('trainingPlans.assigned', { count: 1 }));
    const edited = json<Plan>(await call('PATCH', `/api/training-plans/${p.id}`, staff.cookie, { weeks: [week(3, 'c')] }));
    expect(edited).toMatchObject({ version: 3, activeAssignments: 1 });
    const versions = await db().select().from(trainingPlanVersions).where(eq(trainingPlanVersions.planId, p.id)).orderBy(trainingPlanVersions.version);
    expect(versions.map((v) => v.effectiveFrom)).toEqual([null, null, addDays(today, 1)]);
    // The athlete is told, in their language.
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, a.email));
    expect(mail).toMatchObject({ subject: 'Your new training plan: Off-season strength' });
    expect(mail!.text).toMatch(/gave you a training plan, "Off-season strength", starting /);
  });

  it('copies a plan, and a week with new exercise ids (appended or over another week)', async () => {
    const p = await create(staff.cookie, plan([week(2, 'k')]));
    const appended = json<Plan>(await call('POST', `/api/training-plans/${p.id}/copy-week`, staff.cookie, { from: 0, to: 1 }));
    expect(appended.weeks).toHaveLength(2);
    const ids = (w: number) => appended.weeks[w]!.days.flatMap((d) => d.exercises.map((e) => e.id));
    expect(ids(1)).toHaveLength(14);
    expect(ids(1).some((id) => ids(0).includes(id))).toBe(false);
    expect((await call('POST', `/api/training-plans/${p.id}/copy-week`, staff.cookie, { from: 5, to: 1 })).statusCode).toBe(400);
    const copy = await call('POST', `/api/training-plans/${p.id}/copy`, coach.cookie, { isTemplate: true });
    expect(copy.statusCode).toBe(201);
    expect(json<Plan>(copy)).toMatchObject({ title: 'Off-season strength (copy)', isTemplate: true, author: { id: coach.user.id }, version: 1 });
    expect(json<PlanSummary[]>(await call('GET', '/api/training-plans?templates=true', coach.cookie)).some((s) => s.id === json<Plan>(copy).id)).toBe(true);
    expect(json<Plan>(await call('PATCH', `/api/training-plans/${p.id}`, staff.cookie, { archived: true })).archived).toBe(true);
    expect(json<PlanSummary[]>(await call('GET', '/api/training-plans', staff.cookie)).some((s) => s.id === p.id)).toBe(false);
    expect(json<PlanSummary[]>(await call('GET', '/api/training-plans?archived=true', staff.cookie)).some((s) => s.id === p.id)).toBe(true);
  });

  it("refuses an athlete whose plan lacks training plans (402 naming them), unless a linked parent's plan has them", async () => {
    const free = await athlete('FREE');
    const p = await create();
    const start = facilityToday(tz(), new Date());
    const refused = await call('POST', `/api/training-plans/${p.id}/assignments`, staff.cookie, { athleteIds: [free.user.id], startDate: start });
    expect(refused.statusCode).toBe(402);
    expect(json<{ message: string; capability: string }>(refused)).toMatchObject({
      message: en('trainingPlans.refusedAthletePlan', { name: free.firstName, plan: 'Free' }),
      capability: 'trainingPlans',
    });
    expect(await db().select().from(planAssignments).where(eq(planAssignments.athleteId, free.user.id))).toHaveLength(0);
    const athletes = json<Array<{ id: number; included: boolean }>>(await call('GET', '/api/training-plans/athletes', staff.cookie));
    expect(athletes.find((x) => x.id === free.user.id)?.included).toBe(false);
    const parent = await signupUser(t.app, 'PARENT');
    await db().update(users).set({ subscriptionTier: 'TEAM' }).where(eq(users.id, parent.user.id));
    await linkParent(db(), parent.user.id, { id: free.user.id, email: free.email });
    expect((await call('POST', `/api/training-plans/${p.id}/assignments`, staff.cookie, { athleteIds: [free.user.id], startDate: start })).statusCode).toBe(
      201,
    );
  });

  it('lists the athletes a coach may assign with whether their plan (or an active parent link) includes plans, in a fixed number of queries', async () => {
    const lister = await signupUser(t.app, 'COACH', { firstName: 'Lister' });
    const program = await createProgram(db());
    const s = await createSession(db(), program.id);
    const { trainingSessions } = await import('../../db/schema/programs.ts');
    await db().update(trainingSessions).set({ coachId: lister.user.id }).where(eq(trainingSessions.id, s.id));
    const coachOf = async (a: { user: { id: number } }) =>
      db().insert(bookings).values({ sessionId: s.id, payerId: a.user.id, athleteId: a.user.id, amountCents: 8000 });
    const pro = await athlete('PRO');
    const free = await athlete('FREE');
    const freeWithTeamParent = await athlete('FREE');
    const freeWithPendingParent = await athlete('FREE');
    const teamParent = await signupUser(t.app, 'PARENT');
    await db().update(users).set({ subscriptionTier: 'TEAM' }).where(eq(users.id, teamParent.user.id));
    await linkParent(db(), teamParent.user.id, { id: freeWithTeamParent.user.id, email: freeWithTeamParent.email });
    const pendingParent = await signupUser(t.app, 'PARENT');
    await db().update(users).set({ subscriptionTier: 'TEAM' }).where(eq(users.id, pendingParent.user.id));
    await linkParent(db(), pendingParent.user.id, { id: freeWithPendingParent.user.id, email: freeWithPendingParent.email });
    const { athleteLinks } = await import('../../db/schema/parent.ts');
    await db().update(athleteLinks).set({ status: 'PENDING' }).where(eq(athleteLinks.parentId, pendingParent.user.id));
    const notCoached = await athlete('PRO');

    // Queries sent for one listing, the response cache dropped first (the least of three, so a background job's query never counts).
    const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queriesFor = async () => {
      let least = Infinity;
      for (let i = 0; i < 3; i += 1) {
        await t.app.ctx.caches.invalidate();
        const spy = vi.spyOn(client, 'query');
        const res = await call('GET', '/api/training-plans/athletes', lister.cookie);
        least = Math.min(least, spy.mock.calls.length);
        spy.mockRestore();
        expect(res.statusCode, res.body).toBe(200);
      }
      return least;
    };
    await coachOf(pro);
    const withOne = await queriesFor();
    for (const a of [free, freeWithTeamParent, freeWithPendingParent]) await coachOf(a);
    for (let i = 0; i < 6; i += 1) await coachOf(await athlete(i % 2 ? 'FREE' : 'PRO'));
    expect(await queriesFor()).toBe(withOne);

    const list = json<Array<{ id: number; name: string; included: boolean }>>(await call('GET', '/api/training-plans/athletes', lister.cookie));
    expect(list).toHaveLength(10);
    const included = new Map(list.map((a) => [a.id, a.included]));
    expect(included.get(pro.user.id)).toBe(true);
    expect(included.get(free.user.id)).toBe(false);
    expect(included.get(freeWithTeamParent.user.id)).toBe(true);
    expect(included.get(freeWithPendingParent.user.id)).toBe(false);
    expect(included.has(notCoached.user.id)).toBe(false);
    expect(list.find((a) => a.id === pro.user.id)?.name).toBe(`${pro.firstName} ${pro.lastName}`);
    // Staff see every athlete, with the same answer for these.
    const all = new Map(
      json<Array<{ id: number; included: boolean }>>(await call('GET', '/api/training-plans/athletes', staff.cookie)).map((a) => [a.id, a.included]),
    );
    for (const [id, value] of included) expect(all.get(id)).toBe(value);
    expect(all.get(notCoached.user.id)).toBe(true);
  });

  it('lets a coach assign only to athletes they coach; staff to anyone; never to a parent', async () => {
    const a = await athlete();
    const p = await create(coach.cookie);
    const start = facilityToday(tz(), new Date());
    const body = { athleteIds: [a.user.id], startDate: start };
    expect(json<{ message: string }>(await call('POST', `/api/training-plans/${p.id}/assignments`, coach.cookie, body))).toMatchObject({
      message: en('trainingPlans.notYourAthlete'),
    });
    const program = await createProgram(db());
    const s = await createSession(db(), program.id);
    await db()
      .update((await import('../../db/schema/programs.ts')).trainingSessions)
      .set({ coachId: coach.user.id })
      .where(eq((await import('../../db/schema/programs.ts')).trainingSessions.id, s.id));
    await db().insert(bookings).values({ sessionId: s.id, payerId: a.user.id, athleteId: a.user.id, amountCents: 8000 });
    expect((await call('POST', `/api/training-plans/${p.id}/assignments`, coach.cookie, body)).statusCode).toBe(201);
    const parent = await signupUser(t.app, 'PARENT');
    expect((await call('POST', `/api/training-plans/${p.id}/assignments`, staff.cookie, { athleteIds: [parent.user.id], startDate: start })).statusCode).toBe(
      400,
    );
    for (const bad of [
      { athleteIds: [], startDate: start },
      { athleteIds: [a.user.id], startDate: '2026-02-30' },
      { athleteIds: [99999999999], startDate: start },
      { athleteIds: [a.user.id] },
    ]) {
      expect((await call('POST', `/api/training-plans/${p.id}/assignments`, staff.cookie, bad)).statusCode).toBe(400);
    }
  });

  it('gives one assignment when the same plan is assigned several times at once (20 trials)', async () => {
    const p = await create();
    for (let trial = 0; trial < TRIALS; trial++) {
      const a = await athlete();
      const startDate = addDays(facilityToday(tz(), new Date()), trial % 3);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call('POST', `/api/training-plans/${p.id}/assignments`, staff.cookie, { athleteIds: [a.user.id], startDate })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const ids = new Set(answers.map((r) => json<{ assignmentIds: number[] }>(r).assignmentIds[0]));
      expect(ids.size).toBe(1);
      expect(
        await db()
          .select()
          .from(planAssignments)
          .where(and(eq(planAssignments.athleteId, a.user.id), isNull(planAssignments.endedAt))),
      ).toHaveLength(1);
    }
  });

  it('numbers two edits made at once as two versions (20 trials)', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const p = await create();
      const answers = await Promise.all([week(1, 'x'), week(2, 'y')].map((w) => call('PATCH', `/api/training-plans/${p.id}`, staff.cookie, { weeks: [w] })));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const versions = await db().select({ v: trainingPlanVersions.version }).from(trainingPlanVersions).where(eq(trainingPlanVersions.planId, p.id));
      expect(versions.map((r) => r.v).sort()).toEqual([1, 2, 3]);
    }
  });

  it("shows the coach each athlete's weekly compliance and effort, ends an assignment, and takes comments on a day", async () => {
    const a = await athlete();
    const p = await create(staff.cookie, plan([week(2, 'q')]));
    const start = addDays(facilityToday(tz(), new Date()), -2);
    const [assignmentId] = json<{ assignmentIds: number[] }>(
      await call('POST', `/api/training-plans/${p.id}/assignments`, staff.cookie, { athleteIds: [a.user.id], startDate: start }),
    ).assignmentIds;
    // Three days have come (six exercises); three are done, efforts 6 and 8, one note.
    await db()
      .insert(planLogs)
      .values([
        { assignmentId: assignmentId!, day: start, exerciseId: 'q0x0', done: true, effort: 6, note: 'Heavy' },
        { assignmentId: assignmentId!, day: start, exerciseId: 'q0x1', done: true, effort: 8 },
        { assignmentId: assignmentId!, day: addDays(start, 1), exerciseId: 'q1x0', done: true },
        { assignmentId: assignmentId!, day: addDays(start, 1), exerciseId: 'q1x1', done: false },
      ]);
    const row = json<ComplianceRow[]>(await call('GET', '/api/training-plans/compliance', staff.cookie)).find((r) => r.assignment.id === assignmentId)!;
    expect(row.assignment.compliance).toBe(0.5);
    expect(row.weeks[0]).toMatchObject({ week: 0, prescribed: 6, done: 3, compliance: 0.5, meanEffort: 7, notes: 1 });
    expect(row.lastLoggedAt).not.toBeNull();
    // Another coach does not see it; an athlete cannot read the table.
    expect(json<ComplianceRow[]>(await call('GET', '/api/training-plans/compliance', coach.cookie)).some((r) => r.assignment.id === assignmentId)).toBe(false);
    expect((await call('GET', '/api/training-plans/compliance', a.cookie)).statusCode).toBe(403);

    const comment = await call('POST', `/api/plan-assignments/${assignmentId}/days/${start}/comments`, staff.cookie, { body: 'Good depth on the squats.' });
    expect(comment.statusCode).toBe(201);
    expect(json<{ body: string }>(comment).body).toBe('Good depth on the squats.');
    expect((await call('POST', `/api/plan-assignments/${assignmentId}/days/${addDays(start, 30)}/comments`, staff.cookie, { body: 'Later' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/api/plan-assignments/${assignmentId}/days/${start}/comments`, coach.cookie, { body: 'Not mine' })).statusCode).toBe(403);
    expect((await call('POST', `/api/plan-assignments/${assignmentId}/days/${start}/comments`, a.cookie, { body: '' })).statusCode).toBe(400);

    expect((await call('POST', `/api/plan-assignments/${assignmentId}/end`, coach.cookie)).statusCode).toBe(403);
    const ended = await call('POST', `/api/plan-assignments/${assignmentId}/end`, staff.cookie);
    expect(ended.statusCode).toBe(200);
    expect(json<{ ended: boolean }>(ended).ended).toBe(true);
    expect(json<ComplianceRow[]>(await call('GET', '/api/training-plans/compliance', staff.cookie)).some((r) => r.assignment.id === assignmentId)).toBe(false);
  });
});
