/**
 * A group's report for a facility-local month (issue 31, decision 054): per athlete, the month's
 * attendance (confirmed bookings of sessions that started in it, check-ins and no-shows staff
 * recorded), training-plan compliance (the plans' own arithmetic, `assignmentFacts`, read at the
 * month's end and at its start: the month's share is what was prescribed and done between), the
 * tests taken in it with their change against the result before, judged against the smallest
 * worthwhile change (test days' `verdictOf`), and up to three quotes of written coach feedback.
 * Only real figures: where there is nothing, the answer says so (zero bookings, null compliance,
 * no tests, no quotes), nothing is made up.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TEAM_REPORT_LIMITS,
  nextMonth,
  previousMonth,
  type ReportAthlete,
  type ReportPerson,
  type ReportTest,
  type TeamReport,
} from '../../../common/team-reports.ts';
import type { TestDirection } from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { measurementTests, testResults } from '../../db/schema/test-days.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest } from '../../platform/errors.ts';
import { daysBefore, latestPerAthlete, NORM_WINDOW_DAYS } from '../test-days/results.ts';
import { round2, smallestWorthwhileChange, verdictOf } from '../test-days/stats.ts';
import { assignmentFacts, byAthletes } from '../training-plans/read.ts';
import { refsOf } from '../../../common/messages/index.ts';

const M = refsOf('teamReports');

/** The facility-local month of an instant, 'YYYY-MM'. */
export const monthOf = (at: Date, tz: string) => formatInTimeZone(at, tz, 'yyyy-MM');

/** The last full month before `now` (the report's default). */
export const lastFullMonth = (now: Date, tz: string) => previousMonth(monthOf(now, tz));

export interface MonthBounds {
  month: string;
  /** The first and last facility dates of the month. */
  firstDay: string;
  lastDay: string;
  /** The instants the month starts and ends (exclusive) in the facility's zone. */
  from: Date;
  to: Date;
}

export function monthBounds(month: string, tz: string): MonthBounds {
  const next = `${nextMonth(month)}-01`;
  return {
    month,
    firstDay: `${month}-01`,
    lastDay: daysBefore(next, 1),
    from: fromZonedTime(`${month}-01T00:00:00`, tz),
    to: fromZonedTime(`${next}T00:00:00`, tz),
  };
}

/** The month asked for (default: the last full one); a month that has not started is refused. */
export function reportMonth(month: string | undefined, now: Date, tz: string): MonthBounds {
  const m = month ?? lastFullMonth(now, tz);
  if (m > monthOf(now, tz)) throw badRequest(M.futureMonth);
  return monthBounds(m, tz);
}

const coach = alias(users, 'coach');
const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const quoteOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= TEAM_REPORT_LIMITS.quoteChars ? flat : `${flat.slice(0, TEAM_REPORT_LIMITS.quoteChars - 1).trimEnd()}…`;
};

async function attendanceOf(db: Db | Tx, ids: number[], b: MonthBounds, now: Date) {
  const until = now < b.to ? now : b.to;
  const rows = await db
    .select({
      athleteId: bookings.athleteId,
      booked: sql<number>`count(*)::int`,
      checkedIn: sql<number>`(count(*) filter (where ${bookings.attendance} = 'CHECKED_IN'))::int`,
      noShow: sql<number>`(count(*) filter (where ${bookings.attendance} = 'NO_SHOW'))::int`,
    })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .where(
      and(inArray(bookings.athleteId, ids), eq(bookings.status, 'CONFIRMED'), gte(trainingSessions.startsAt, b.from), lt(trainingSessions.startsAt, until)),
    )
    .groupBy(bookings.athleteId);
  return new Map(rows.map((r) => [r.athleteId, { booked: r.booked, checkedIn: r.checkedIn, noShow: r.noShow }]));
}

/** Per athlete, the plan exercises prescribed on the month's days (up to today) and how many were done. */
async function complianceOf(db: Db | Tx, ids: number[], b: MonthBounds, now: Date, tz: string) {
  const end = now < b.to ? now : new Date(b.to.getTime() - 1);
  const totals = async (at: Date) => {
    const out = new Map<number, { prescribed: number; done: number }>();
    for (const f of await assignmentFacts(db, byAthletes(ids, true), tz, at)) {
      const t = out.get(f.summary.athlete.id) ?? { prescribed: 0, done: 0 };
      for (const w of f.weeks) {
        t.prescribed += w.prescribed;
        t.done += w.done;
      }
      out.set(f.summary.athlete.id, t);
    }
    return out;
  };
  const atEnd = await totals(end);
  const atStart = await totals(new Date(b.from.getTime() - 1));
  const out = new Map<number, ReportAthlete['compliance']>();
  for (const [athleteId, t] of atEnd) {
    const before = atStart.get(athleteId) ?? { prescribed: 0, done: 0 };
    const prescribed = t.prescribed - before.prescribed;
    const done = t.done - before.done;
    if (prescribed > 0) out.set(athleteId, { prescribed, done, share: done / prescribed });
  }
  return out;
}

/** Per athlete, each test taken in the month: its latest result then, the result before it, and the change judged against the worthwhile change. */
async function testsOf(db: Db | Tx, ids: number[], b: MonthBounds) {
  const rows = await db
    .select({ athleteId: testResults.athleteId, value: testResults.value, testedOn: testResults.testedOn, test: measurementTests })
    .from(testResults)
    .innerJoin(measurementTests, eq(measurementTests.id, testResults.testId))
    .where(and(inArray(testResults.athleteId, ids), lte(testResults.testedOn, b.lastDay)))
    .orderBy(asc(testResults.testedOn), asc(testResults.id));
  const byKey = new Map<string, typeof rows>();
  for (const r of rows) byKey.set(`${r.athleteId}:${r.test.id}`, [...(byKey.get(`${r.athleteId}:${r.test.id}`) ?? []), r]);
  const inMonth = [...byKey.values()].filter((list) => list[list.length - 1]!.testedOn >= b.firstDay);
  const testIds = [...new Set(inMonth.map((list) => list[0]!.test.id))];
  // the spread of the 12 months up to the month's end: a result dated after it (a later test day) is
  // not part of that month's picture, and would change a past report each time it is read
  const population = await latestPerAthlete(db, testIds, daysBefore(b.lastDay, NORM_WINDOW_DAYS), b.lastDay);
  const swcOf = new Map(testIds.map((id) => [id, smallestWorthwhileChange(population.filter((p) => p.testId === id).map((p) => p.value))]));
  const out = new Map<number, ReportTest[]>();
  for (const list of inMonth) {
    const last = list[list.length - 1]!;
    const prev = list.length > 1 ? list[list.length - 2]! : null;
    const direction = last.test.direction as TestDirection;
    const change = prev ? round2(last.value - prev.value) : null;
    const swc = swcOf.get(last.test.id) ?? null;
    out.set(last.athleteId, [
      ...(out.get(last.athleteId) ?? []),
      {
        testId: last.test.id,
        name: last.test.name,
        nameEs: last.test.nameEs,
        unit: last.test.unit,
        direction,
        value: last.value,
        testedOn: last.testedOn,
        previous: prev ? { value: prev.value, testedOn: prev.testedOn } : null,
        change,
        swc,
        verdict: change === null ? null : verdictOf(change, swc, direction),
      },
    ]);
  }
  for (const list of out.values()) list.sort((x, y) => y.testedOn.localeCompare(x.testedOn) || x.name.localeCompare(y.name));
  return out;
}

/** Per athlete, the latest written feedback coaches gave on the athlete's clips in the month (up to three). */
async function quotesOf(db: Db | Tx, ids: number[], b: MonthBounds, tz: string) {
  const rows = await db
    .select({
      athleteId: mediaUploads.userId,
      text: coachFeedback.feedback,
      at: coachFeedback.createdAt,
      coach: { firstName: coach.firstName, lastName: coach.lastName },
    })
    .from(coachFeedback)
    .innerJoin(mediaUploads, eq(mediaUploads.id, coachFeedback.mediaId))
    .innerJoin(coach, eq(coach.id, coachFeedback.coachId))
    .where(and(inArray(mediaUploads.userId, ids), gte(coachFeedback.createdAt, b.from), lt(coachFeedback.createdAt, b.to)))
    .orderBy(desc(coachFeedback.createdAt), desc(coachFeedback.id));
  const out = new Map<number, ReportAthlete['quotes']>();
  for (const r of rows) {
    const list = out.get(r.athleteId) ?? [];
    if (list.length >= TEAM_REPORT_LIMITS.quotes || r.text.trim() === '') continue;
    list.push({ text: quoteOf(r.text), coach: name(r.coach), givenOn: formatInTimeZone(r.at, tz, 'yyyy-MM-dd') });
    out.set(r.athleteId, list);
  }
  return out;
}

/** Whether an athlete's section has anything to tell (the monthly e-mail goes only then). */
export const hasData = (a: ReportAthlete) => a.attendance.booked > 0 || a.compliance !== null || a.tests.length > 0 || a.quotes.length > 0;

/** The report of these athletes for the month `b` (no access check: the callers check). */
export async function buildReport(
  db: Db | Tx,
  group: TeamReport['group'],
  athletes: ReportPerson[],
  b: MonthBounds,
  now: Date,
  tz: string,
): Promise<TeamReport> {
  const ids = athletes.map((a) => a.id);
  const empty = { booked: 0, checkedIn: 0, noShow: 0 };
  let list: ReportAthlete[] = [];
  if (ids.length > 0) {
    // one query after another: they may run inside a transaction
    const attendance = await attendanceOf(db, ids, b, now);
    const compliance = await complianceOf(db, ids, b, now, tz);
    const tests = await testsOf(db, ids, b);
    const quotes = await quotesOf(db, ids, b, tz);
    list = athletes.map((a) => ({
      id: a.id,
      name: a.name,
      attendance: attendance.get(a.id) ?? empty,
      compliance: compliance.get(a.id) ?? null,
      tests: tests.get(a.id) ?? [],
      quotes: quotes.get(a.id) ?? [],
    }));
  }
  const checkedIn = list.reduce((n, a) => n + a.attendance.checkedIn, 0);
  const recorded = checkedIn + list.reduce((n, a) => n + a.attendance.noShow, 0);
  const shares = list.flatMap((a) => (a.compliance ? [a.compliance.share] : []));
  return {
    group,
    month: b.month,
    partial: now < b.to,
    athletes: list,
    summary: {
      athletes: list.length,
      attendanceRate: recorded > 0 ? checkedIn / recorded : null,
      meanCompliance: shares.length ? shares.reduce((x, y) => x + y, 0) / shares.length : null,
      improved: list.filter((a) => a.tests.some((t) => t.verdict === 'better')).length,
      tested: list.filter((a) => a.tests.length > 0).length,
    },
  };
}
