/**
 * An athlete's results (issue 31, decision 053), read by the athlete, a linked parent or staff:
 * every test's latest result for everyone; with advanced analytics, the history, the change against
 * the smallest worthwhile change, and the percentile in the age group and sex. Norms and the
 * worthwhile change read each athlete's latest result of the past 12 months.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { ageOn, dayIn } from '../../../common/age.ts';
import { type MyResults, type MyTest, type settingsInputSchema, type TestDirection, type TestSex } from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteTestSettings, measurementTests, testClips, testResults } from '../../db/schema/test-days.ts';
import { users, type User } from '../../db/schema/users.ts';
import { isLinked } from '../../domain/parent-links.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { analyticsIncluded } from './gate.ts';
import { ageGroupOf, percentileOf, round2, smallestWorthwhileChange, verdictOf } from './stats.ts';
import { toTest } from './tests.ts';
import { msg } from '../../../common/messages/index.ts';

/** How far back the norms and the worthwhile change look. */
export const NORM_WINDOW_DAYS = 365;

export type ResultsReader = 'athlete' | 'parent' | 'staff';

/** Who may read (and set the choices of) this athlete's results: themselves, a linked parent, staff. */
export async function resultsReader(db: Db | Tx, user: User, athleteId: number): Promise<ResultsReader> {
  if (user.id === athleteId) return 'athlete';
  if (user.role === 'PARENT') {
    // a parent who is not linked learns nothing about the athlete, not even that they exist
    if (await isLinked(db, user.id, athleteId)) return 'parent';
    throw notFound(msg('testDays.notYours'));
  }
  if (user.isStaff) {
    const [a] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, athleteId), isNull(users.deletedAt)));
    if (a) return 'staff';
    throw notFound(msg('testDays.notYours'));
  }
  throw forbidden(msg('testDays.notYours'));
}

/**
 * Minors (under 18 by the date of birth, else by the age the account states, or of unknown age)
 * appear on boards only with a parent's consent, as first name and initial.
 */
export function isMinor(dateOfBirth: string | null, today: string, statedAge: number | null = null): boolean {
  const age = dateOfBirth ? ageOn(dateOfBirth, today) : statedAge;
  return age === null || age < 18;
}

export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function settingsOf(db: Db | Tx, athlete: { id: number; dateOfBirth: string | null; age: number | null }, today: string): Promise<MyResults['settings']> {
  const [s] = await db.select().from(athleteTestSettings).where(eq(athleteTestSettings.userId, athlete.id));
  return {
    sex: (s?.sex as TestSex | null | undefined) ?? null,
    leaderboardOptOut: s?.leaderboardOptOut ?? false,
    showOnProfile: s?.showOnProfile ?? false,
    minor: isMinor(athlete.dateOfBirth, today, athlete.age),
    consent: s?.consentAt != null,
  };
}

export async function myResults(db: Db | Tx, storage: ObjectStorage, user: User, athleteIdParam: number | undefined, tz: string): Promise<MyResults> {
  const athleteId = athleteIdParam ?? user.id;
  await resultsReader(db, user, athleteId);
  const [athlete] = await db.select({ id: users.id, dateOfBirth: users.dateOfBirth, age: users.age }).from(users).where(eq(users.id, athleteId));
  if (!athlete) throw notFound(msg('testDays.notYours'));
  const today = dayIn(tz);
  const [analytics, settings, rows] = await Promise.all([
    analyticsIncluded(db, athleteId),
    settingsOf(db, athlete, today),
    db
      .select({ r: testResults, test: measurementTests, clipKey: testClips.storageKey })
      .from(testResults)
      .innerJoin(measurementTests, eq(measurementTests.id, testResults.testId))
      .leftJoin(testClips, eq(testClips.id, testResults.clipId))
      .where(eq(testResults.athleteId, athleteId))
      .orderBy(asc(testResults.testedOn), asc(testResults.id)),
  ]);
  const byTest = new Map<number, typeof rows>();
  for (const row of rows) byTest.set(row.test.id, [...(byTest.get(row.test.id) ?? []), row]);
  const norms = analytics ? await latestPerAthlete(db, [...byTest.keys()], daysBefore(today, NORM_WINDOW_DAYS)) : [];
  // the latest result's clip, to watch (its evidence)
  const clipUrls = new Map<number, string>();
  for (const list of byTest.values()) {
    const key = list[list.length - 1]!.clipKey;
    if (key) clipUrls.set(list[0]!.test.id, await storage.createReadUrl(key, { expiresInSeconds: 3600 }));
  }
  const tests: MyTest[] = [...byTest.values()].map((list) => {
    const test = toTest(list[0]!.test);
    const point = (r: (typeof list)[number]['r']) => ({ testedOn: r.testedOn, value: r.value, measured: r.clipId !== null });
    const last = list[list.length - 1]!.r;
    const clipUrl = clipUrls.get(test.id) ?? null;
    if (!analytics) return { test, latest: point(last), clipUrl, analytics: null };
    const population = norms.filter((n) => n.testId === test.id);
    const swc = smallestWorthwhileChange(population.map((n) => n.value));
    const prev = list.length > 1 ? list[list.length - 2]!.r : null;
    const change = prev ? round2(last.value - prev.value) : null;
    const ageGroup = ageGroupOf(athlete.dateOfBirth, last.testedOn, athlete.age);
    const group = population.filter(
      (n) => n.athleteId !== athleteId && ageGroupOf(n.dateOfBirth, n.testedOn, n.age) === ageGroup && (settings.sex === null || n.sex === settings.sex),
    );
    const groupValues = ageGroup === null ? [] : [...group.map((n) => n.value), last.value];
    return {
      test,
      latest: point(last),
      clipUrl,
      analytics: {
        history: list.map((x) => point(x.r)),
        change: change === null ? null : { value: change, verdict: verdictOf(change, swc, test.direction as TestDirection) },
        swc,
        ageGroup,
        sex: settings.sex,
        percentile: ageGroup === null ? null : percentileOf(last.value, groupValues, test.direction),
        groupSize: groupValues.length,
      },
    };
  });
  tests.sort((a, b) => b.latest.testedOn.localeCompare(a.latest.testedOn) || a.test.name.localeCompare(b.test.name));
  return { athleteId, analytics, tests, settings };
}

/**
 * Each athlete's latest result of each of these tests dated from `since` (one per athlete and test),
 * and up to `until` when given: a report for a past month reads the results as they stood at its end.
 */
export async function latestPerAthlete(db: Db | Tx, testIds: number[], since: string, until?: string) {
  if (testIds.length === 0) return [];
  return db
    .selectDistinctOn([testResults.testId, testResults.athleteId], {
      testId: testResults.testId,
      athleteId: testResults.athleteId,
      value: testResults.value,
      testedOn: testResults.testedOn,
      dateOfBirth: users.dateOfBirth,
      age: users.age,
      sex: athleteTestSettings.sex,
    })
    .from(testResults)
    .innerJoin(users, eq(users.id, testResults.athleteId))
    .leftJoin(athleteTestSettings, eq(athleteTestSettings.userId, testResults.athleteId))
    .where(
      and(
        inArray(testResults.testId, testIds),
        gte(testResults.testedOn, since),
        until === undefined ? undefined : lte(testResults.testedOn, until),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(testResults.testId, testResults.athleteId, desc(testResults.testedOn), desc(testResults.id));
}

/** The athlete's (or, for a parent, a child's) choices: sex, leaderboard opt-out, a parent's consent for a minor. */
export async function saveSettings(db: Db, user: User, input: z.output<typeof settingsInputSchema>, tz: string, now: Date): Promise<MyResults['settings']> {
  const reader = await resultsReader(db, user, input.athleteId);
  if (input.consent !== undefined && reader !== 'parent') throw forbidden(msg('testDays.consentParentsOnly'));
  const [athlete] = await db.select({ id: users.id, dateOfBirth: users.dateOfBirth, age: users.age }).from(users).where(eq(users.id, input.athleteId));
  const set = {
    ...(input.sex !== undefined ? { sex: input.sex } : {}),
    ...(input.leaderboardOptOut !== undefined ? { leaderboardOptOut: input.leaderboardOptOut } : {}),
    ...(input.showOnProfile !== undefined ? { showOnProfile: input.showOnProfile } : {}),
    ...(input.consent !== undefined ? { consentBy: input.consent ? user.id : null, consentAt: input.consent ? now : null } : {}),
    updatedAt: now,
  };
  await db
    .insert(athleteTestSettings)
    .values({ userId: input.athleteId, ...set })
    .onConflictDoUpdate({ target: athleteTestSettings.userId, set });
  return settingsOf(db, athlete!, dayIn(tz));
}
