/**
 * Test days and the station (issue 31, decision 053): a training session with tests is a test day,
 * booked like any other; staff choose its tests and, at the station, enter each booked athlete's
 * attempts. A result is one row per athlete, test and test day: entering it again replaces it (and
 * is audited with the value before), so two staff at two tablets cannot make two results.
 */
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type dayTestsInputSchema, type resultInputSchema, type StationAthlete, type Station, type TestDaySummary } from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { measurementTests, testDayTests, testResults } from '../../db/schema/test-days.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { clipsOf, lockDay } from './clips.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { ageGroupOf, resultOf } from './stats.ts';
import { testById, toTest } from './tests.ts';
import { msg } from '../../../common/messages/index.ts';

/** Upcoming sessions staff can make a test day of: the next 60 days. */
const PLANNABLE_DAYS = 60;

type SessionRow = { id: number; title: string | null; programName: string; startsAt: Date; date: string };

async function sessionOf(db: Db | Tx, sessionId: number): Promise<SessionRow> {
  const [s] = await db
    .select({
      id: trainingSessions.id,
      title: trainingSessions.sessionTitle,
      programName: programs.name,
      startsAt: trainingSessions.startsAt,
      date: trainingSessions.date,
    })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(eq(trainingSessions.id, sessionId));
  if (!s) throw notFound(msg('testDays.dayNotFound'));
  return s;
}

async function summaries(db: Db | Tx, sessions: SessionRow[]): Promise<TestDaySummary[]> {
  if (sessions.length === 0) return [];
  const ids = sessions.map((s) => s.id);
  // One after another: inside a transaction they share one connection (pg queues concurrent queries, and warns).
  const tests = await db
    .select({ sessionId: testDayTests.sessionId, test: measurementTests })
    .from(testDayTests)
    .innerJoin(measurementTests, eq(measurementTests.id, testDayTests.testId))
    .where(inArray(testDayTests.sessionId, ids))
    .orderBy(asc(testDayTests.position));
  const booked = await db
    .select({ sessionId: bookings.sessionId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.sessionId, ids), eq(bookings.status, 'CONFIRMED')))
    .groupBy(bookings.sessionId);
  const entered = await db
    .select({ sessionId: testResults.sessionId, n: sql<number>`count(*)::int` })
    .from(testResults)
    .where(inArray(testResults.sessionId, ids))
    .groupBy(testResults.sessionId);
  return sessions.map((s) => ({
    sessionId: s.id,
    // "Speed & Agility Fundamentals: Ages 12+": a session's own title alone is often only an age group
    title: s.title ? `${s.programName}: ${s.title}` : s.programName,
    programName: s.programName,
    startsAt: s.startsAt.toISOString(),
    tests: tests.filter((t) => t.sessionId === s.id).map((t) => toTest(t.test)),
    booked: booked.find((b) => b.sessionId === s.id)?.n ?? 0,
    resultsEntered: entered.find((e) => e.sessionId === s.id)?.n ?? 0,
  }));
}

/** Test days (any date) and the sessions of the next 60 days that could become one: at most 200, newest first (the page orders them). */
export async function staffDays(db: Db | Tx, now: Date): Promise<TestDaySummary[]> {
  const horizon = new Date(now.getTime() + PLANNABLE_DAYS * 86_400_000);
  const withTests = db.selectDistinct({ id: testDayTests.sessionId }).from(testDayTests);
  const rows = await db
    .select({
      id: trainingSessions.id,
      title: trainingSessions.sessionTitle,
      programName: programs.name,
      startsAt: trainingSessions.startsAt,
      date: trainingSessions.date,
    })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(
      or(
        inArray(trainingSessions.id, withTests),
        and(eq(trainingSessions.status, 'ACTIVE'), gte(trainingSessions.startsAt, now), sql`${trainingSessions.startsAt} < ${horizon.toISOString()}`),
      ),
    )
    .orderBy(desc(trainingSessions.startsAt))
    .limit(200);
  return summaries(db, rows);
}

/** Sets a session's tests (in this order). A test with results on this day cannot be removed. */
export async function setDayTests(db: Db, staff: User, sessionId: number, input: z.output<typeof dayTestsInputSchema>): Promise<TestDaySummary> {
  return db.transaction(async (tx) => {
    const session = await sessionOf(tx, sessionId);
    // one writer per session: two staff saving the list at once apply one after the other
    await lockDay(tx, sessionId);
    if (input.testIds.length > 0) {
      const found = await tx.select().from(measurementTests).where(inArray(measurementTests.id, input.testIds));
      if (found.length !== input.testIds.length) throw notFound(msg('testDays.notFound'));
      const before = new Set((await tx.select({ id: testDayTests.testId }).from(testDayTests).where(eq(testDayTests.sessionId, sessionId))).map((r) => r.id));
      // an archived test stays on the days that had it, but is not added to new ones
      if (found.some((t) => t.archivedAt && !before.has(t.id))) throw badRequest(msg('testDays.testArchived'));
    }
    const removed = await tx
      .select({ testId: testDayTests.testId })
      .from(testDayTests)
      .where(and(eq(testDayTests.sessionId, sessionId), input.testIds.length ? sql`${testDayTests.testId} NOT IN ${input.testIds}` : undefined));
    if (removed.length > 0) {
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(testResults)
        .where(
          and(
            eq(testResults.sessionId, sessionId),
            inArray(
              testResults.testId,
              removed.map((r) => r.testId),
            ),
          ),
        );
      if (used!.n > 0) throw conflict(msg('testDays.hasResults'));
    }
    await tx.delete(testDayTests).where(eq(testDayTests.sessionId, sessionId));
    if (input.testIds.length > 0) await tx.insert(testDayTests).values(input.testIds.map((testId, position) => ({ sessionId, testId, position })));
    await audit(tx, staff.id, 'test-day.tests', 'training_session', sessionId, { testIds: input.testIds });
    const [summary] = await summaries(tx, [session]);
    return summary!;
  });
}

async function dayTests(db: Db | Tx, sessionId: number) {
  return db
    .select({ test: measurementTests })
    .from(testDayTests)
    .innerJoin(measurementTests, eq(measurementTests.id, testDayTests.testId))
    .where(eq(testDayTests.sessionId, sessionId))
    .orderBy(asc(testDayTests.position));
}

async function rosterOf(db: Db | Tx, storage: ObjectStorage, session: SessionRow, athleteIds?: number[]): Promise<StationAthlete[]> {
  const roster = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
      age: users.age,
      attendance: bookings.attendance,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.athleteId))
    .where(
      and(
        eq(bookings.sessionId, session.id),
        eq(bookings.status, 'CONFIRMED'),
        isNull(users.deletedAt),
        athleteIds ? inArray(users.id, athleteIds) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const results = roster.length
    ? await db
        .select()
        .from(testResults)
        .where(
          and(
            eq(testResults.sessionId, session.id),
            inArray(
              testResults.athleteId,
              roster.map((r) => r.id),
            ),
          ),
        )
    : [];
  const clips = await clipsOf(
    db,
    storage,
    session.id,
    roster.map((r) => r.id),
  );
  return roster.map((a) => ({
    athleteId: a.id,
    name: `${a.firstName} ${a.lastName}`.trim(),
    ageGroup: ageGroupOf(a.dateOfBirth, session.date, a.age),
    checkedIn: a.attendance === 'CHECKED_IN',
    results: results.filter((r) => r.athleteId === a.id).map((r) => ({ testId: r.testId, attempts: r.attempts, value: r.value, measured: r.clipId !== null })),
    clips: clips.get(a.id) ?? [],
  }));
}

/** The station: the day, its tests, and every booked athlete with what was entered. */
export async function station(db: Db | Tx, storage: ObjectStorage, sessionId: number): Promise<Station> {
  const session = await sessionOf(db, sessionId);
  const [day] = await summaries(db, [session]);
  if (day!.tests.length === 0) throw badRequest(msg('testDays.notATestDay'));
  const setups = await db
    .select({ testId: testDayTests.testId, setup: testDayTests.sprintSetup })
    .from(testDayTests)
    .innerJoin(measurementTests, eq(measurementTests.id, testDayTests.testId))
    .where(and(eq(testDayTests.sessionId, sessionId), eq(measurementTests.method, 'VIDEO_SPRINT')));
  return { day: day!, sprintSetups: setups, athletes: await rosterOf(db, storage, session) };
}

/** Enters (or replaces) one athlete's attempts at one test of a test day; answers the athlete's row. */
export async function recordResult(
  db: Db,
  storage: ObjectStorage,
  staff: User,
  sessionId: number,
  input: z.output<typeof resultInputSchema>,
  now: Date,
): Promise<StationAthlete> {
  return db.transaction(async (tx) => {
    const session = await sessionOf(tx, sessionId);
    // after the day's tests are changed, or a clip's result is written, not in between
    await lockDay(tx, sessionId);
    const test = await testById(tx, input.testId);
    const onDay = (await dayTests(tx, sessionId)).some((t) => t.test.id === test.id);
    if (!onDay) throw badRequest(msg('testDays.notOnDay'));
    if (input.attempts.length > test.attempts) throw badRequest(msg('testDays.tooManyAttempts', { n: test.attempts }));
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.sessionId, sessionId), eq(bookings.athleteId, input.athleteId), eq(bookings.status, 'CONFIRMED')));
    if (!booked) throw badRequest(msg('testDays.notBooked'));
    const value = resultOf(input.attempts, test.aggregate as 'BEST' | 'MEAN', test.direction as 'HIGHER' | 'LOWER');
    const [before] = await tx
      .select({ value: testResults.value, attempts: testResults.attempts })
      .from(testResults)
      .where(and(eq(testResults.sessionId, sessionId), eq(testResults.athleteId, input.athleteId), eq(testResults.testId, test.id)));
    // Typed attempts replace a measured result: the clip no longer decides it.
    await tx
      .insert(testResults)
      .values({ athleteId: input.athleteId, testId: test.id, sessionId, attempts: input.attempts, value, testedOn: session.date, recordedBy: staff.id })
      .onConflictDoUpdate({
        target: [testResults.sessionId, testResults.athleteId, testResults.testId],
        targetWhere: sql`${testResults.sessionId} IS NOT NULL`,
        set: { attempts: input.attempts, value, recordedBy: staff.id, clipId: null, evidence: null, updatedAt: now },
      });
    if (!before || before.value !== value || JSON.stringify(before.attempts) !== JSON.stringify(input.attempts)) {
      await audit(tx, staff.id, before ? 'test.result.edit' : 'test.result', 'test_result', null, {
        sessionId,
        athleteId: input.athleteId,
        testId: test.id,
        attempts: input.attempts,
        value,
        ...(before ? { before: before.value } : {}),
      });
    }
    const [row] = await rosterOf(tx, storage, session, [input.athleteId]);
    return row!;
  });
}

/** One athlete's station row (after a clip is recorded or removed). */
export async function stationRow(db: Db | Tx, storage: ObjectStorage, sessionId: number, athleteId: number): Promise<StationAthlete> {
  const [row] = await rosterOf(db, storage, await sessionOf(db, sessionId), [athleteId]);
  if (!row) throw notFound(msg('testDays.notBooked'));
  return row;
}
