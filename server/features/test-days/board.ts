/**
 * Leaderboards (issue 31, decision 053): per test, the best result of each athlete in the period,
 * in an age group (on the day of that result) and sex. Nobody who opted out appears; a minor (or an
 * athlete of unknown age) appears only with a linked parent's consent, as first name and initial.
 * Places are shared on ties (1, 2, 2, 4). The reader's own rows (and a parent's children's) are
 * marked, and given below the top rows when they are further down.
 *
 * All of it is one query: the bests, the age group and minor checks, the places and the count are
 * computed in the database, which sends back only the top rows and the reader's own (before, the
 * ~2,000 bests of a busy test went through these checks in Node on every request).
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dayIn } from '../../../common/age.ts';
import { TEST_AGE_GROUPS, TEST_LIMITS, type Board, type TestAgeGroup, type boardQuerySchema } from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteTestSettings, testResults } from '../../db/schema/test-days.ts';
import { users, type User } from '../../db/schema/users.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { daysBefore } from './results.ts';
import { boardName } from './stats.ts';
import { testById, toTest } from './tests.ts';

const PERIOD_DAYS = { month: 30, year: 365, all: null } as const;

/**
 * An athlete's age on `day` in SQL, as `ageGroupOf` and `isMinor` count it: whole years from the date
 * of birth (a birthday not yet reached this year takes one off; 29 February counts on 1 March), or
 * the age the account states when there is no date of birth; null with neither.
 */
function ageOnSql(day: SQL): SQL<number | null> {
  const dob = users.dateOfBirth;
  return sql<number | null>`coalesce(
    extract(year from ${day})::int - extract(year from ${dob})::int
      - (case when to_char(${day}, 'MMDD') < to_char(${dob}, 'MMDD') then 1 else 0 end),
    ${users.age})`;
}

/** The age group `group` as a condition on an age (U12 is 10-11, ADULT 18 and over; a null age is in none). */
function inAgeGroup(age: SQL, group: TestAgeGroup): SQL {
  const i = TEST_AGE_GROUPS.indexOf(group);
  const upper = group === 'ADULT' ? null : Number(group.slice(1));
  const lower = i === 0 ? null : Number(TEST_AGE_GROUPS[i - 1]!.slice(1));
  if (upper === null) return sql`${age} >= ${lower}`;
  return lower === null ? sql`${age} < ${upper}` : sql`(${age} >= ${lower} and ${age} < ${upper})`;
}

export async function board(db: Db | Tx, user: User, q: z.output<typeof boardQuerySchema>, tz: string): Promise<Board> {
  const test = toTest(await testById(db, q.testId));
  const today = dayIn(tz);
  const days = PERIOD_DAYS[q.period];
  const lower = test.direction === 'LOWER';
  const mine = [user.id, ...(user.role === 'PARENT' ? (await linkedAthletes(db, user.id)).map((a) => a.id) : [])];
  // Each athlete's best of the period from the results alone (three narrow columns, one index
  // range), and only then the athlete and their choices. The filters are on the athlete, so their
  // order does not change who is left.
  const best = db
    .selectDistinctOn([testResults.athleteId], { athleteId: testResults.athleteId, value: testResults.value, testedOn: testResults.testedOn })
    .from(testResults)
    .where(and(eq(testResults.testId, test.id), days === null ? undefined : gte(testResults.testedOn, daysBefore(today, days))))
    .orderBy(testResults.athleteId, lower ? asc(testResults.value) : desc(testResults.value), asc(testResults.testedOn))
    .as('best');
  const direction = sql.raw(lower ? 'asc' : 'desc');
  const minor = sql<boolean>`not coalesce(${ageOnSql(sql`${today}::date`)} >= 18, false)`;
  const ranked = db.$with('ranked').as(
    db
      .select({
        athleteId: best.athleteId,
        value: best.value,
        testedOn: best.testedOn,
        firstName: users.firstName,
        lastName: users.lastName,
        minor: minor.as('minor'),
        // places shared on ties (1, 2, 2, 4); within a tie, who got there first, then by id
        place: sql<number>`(rank() over (order by ${best.value} ${direction}))::int`.as('place'),
        row: sql<number>`(row_number() over (order by ${best.value} ${direction}, ${best.testedOn} asc, ${best.athleteId} asc))::int`.as('row'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(best)
      .innerJoin(users, eq(users.id, best.athleteId))
      .leftJoin(athleteTestSettings, eq(athleteTestSettings.userId, best.athleteId))
      .where(
        and(
          isNull(users.deletedAt),
          or(isNull(athleteTestSettings.leaderboardOptOut), eq(athleteTestSettings.leaderboardOptOut, false)),
          q.sex === 'ALL' ? undefined : eq(athleteTestSettings.sex, q.sex),
          q.ageGroup === 'ALL' ? undefined : inAgeGroup(ageOnSql(sql`${best.testedOn}`), q.ageGroup),
          or(sql`not (${minor})`, isNotNull(athleteTestSettings.consentAt)),
        ),
      ),
  );
  const rows = await db
    .with(ranked)
    .select()
    .from(ranked)
    .where(or(lte(ranked.row, TEST_LIMITS.boardSize), inArray(ranked.athleteId, mine)))
    .orderBy(asc(ranked.row));
  const entry = (r: (typeof rows)[number]) => ({
    place: r.place,
    name: boardName(r.firstName, r.lastName, r.minor),
    value: r.value,
    testedOn: r.testedOn,
    you: mine.includes(r.athleteId),
  });
  return {
    test,
    entries: rows.filter((r) => r.row <= TEST_LIMITS.boardSize).map(entry),
    yours: rows.filter((r) => r.row > TEST_LIMITS.boardSize).map(entry),
    total: rows[0]?.total ?? 0,
  };
}
