/**
 * Leaderboards (issue 31, decision 053): per test, the best result of each athlete in the period,
 * in an age group (on the day of that result) and sex. Nobody who opted out appears; a minor (or an
 * athlete of unknown age) appears only with a linked parent's consent, as first name and initial.
 * Places are shared on ties (1, 2, 2, 4). The reader's own rows (and a parent's children's) are
 * marked, and given below the top rows when they are further down.
 */
import { and, asc, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { dayIn } from '../../../common/age.ts';
import { TEST_LIMITS, type Board, type boardQuerySchema } from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteTestSettings, testResults } from '../../db/schema/test-days.ts';
import { users, type User } from '../../db/schema/users.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { daysBefore, isMinor } from './results.ts';
import { ageGroupOf, boardName } from './stats.ts';
import { testById, toTest } from './tests.ts';

const PERIOD_DAYS = { month: 30, year: 365, all: null } as const;

export async function board(db: Db | Tx, user: User, q: z.output<typeof boardQuerySchema>, tz: string): Promise<Board> {
  const test = toTest(await testById(db, q.testId));
  const today = dayIn(tz);
  const days = PERIOD_DAYS[q.period];
  const lower = test.direction === 'LOWER';
  // Each athlete's best of the period from the results alone (three narrow columns, one index
  // range), and only then the athlete and their choices: joining first sorted every result with
  // its athlete's name and settings. The filters below are on the athlete, so their order does not
  // change who is left.
  const best = db
    .selectDistinctOn([testResults.athleteId], { athleteId: testResults.athleteId, value: testResults.value, testedOn: testResults.testedOn })
    .from(testResults)
    .where(and(eq(testResults.testId, test.id), days === null ? undefined : gte(testResults.testedOn, daysBefore(today, days))))
    .orderBy(testResults.athleteId, lower ? asc(testResults.value) : desc(testResults.value), asc(testResults.testedOn))
    .as('best');
  const rows = await db
    .select({
      athleteId: best.athleteId,
      value: best.value,
      testedOn: best.testedOn,
      firstName: users.firstName,
      lastName: users.lastName,
      dateOfBirth: users.dateOfBirth,
      age: users.age,
      sex: athleteTestSettings.sex,
      consent: athleteTestSettings.consentAt,
    })
    .from(best)
    .innerJoin(users, eq(users.id, best.athleteId))
    .leftJoin(athleteTestSettings, eq(athleteTestSettings.userId, best.athleteId))
    .where(
      and(
        isNull(users.deletedAt),
        or(isNull(athleteTestSettings.leaderboardOptOut), eq(athleteTestSettings.leaderboardOptOut, false)),
        q.sex === 'ALL' ? undefined : eq(athleteTestSettings.sex, q.sex),
      ),
    );
  const mine = new Set([user.id, ...(user.role === 'PARENT' ? (await linkedAthletes(db, user.id)).map((a) => a.id) : [])]);
  const shown = rows
    .filter((r) => q.ageGroup === 'ALL' || ageGroupOf(r.dateOfBirth, r.testedOn, r.age) === q.ageGroup)
    .map((r) => ({ ...r, minor: isMinor(r.dateOfBirth, today, r.age) }))
    .filter((r) => !r.minor || r.consent !== null)
    .sort((a, b) => (lower ? a.value - b.value : b.value - a.value) || a.testedOn.localeCompare(b.testedOn) || a.athleteId - b.athleteId);
  let place = 0;
  const ranked = shown.map((r, i) => {
    if (i === 0 || r.value !== shown[i - 1]!.value) place = i + 1;
    return { place, name: boardName(r.firstName, r.lastName, r.minor), value: r.value, testedOn: r.testedOn, you: mine.has(r.athleteId) };
  });
  const entries = ranked.slice(0, TEST_LIMITS.boardSize);
  return { test, entries, yours: ranked.slice(TEST_LIMITS.boardSize).filter((r) => r.you), total: ranked.length };
}
