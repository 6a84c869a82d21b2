/**
 * Demo tests and results (issue 31): four tests; the fall combine's results of 90 and 30 days ago
 * for Jordan and 19 other athletes of 14-15 (the combine group), so that the U16 group has the 20
 * athletes a percentile needs and the worthwhile change its spread; the next "Ages 12+" Speed &
 * Agility session at least 5 days ahead made a test day. Jordan's parent consented to the
 * leaderboards; the combine group's consent was given on the paper entry form (no linked parent
 * here). The values are fixed numbers, typed like a combine sheet, not drawn at random.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { programs, trainingSessions } from '../schema/programs.ts';
import { athleteTestSettings, measurementTests, testDayTests, testResults } from '../schema/test-days.ts';
import { users, type User } from '../schema/users.ts';
import { facilityDate } from './time.ts';

const COMBINE: Array<[string, string, 'F' | 'M', number]> = [
  ['Ethan', 'Brooks', 'M', 15],
  ['Olivia', 'Reed', 'F', 14],
  ['Noah', 'Kim', 'M', 14],
  ['Sophia', 'Patel', 'F', 15],
  ['Liam', 'Nguyen', 'M', 15],
  ['Emma', 'Scott', 'F', 14],
  ['Mason', 'Diaz', 'M', 14],
  ['Isabella', 'Ward', 'F', 15],
  ['Lucas', 'Foster', 'M', 15],
  ['Mia', 'Hughes', 'F', 14],
  ['Elijah', 'Price', 'M', 14],
  ['Amelia', 'Long', 'F', 15],
  ['James', 'Perry', 'M', 15],
  ['Harper', 'Bell', 'F', 14],
  ['Benjamin', 'Ross', 'M', 14],
  ['Evelyn', 'Cruz', 'F', 15],
  ['Henry', 'Ortiz', 'M', 15],
  ['Abigail', 'Gray', 'F', 14],
  ['Samuel', 'James', 'M', 14],
];

/** Each test: name, Spanish name, unit, direction, attempts; Jordan's two results; the group's spread (first, step across the group, change by the second combine). */
const TESTS = [
  {
    name: 'Vertical jump',
    nameEs: 'Salto vertical',
    unit: 'cm',
    direction: 'HIGHER',
    method: 'VIDEO_JUMP',
    attempts: 3,
    jordan: [48, 53.5],
    base: 38,
    step: 1.3,
    gain: 1.5,
  },
  { name: '20 m sprint', nameEs: 'Sprint de 20 m', unit: 's', direction: 'LOWER', attempts: 2, jordan: [3.42, 3.31], base: 3.78, step: -0.025, gain: -0.03 },
  {
    name: 'Pro agility (5-10-5)',
    nameEs: 'Agilidad 5-10-5',
    unit: 's',
    direction: 'LOWER',
    attempts: 2,
    jordan: [5.12, 5.1],
    base: 5.6,
    step: -0.03,
    gain: -0.04,
  },
  { name: 'Broad jump', nameEs: 'Salto horizontal', unit: 'cm', direction: 'HIGHER', attempts: 2, jordan: [212, 221], base: 180, step: 3.2, gain: 4 },
] as const;

const round2 = (x: number) => Math.round(x * 100) / 100;

export async function seedTestDays(
  tx: Tx,
  tz: string,
  passwordHash: string,
  who: { athlete: User; parent: User; staffId: number },
  now = new Date(),
): Promise<void> {
  const tests = await tx
    .insert(measurementTests)
    .values(
      TESTS.map((t) => ({
        name: t.name,
        nameEs: t.nameEs,
        unit: t.unit,
        direction: t.direction,
        method: 'method' in t ? t.method : 'ENTERED',
        attempts: t.attempts,
        aggregate: 'BEST',
      })),
    )
    .returning();
  const group = await tx
    .insert(users)
    .values(
      COMBINE.map(([firstName, lastName, , age]) => ({
        email: `${firstName}.${lastName}@combine.demo.octane.test`.toLowerCase(),
        passwordHash,
        emailVerifiedAt: now,
        firstName,
        lastName,
        role: 'ATHLETE' as const,
        age,
      })),
    )
    .returning();
  await tx
    .insert(athleteTestSettings)
    .values([
      { userId: who.athlete.id, consentBy: who.parent.id, consentAt: now },
      ...group.map((u, i) => ({ userId: u.id, sex: COMBINE[i]![2], consentAt: now })),
    ]);
  const [first, second] = [facilityDate(tz, -90, now), facilityDate(tz, -30, now)];
  const rows: (typeof testResults.$inferInsert)[] = [];
  TESTS.forEach((spec, k) => {
    const testId = tests[k]!.id;
    rows.push(
      { athleteId: who.athlete.id, testId, attempts: [spec.jordan[0]], value: spec.jordan[0], testedOn: first, recordedBy: who.staffId },
      { athleteId: who.athlete.id, testId, attempts: [spec.jordan[1]], value: spec.jordan[1], testedOn: second, recordedBy: who.staffId },
    );
    group.forEach((u, i) => {
      // spread over the group in a fixed order (i * 7 mod 19 mixes it), improving a little by the second combine
      const one = round2(spec.base + spec.step * ((i * 7) % 19));
      const two = round2(one + spec.gain * (1 + (i % 3)));
      rows.push(
        { athleteId: u.id, testId, attempts: [one], value: one, testedOn: first, recordedBy: who.staffId },
        { athleteId: u.id, testId, attempts: [two], value: two, testedOn: second, recordedBy: who.staffId },
      );
    });
  });
  await tx.insert(testResults).values(rows);

  // The next test day: the first "Ages 12+" Speed & Agility session 5 or more days ahead, with the jumps and the sprint.
  const [day] = await tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(
      and(
        eq(programs.name, 'Speed & Agility Fundamentals'),
        eq(trainingSessions.sessionTitle, 'Ages 12+'),
        gte(trainingSessions.date, facilityDate(tz, 5, now)),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt))
    .limit(1);
  if (day) await tx.insert(testDayTests).values([0, 1].map((k) => ({ sessionId: day.id, testId: tests[k]!.id, position: k })));
}
