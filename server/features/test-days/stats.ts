/**
 * The arithmetic of test results (issue 31, decision 053), pure: a result from its attempts, the age
 * group of an athlete on the test day, the smallest worthwhile change, a percentile in a group, and
 * whether a change is real or noise.
 */
import { ageOn } from '../../../common/age.ts';
import { TEST_AGE_GROUPS, TEST_LIMITS, type ChangeVerdict, type TestAggregate, type TestAgeGroup, type TestDirection } from '../../../common/test-days.ts';

/** Rounds to 2 decimals (a hundredth of a second, a tenth of a millimetre in cm): what any unit here needs. */
export const round2 = (x: number) => Math.round(x * 100) / 100;

/** The result of a test from its attempts: the best (by the test's direction) or the mean. */
export function resultOf(attempts: readonly number[], aggregate: TestAggregate, direction: TestDirection): number {
  if (attempts.length === 0) throw new Error('no attempts');
  if (aggregate === 'MEAN') return round2(attempts.reduce((a, b) => a + b, 0) / attempts.length);
  return direction === 'HIGHER' ? Math.max(...attempts) : Math.min(...attempts);
}

/** Whether `a` is better than `b` in this test. */
export const better = (a: number, b: number, direction: TestDirection) => (direction === 'HIGHER' ? a > b : a < b);

/**
 * The age group on the test day: U10 is under 10, U12 is 10-11 ... U18 is 16-17, then ADULT. From
 * the date of birth; without one, from the age the account states (as bookings do); null with neither.
 */
export function ageGroupOf(dateOfBirth: string | null, on: string, statedAge: number | null = null): TestAgeGroup | null {
  const age = dateOfBirth ? ageOn(dateOfBirth, on) : statedAge;
  if (age === null) return null;
  if (age >= 18) return 'ADULT';
  const bands = TEST_AGE_GROUPS.slice(0, -1);
  return bands.find((g) => age < Number(g.slice(1))) ?? 'ADULT';
}

/** The sample standard deviation; null with fewer than 2 values. */
export function sd(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1));
}

/**
 * The smallest worthwhile change: 0.2 of the between-athlete standard deviation (one value per
 * athlete), or null with fewer than `spreadMinimum` athletes.
 */
export function smallestWorthwhileChange(perAthlete: readonly number[]): number | null {
  if (perAthlete.length < TEST_LIMITS.spreadMinimum) return null;
  const s = sd(perAthlete);
  return s === null ? null : round2(TEST_LIMITS.swcShare * s);
}

/** A change (latest minus previous) judged against the smallest worthwhile change: null when there is none yet. */
export function verdictOf(change: number, swc: number | null, direction: TestDirection): ChangeVerdict | null {
  if (swc === null) return null;
  if (Math.abs(change) <= swc) return 'noise';
  return (direction === 'HIGHER') === change > 0 ? 'better' : 'worse';
}

/**
 * The percentile of `value` among `group` (one value per athlete, the athlete's own included): the
 * share of the group it beats, ties counting half, 0-100 rounded; null under the norms minimum.
 */
export function percentileOf(value: number, group: readonly number[], direction: TestDirection): number | null {
  if (group.length < TEST_LIMITS.normsMinimum) return null;
  let beaten = 0;
  let tied = 0;
  for (const v of group) {
    if (v === value) tied++;
    else if (better(value, v, direction)) beaten++;
  }
  // the athlete's own value is one of the ties and is not counted against itself
  return Math.round((100 * (beaten + Math.max(0, tied - 1) / 2)) / (group.length - 1));
}

/** How a person appears on a leaderboard: a minor as first name and initial, an adult by full name. */
export function boardName(firstName: string, lastName: string, minor: boolean): string {
  if (!minor) return `${firstName} ${lastName}`.trim();
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}
