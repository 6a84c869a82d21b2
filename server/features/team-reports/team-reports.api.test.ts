import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GroupDetail, type TeamReport } from '../../../common/team-reports.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { athleteGroups, teamReportMails } from '../../db/schema/team-reports.ts';
import { measurementTests, testResults } from '../../db/schema/test-days.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import type { PlanWeek } from '../../../common/training-plans.ts';
import { daysBefore } from '../test-days/results.ts';
import { addDays } from '../training-plans/days.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import { createProgram, createSession, linkParent } from '../../test/fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { callAs, createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { createTestCluster } from '../../test/test-cluster.ts';
import { lastFullMonth, monthBounds } from './report.ts';
import { sendMonthlyReports, sweepTeamReports } from './sweep.ts';
import { en as inEnglish } from '../../../common/messages/index.ts';

/* Groups and team progress reports (issue 31, decision 054): access, bad input, the figures, the PDF, the monthly e-mail and two sweeps at once, on each database. */
const TRIALS = 20;
let seq = 0;

/** Test data of a month placed directly in the tables: a session that started `day` days into it, booked by the athlete. */
async function bookIn(db: Db, programId: number, athleteId: number, start: Date, attendance: 'CHECKED_IN' | 'NO_SHOW' | null, coachId: number | null = null) {
  const s = await createSession(db, programId);
  await db
    .update(trainingSessions)
    .set({ startsAt: start, date: start.toISOString().slice(0, 10), coachId })
    .where(eq(trainingSessions.id, s.id));
  await db.insert(bookings).values({ sessionId: s.id, athleteId, payerId: athleteId, amountCents: 0, status: 'CONFIRMED', attendance });
}

async function feedbackIn(db: Db, athleteId: number, coachId: number, at: Date, text: string) {
  seq += 1;
  const [m] = await db
    .insert(mediaUploads)
    .values({
      userId: athleteId,
      storageKey: `team-report-test/${athleteId}-${seq}-${Date.now()}.mp4`,
      originalName: 'clip.mp4',
      fileType: 'VIDEO',
      mimeType: 'video/mp4',
      fileSize: 1000,
      status: 'REVIEWED',
    })
    .returning();
  await db.insert(coachFeedback).values({ mediaId: m!.id, coachId, rating: 4, feedback: text, createdAt: at });
}

const days = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

describe(`team progress reports on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let programId: number;
  let month: string;
  let from: Date;
  const db = () => t.database.db;
  const tz = () => t.app.ctx.config.FACILITY_TZ;

  const athlete = async (first: string, last: string, tier: 'FREE' | 'TEAM' = 'TEAM') => {
    const a = await signupUser(t.app);
    await db().update(users).set({ firstName: first, lastName: last, subscriptionTier: tier }).where(eq(users.id, a.user.id));
    return a;
  };
  const parentOf = async (child: { id: number; email: string }, language: 'en' | 'es' | null, first = 'Pat') => {
    const p = await signupUser(t.app, 'PARENT');
    await db().update(users).set({ language, firstName: first }).where(eq(users.id, p.user.id));
    await linkParent(db(), p.user.id, child);
    return p;
  };
  const newGroup = async (cookie: string, name: string, athleteIds: number[]) => {
    const res = await call('POST', '/api/team-groups', cookie, { name, athleteIds });
    expect(res.statusCode, res.body).toBe(201);
    return json<GroupDetail>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t.app);
    staff = await signupStaff(t.app);
    programId = (await createProgram(db())).id;
    month = lastFullMonth(new Date(), tz());
    from = monthBounds(month, tz()).from;
  });
  afterAll(async () => t?.close());

  it('lets an approved coach group the athletes they coach and read only their own groups; staff any; members and guests none', async () => {
    const coach = await signupUser(t.app, 'COACH');
    const other = await signupUser(t.app, 'COACH');
    const pending = await signupUser(t.app, 'COACH');
    await db().update(users).set({ coachStatus: 'PENDING' }).where(eq(users.id, pending.user.id));
    const mine = await athlete('Ada', 'Mine');
    const stranger = await athlete('Sam', 'Stranger');
    const parent = await parentOf(mine.user, 'en');
    await bookIn(db(), programId, mine.user.id, days(from, 3), 'CHECKED_IN', coach.user.id);

    const candidates = json<Array<{ id: number }>>(await call('GET', '/api/team-groups/athletes', coach.cookie)).map((a) => a.id);
    expect(candidates).toEqual([mine.user.id]);
    const refused = await call('POST', '/api/team-groups', coach.cookie, { name: 'U16', athleteIds: [mine.user.id, stranger.user.id] });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(inEnglish('teamReports.notYourAthletes'));
    const g = await newGroup(coach.cookie, '  U16 Elite  ', [mine.user.id]);
    expect(g).toMatchObject({ name: 'U16 Elite', athleteCount: 1, athletes: [{ id: mine.user.id, name: 'Ada Mine' }], archived: false });

    for (const [who, status] of [
      [other, 404],
      [mine, 403],
      [parent, 403],
      [pending, 403],
    ] as const) {
      expect((await call('GET', `/api/team-groups/${g.id}`, who.cookie)).statusCode, who.email).toBe(status);
      expect((await call('GET', `/api/team-groups/${g.id}/report?month=${month}`, who.cookie)).statusCode).toBe(status);
      expect((await call('GET', `/api/team-groups/${g.id}/report.pdf?month=${month}`, who.cookie)).statusCode).toBe(status);
      expect((await call('PATCH', `/api/team-groups/${g.id}`, who.cookie, { name: 'Mine now' })).statusCode).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/team-groups' })).statusCode).toBe(401);
    expect(json<unknown[]>(await call('GET', '/api/team-groups', other.cookie))).toEqual([]);
    expect(json<Array<{ id: number }>>(await call('GET', '/api/team-groups', staff.cookie)).map((x) => x.id)).toContain(g.id);

    // staff read and edit any group, and add any athlete
    const edited = await call('PUT', `/api/team-groups/${g.id}/athletes`, staff.cookie, { athleteIds: [mine.user.id, stranger.user.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<GroupDetail>(edited).athletes.map((a) => a.name)).toEqual(['Ada Mine', 'Sam Stranger']);
    // the owner keeps an athlete staff added without coaching them, and removes one
    expect(
      json<GroupDetail>(await call('PUT', `/api/team-groups/${g.id}/athletes`, coach.cookie, { athleteIds: [stranger.user.id] })).athletes.map((a) => a.id),
    ).toEqual([stranger.user.id]);
    expect((await call('PUT', `/api/team-groups/${g.id}/athletes`, coach.cookie, { athleteIds: [stranger.user.id, mine.user.id] })).statusCode).toBe(200);

    // rename and archive; an archived group's athletes do not change
    expect(json<GroupDetail>(await call('PATCH', `/api/team-groups/${g.id}`, coach.cookie, { name: 'U16 Gold' })).name).toBe('U16 Gold');
    expect(json<GroupDetail>(await call('PATCH', `/api/team-groups/${g.id}`, coach.cookie, { archived: true })).archived).toBe(true);
    expect(json<unknown[]>(await call('GET', '/api/team-groups', coach.cookie))).toEqual([]);
    expect(json<Array<{ id: number }>>(await call('GET', '/api/team-groups?archived=true', coach.cookie)).map((x) => x.id)).toEqual([g.id]);
    const locked = await call('PUT', `/api/team-groups/${g.id}/athletes`, coach.cookie, { athleteIds: [] });
    expect(locked.statusCode).toBe(409);
    expect(json(locked).message).toBe(inEnglish('teamReports.archived'));
    expect((await call('PATCH', `/api/team-groups/${g.id}`, coach.cookie, { archived: false })).statusCode).toBe(200);

    const actions = (
      await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'athlete_group'), eq(auditLog.entityId, String(g.id))))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['group.create', 'group.athletes', 'group.rename', 'group.archive', 'group.restore']));
  });

  it('refuses bad input with a clear 400 (or 404) and saves nothing', async () => {
    const before = (await db().select({ n: count() }).from(athleteGroups))[0]!.n;
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'Team\u0000' },
      { name: 'x'.repeat(81) },
      { name: 'Team', athleteIds: [99999999999] },
      { name: 'Team', athleteIds: ['x'] },
      { name: 'Team', extra: 1 },
      { name: 'Team', athleteIds: Array.from({ length: 61 }, (_, i) => i + 1) },
    ]) {
      const res = await call('POST', '/api/team-groups', staff.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message).toBeTruthy();
    }
    // an id that is no athlete
    const unknown = await call('POST', '/api/team-groups', staff.cookie, { name: 'Team', athleteIds: [2147483647] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe(inEnglish('teamReports.notYourAthletes'));
    expect((await db().select({ n: count() }).from(athleteGroups))[0]!.n).toBe(before);

    const g = await newGroup(staff.cookie, 'Inputs', []);
    expect((await call('GET', '/api/team-groups/99999999999', staff.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/team-groups/2147483647', staff.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/team-groups/2147483647/report.pdf', staff.cookie)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/team-groups/${g.id}`, staff.cookie, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/team-groups/${g.id}`, staff.cookie, { name: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/team-groups/${g.id}/athletes`, staff.cookie, {})).statusCode).toBe(400);
    for (const m of ['2026-13', 'october', '2026-1', '26-10', '2026-10-01', '1999-12']) {
      const res = await call('GET', `/api/team-groups/${g.id}/report?month=${m}`, staff.cookie);
      expect(res.statusCode, m).toBe(400);
      expect(json(res).message).toBe(inEnglish('teamReports.month'));
      expect((await call('GET', `/api/team-groups/${g.id}/report.pdf?month=${m}`, staff.cookie)).statusCode, m).toBe(400);
    }
    const future = await call('GET', `/api/team-groups/${g.id}/report?month=2099-01`, staff.cookie);
    expect(future.statusCode).toBe(400);
    expect(json(future).message).toBe(inEnglish('teamReports.futureMonth'));
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/team-groups/${g.id}/report?month=oct`,
      headers: { cookie: staff.cookie, 'accept-language': 'es' },
    });
    expect(json(es).message).toBe('Elige un mes con el formato AAAA-MM (por ejemplo, 2026-10).');
    expect((await call('POST', '/api/staff/team-reports/monthly-mail', staff.cookie, { month: '2099-01' })).statusCode).toBe(400);
    expect((await call('POST', '/api/staff/team-reports/monthly-mail', (await signupUser(t.app, 'COACH')).cookie, { month })).statusCode).toBe(403);
  });

  it("reports each athlete's month: attendance, tests and their change, coach quotes; says so where there is nothing; and prints it", async () => {
    const a = await athlete('Alex', 'Able');
    const b = await athlete('Blair', 'Bond');
    const coach = await signupUser(t.app, 'COACH');
    // attendance: three sessions in the month (checked in, no-show, not recorded), one the month before, one cancelled booking
    await bookIn(db(), programId, a.user.id, days(from, 2), 'CHECKED_IN');
    await bookIn(db(), programId, a.user.id, days(from, 9), 'NO_SHOW');
    await bookIn(db(), programId, a.user.id, days(from, 16), null);
    await bookIn(db(), programId, a.user.id, days(from, -3), 'CHECKED_IN');
    // a test: five other athletes' results for the spread, Alex's 40 the month before and 45 in it
    const [jump] = await db()
      .insert(measurementTests)
      .values({ name: `Report jump ${Date.now()}`, nameEs: 'Salto del informe', unit: 'cm', direction: 'HIGHER', method: 'ENTERED' })
      .returning();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    for (const [i, v] of [30, 35, 40, 45, 50].entries()) {
      const o = await athlete(`Other${i}`, 'Spread');
      await db()
        .insert(testResults)
        .values({ athleteId: o.user.id, testId: jump!.id, attempts: [v], value: v, testedOn: day(days(from, 5)) });
    }
    await db()
      .insert(testResults)
      .values([
        { athleteId: a.user.id, testId: jump!.id, attempts: [40], value: 40, testedOn: day(days(from, -20)) },
        { athleteId: a.user.id, testId: jump!.id, attempts: [45], value: 45, testedOn: day(days(from, 12)) },
        { athleteId: b.user.id, testId: jump!.id, attempts: [33], value: 33, testedOn: day(days(from, 12)) },
      ]);
    // coach feedback: four in the month (three quoted, the latest first), one the month before
    for (const [n, text] of ['First note', 'Second note', 'Third note', 'Fourth note'].entries())
      await feedbackIn(db(), a.user.id, coach.user.id, days(from, 3 + n), text);
    await feedbackIn(db(), a.user.id, coach.user.id, days(from, -2), 'Old note');
    // a two-week plan from 3 days before the month: 2 exercises a day, day 7 of each week off; 18 due in the month, 3 of them done
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
                load: null,
                restSeconds: 90,
                notes: null,
                demoItemId: null,
                film: false,
              })),
      })),
    });
    const start = daysBefore(monthBounds(month, tz()).firstDay, 3);
    const [plan] = await db().insert(trainingPlans).values({ authorId: coach.user.id, title: 'Report plan' }).returning();
    await db()
      .insert(trainingPlanVersions)
      .values({ planId: plan!.id, version: 1, weeks: [week(0), week(1)] });
    const [assigned] = await db()
      .insert(planAssignments)
      .values({ planId: plan!.id, athleteId: a.user.id, assignedBy: coach.user.id, startDate: start })
      .returning();
    await db()
      .insert(planLogs)
      .values([
        { assignmentId: assigned!.id, day: start, exerciseId: 'w0d0e0', done: true },
        { assignmentId: assigned!.id, day: addDays(start, 3), exerciseId: 'w0d3e0', done: true },
        { assignmentId: assigned!.id, day: addDays(start, 3), exerciseId: 'w0d3e1', done: true },
        { assignmentId: assigned!.id, day: addDays(start, 4), exerciseId: 'w0d4e0', done: false },
        { assignmentId: assigned!.id, day: addDays(start, 7), exerciseId: 'w1d0e0', done: true },
      ]);
    const g = await newGroup(staff.cookie, 'Figures', [a.user.id, b.user.id]);

    const res = await call('GET', `/api/team-groups/${g.id}/report?month=${month}`, staff.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const r = json<TeamReport>(res);
    expect(r.month).toBe(month);
    expect(r.partial).toBe(false);
    const [alex, blair] = r.athletes;
    expect(alex!.name).toBe('Alex Able');
    expect(alex!.attendance).toEqual({ booked: 3, checkedIn: 1, noShow: 1 });
    expect(alex!.compliance).toEqual({ prescribed: 18, done: 3, share: 3 / 18 });
    expect(blair!.compliance).toBeNull();
    expect(alex!.tests).toHaveLength(1);
    expect(alex!.tests[0]).toMatchObject({ value: 45, previous: { value: 40 }, change: 5, verdict: 'better' });
    expect(alex!.tests[0]!.swc).toBeGreaterThan(0);
    expect(alex!.tests[0]!.swc).toBeLessThan(5);
    expect(alex!.quotes.map((q) => q.text)).toEqual(['Fourth note', 'Third note', 'Second note']);
    expect(alex!.quotes[0]!.coach).toBe(`Test ${coach.lastName}`);
    expect(blair!.attendance).toEqual({ booked: 0, checkedIn: 0, noShow: 0 });
    expect(blair!.tests[0]).toMatchObject({ value: 33, previous: null, change: null, verdict: null });
    expect(blair!.quotes).toEqual([]);
    expect(r.summary).toEqual({ athletes: 2, attendanceRate: 0.5, meanCompliance: 3 / 18, improved: 1, tested: 2 });
    // the default month is the last full one
    expect(json<TeamReport>(await call('GET', `/api/team-groups/${g.id}/report`, staff.cookie)).month).toBe(month);

    const pdf = await call('GET', `/api/team-groups/${g.id}/report.pdf?month=${month}`, staff.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload).join('\n');
    for (const s of [
      'Team progress report: Figures',
      'Alex Able',
      'Blair Bond',
      'No sessions this month.',
      '17%: 3 of 18 prescribed exercises done.',
      'a real improvement',
      'Fourth note',
    ])
      expect(text).toContain(s);
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/team-groups/${g.id}/report.pdf?month=${month}&athleteId=${b.user.id}`,
      headers: { cookie: staff.cookie, 'accept-language': 'es' },
    });
    const esText = pdfText(es.rawPayload).join('\n');
    expect(esText).toContain('Blair Bond');
    expect(esText).toContain('No hubo sesiones este mes.');
    expect(esText).not.toContain('Alex Able');
    expect((await call('GET', `/api/team-groups/${g.id}/report.pdf?month=${month}&athleteId=${coach.user.id}`, staff.cookie)).statusCode).toBe(404);
  });

  it("judges a month's change with the worthwhile change of the results dated up to the month's end, not those entered since", async () => {
    const a = await athlete('Rita', 'Later');
    const [jump] = await db()
      .insert(measurementTests)
      .values({ name: `Month-end jump ${Date.now()}`, unit: 'cm', direction: 'HIGHER', method: 'ENTERED' })
      .returning();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const { lastDay, to } = monthBounds(month, tz());
    // five athletes in the month, 30..50 (sd 7.91: a worthwhile change of 1.58), then a later test
    // day after the month's end, 0 and 100 (their latest results, a spread that would make 1.58 into 10+)
    const values = [30, 35, 40, 45, 50];
    for (const [i, v] of values.entries()) {
      const o = await athlete(`Spread${i}`, 'MonthEnd');
      await db()
        .insert(testResults)
        .values([
          { athleteId: o.user.id, testId: jump!.id, attempts: [v], value: v, testedOn: day(days(from, 5)) },
          { athleteId: o.user.id, testId: jump!.id, attempts: [i % 2 ? 0 : 100], value: i % 2 ? 0 : 100, testedOn: day(to) },
        ]);
    }
    // Rita: 40 the month before, 45 in the month (+5: real against 1.58), and 20 after it
    await db()
      .insert(testResults)
      .values([
        { athleteId: a.user.id, testId: jump!.id, attempts: [40], value: 40, testedOn: day(days(from, -20)) },
        { athleteId: a.user.id, testId: jump!.id, attempts: [45], value: 45, testedOn: lastDay },
        { athleteId: a.user.id, testId: jump!.id, attempts: [20], value: 20, testedOn: day(to) },
      ]);
    const g = await newGroup(staff.cookie, 'Month end', [a.user.id]);
    const r = json<TeamReport>(await call('GET', `/api/team-groups/${g.id}/report?month=${month}`, staff.cookie));
    const spread = [...values, 45];
    const mean = spread.reduce((x, y) => x + y, 0) / spread.length;
    const sd = Math.sqrt(spread.reduce((x, v) => x + (v - mean) ** 2, 0) / (spread.length - 1));
    expect(r.athletes[0]!.tests).toHaveLength(1);
    expect(r.athletes[0]!.tests[0]).toMatchObject({
      value: 45,
      testedOn: lastDay,
      previous: { value: 40 },
      change: 5,
      swc: Math.round(0.2 * sd * 100) / 100,
      verdict: 'better',
    });
  });

  it("e-mails each linked parent the child's month in their language, once, only with advanced analytics and only with data", async () => {
    const kid = await athlete('Lola', 'Team');
    const free = await athlete('Finn', 'Free', 'FREE');
    const quiet = await athlete('Quinn', 'Quiet');
    const es = await parentOf(kid.user, 'es', 'Lucía');
    const en = await parentOf(kid.user, 'en', 'Evan');
    const freeParent = await parentOf(free.user, 'es');
    const quietParent = await parentOf(quiet.user, 'en');
    await bookIn(db(), programId, kid.user.id, days(from, 4), 'CHECKED_IN');
    await bookIn(db(), programId, free.user.id, days(from, 4), 'CHECKED_IN');
    await newGroup(staff.cookie, 'Mail team', [kid.user.id, free.user.id, quiet.user.id]);

    // not on the 10th of a month; on the 2nd, for the month before
    const tenth = new Date(days(monthBounds(month, tz()).to, 9.5));
    expect(await sweepTeamReports(t.app.ctx, tenth)).toBe(0);
    const second = new Date(days(monthBounds(month, tz()).to, 1.5));
    expect(await sweepTeamReports(t.app.ctx, second)).toBeGreaterThanOrEqual(2);
    const mails = async (to: string) => db().select().from(outbox).where(eq(outbox.to, to));
    const [spanish] = await mails(es.email);
    expect(spanish!.subject).toMatch(/^Informe de progreso de Lola Team: [a-z]+ de \d{4}$/);
    for (const s of [
      'Hola, Lucía:',
      'Asistencia:',
      '1 sesión reservada; 1 con asistencia, 0 sin presentarse.',
      'Cumplimiento del plan de entrenamiento:',
      'No hizo pruebas este mes.',
      'Equipo: Mail team',
      'analítica avanzada',
    ])
      expect(spanish!.text).toContain(s);
    for (const s of ['Attendance', 'session', 'Hi ', 'Team:', 'No tests', 'progress report']) expect(spanish!.text).not.toContain(s);
    const [english] = await mails(en.email);
    expect(english!.subject).toMatch(/^Lola Team's progress report: [A-Z][a-z]+ \d{4}$/);
    expect(english!.text).toContain('1 session booked; 1 checked in, 0 no-shows.');
    expect(await mails(freeParent.email)).toEqual([]);
    expect(await mails(quietParent.email)).toEqual([]);
    // once: a second sweep, and staff sending the month by hand, change nothing
    expect(await sweepTeamReports(t.app.ctx, second)).toBe(0);
    const manual = await call('POST', '/api/staff/team-reports/monthly-mail', staff.cookie, { month });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(json(manual)).toEqual({ sent: 0, message: inEnglish('teamReports.mailsQueued') });
    expect(await mails(es.email)).toHaveLength(1);
  });
  it('sends a parent one e-mail a month for a child in several groups, naming every active group with its coach', async () => {
    const kid = await athlete('Nora', 'Many');
    const coach = await signupUser(t.app, 'COACH');
    await db().update(users).set({ firstName: 'Carla', lastName: 'Coach' }).where(eq(users.id, coach.user.id));
    const es = await parentOf(kid.user, 'es', 'Marta');
    const en = await parentOf(kid.user, 'en', 'Ed');
    await bookIn(db(), programId, kid.user.id, days(from, 6), 'CHECKED_IN', coach.user.id);
    const juniors = await newGroup(staff.cookie, 'Juniors', [kid.user.id]);
    const sprint = await newGroup(staff.cookie, 'Sprint squad', [kid.user.id]);
    const speed = await newGroup(coach.cookie, 'Velocidad', [kid.user.id]);
    const old = await newGroup(staff.cookie, 'Old team', [kid.user.id]);
    expect((await call('PATCH', `/api/team-groups/${old.id}`, staff.cookie, { archived: true })).statusCode).toBe(200);
    expect([juniors.id, sprint.id, speed.id].every((id, i, ids) => i === 0 || id > ids[i - 1]!)).toBe(true);
    const [owner] = await db().select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, staff.user.id));
    const staffName = `${owner!.firstName} ${owner!.lastName}`.trim();

    await sendMonthlyReports(t.app.ctx, month, days(monthBounds(month, tz()).to, 1.5));
    const mails = async (to: string) =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), like(outbox.subject, '%Nora Many%')));
    const [spanish, ...moreEs] = await mails(es.email);
    const [english, ...moreEn] = await mails(en.email);
    expect(moreEs).toEqual([]);
    expect(moreEn).toEqual([]);
    // the groups by coach, oldest first; the archived one is not named
    expect(english!.text).toContain(`Teams: Juniors and Sprint squad (coach ${staffName}); Velocidad (coach Carla Coach)`);
    expect(spanish!.text).toContain(`Equipos: Juniors y Sprint squad (entrenador: ${staffName}); Velocidad (entrenador: Carla Coach)`);
    for (const m of [english!, spanish!]) expect(m.text).not.toContain('Old team');
    // the child's figures once: one session, whatever the number of groups
    expect(english!.text).toContain('1 session booked; 1 checked in, 0 no-shows.');
    expect(
      await db()
        .select()
        .from(teamReportMails)
        .where(and(eq(teamReportMails.athleteId, kid.user.id), eq(teamReportMails.month, month))),
    ).toHaveLength(2);
  });
});

describe(`two monthly sweeps at once on ${testDbKind()}`, { timeout: 300_000 }, () => {
  it(`send each (parent, athlete, month) e-mail exactly once (${TRIALS} trials): two web nodes on PostgreSQL, two sweeps of one app on PGlite`, async () => {
    const onPostgres = testDbKind() === 'postgres';
    const cluster = onPostgres ? await createTestCluster(2) : null;
    const single = onPostgres ? null : await createTestApp();
    try {
      const [a, b] = (cluster ? cluster.nodes : [single!.app, single!.app]) as [FastifyInstance, FastifyInstance];
      const database = a.ctx.db;
      const tz = a.ctx.config.FACILITY_TZ;
      const month = lastFullMonth(new Date(), tz);
      const programId = (await createProgram(database)).id;
      const staff = await signupStaff(a);
      for (let i = 0; i < TRIALS; i++) {
        const kid = await signupUser(a);
        await database.update(users).set({ subscriptionTier: 'TEAM' }).where(eq(users.id, kid.user.id));
        const parents = [await signupUser(a, 'PARENT'), await signupUser(a, 'PARENT')];
        for (const p of parents) await linkParent(database, p.user.id, kid.user);
        await bookIn(database, programId, kid.user.id, days(monthBounds(month, tz).from, 5), 'CHECKED_IN');
        expect(
          (
            await a.inject({
              method: 'POST',
              url: '/api/team-groups',
              headers: { cookie: staff.cookie },
              payload: { name: `Race ${i}`, athleteIds: [kid.user.id] },
            })
          ).statusCode,
        ).toBe(201);
        const at = new Date();
        await Promise.all([sendMonthlyReports(a.ctx, month, at), sendMonthlyReports(b.ctx, month, at)]);
        for (const p of parents) {
          expect(
            await database
              .select()
              .from(outbox)
              .where(and(eq(outbox.to, p.email), like(outbox.subject, '%progress report%'))),
          ).toHaveLength(1);
          expect(
            await database
              .select()
              .from(teamReportMails)
              .where(and(eq(teamReportMails.parentId, p.user.id), eq(teamReportMails.athleteId, kid.user.id), eq(teamReportMails.month, month))),
          ).toHaveLength(1);
        }
      }
    } finally {
      await cluster?.close();
      await single?.close();
    }
  });
});
