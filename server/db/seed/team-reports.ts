/**
 * A demo team (issue 31, decision 054): Coach Bell's "Charlotte Elite 16U" with Jordan, Maya, Leo,
 * Ava and two of the combine group, and a month of real figures in the last full month (facility
 * time): two past Basketball Elite sessions they booked, with check-ins and a no-show, and jump and
 * sprint results (Leo's against his month before). Leo's mother, Lucía Martins, reads Spanish and
 * is on the Team plan (which includes advanced analytics): the monthly e-mail goes to her in Spanish.
 * Jordan is in the group but his own bookings and results are left as the other seeds made them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import type { Tx } from '../client.ts';
import { bookings } from '../schema/bookings.ts';
import { athleteLinks } from '../schema/parent.ts';
import { programs, trainingSessions } from '../schema/programs.ts';
import { athleteGroupMembers, athleteGroups } from '../schema/team-reports.ts';
import { measurementTests, testResults } from '../schema/test-days.ts';
import { users, type User } from '../schema/users.ts';
import { facilityInstant } from './time.ts';

const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

export const DEMO_SPANISH_PARENT = 'lucia.martins@demo.octane.test';

export async function seedTeamReports(tx: Tx, tz: string, passwordHash: string, who: { coach: User; athlete: User }, now = new Date()): Promise<void> {
  const month = previousMonth(formatInTimeZone(now, tz, 'yyyy-MM'));
  const before = previousMonth(month);
  const emails = [
    'maya.chen@demo.octane.test',
    'leo.martins@demo.octane.test',
    'ava.johnson@demo.octane.test',
    'ethan.brooks@combine.demo.octane.test',
    'olivia.reed@combine.demo.octane.test',
  ];
  const found = await tx.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(found.map((u) => [u.email, u]));
  const [maya, leo, ava, ethan, olivia] = emails.map((e) => byEmail.get(e)!) as [User, User, User, User, User];

  const [group] = await tx.insert(athleteGroups).values({ name: 'Charlotte Elite 16U', ownerId: who.coach.id, createdAt: now }).returning();
  await tx
    .insert(athleteGroupMembers)
    .values([who.athlete, maya, leo, ava, ethan, olivia].map((a) => ({ groupId: group!.id, athleteId: a.id, addedBy: who.coach.id, addedAt: now })));

  const [lucia] = await tx
    .insert(users)
    .values({
      email: DEMO_SPANISH_PARENT,
      passwordHash,
      emailVerifiedAt: now,
      firstName: 'Lucía',
      lastName: 'Martins',
      role: 'PARENT',
      language: 'es',
      subscriptionTier: 'TEAM',
    })
    .returning();
  await tx
    .insert(athleteLinks)
    .values({ parentId: lucia!.id, athleteId: leo.id, email: leo.email, firstName: leo.firstName, lastName: leo.lastName, age: leo.age, status: 'ACTIVE' });

  // Two sessions of last month, already held: who came, who did not.
  const [elite] = await tx.select().from(programs).where(eq(programs.name, 'Basketball Elite'));
  const held = await tx
    .insert(trainingSessions)
    .values(
      ['08', '20'].map((d) => ({
        programId: elite!.id,
        date: `${month}-${d}`,
        time: '17:30:00',
        startsAt: facilityInstant(tz, `${month}-${d}`, '17:30:00'),
        totalSpots: 12,
        availableSpots: 8,
        location: 'Court 1',
        coachId: who.coach.id,
      })),
    )
    .returning();
  const [first, second] = [held[0]!, held[1]!];
  const attended: Array<[User, number, 'CHECKED_IN' | 'NO_SHOW' | null]> = [
    [leo, first.id, 'CHECKED_IN'],
    [leo, second.id, 'CHECKED_IN'],
    [maya, first.id, 'CHECKED_IN'],
    [maya, second.id, 'NO_SHOW'],
    [ava, first.id, 'CHECKED_IN'],
    [ava, second.id, null],
    [ethan, second.id, 'CHECKED_IN'],
  ];
  await tx.insert(bookings).values(
    attended.map(([a, sessionId, attendance]) => ({
      sessionId,
      athleteId: a.id,
      payerId: a.id,
      amountCents: 0,
      status: 'CONFIRMED' as const,
      attendance,
      createdAt: now,
    })),
  );

  // Results of last month (and Leo's the month before, so his change shows).
  const tests = await tx
    .select()
    .from(measurementTests)
    .where(and(inArray(measurementTests.name, ['Vertical jump', '20 m sprint'])));
  const jump = tests.find((t) => t.name === 'Vertical jump')!;
  const sprint = tests.find((t) => t.name === '20 m sprint')!;
  const result = (a: User, testId: number, value: number, testedOn: string) => ({
    athleteId: a.id,
    testId,
    attempts: [value],
    value,
    testedOn,
    recordedBy: who.coach.id,
  });
  await tx
    .insert(testResults)
    .values([
      result(leo, jump.id, 51, `${before}-14`),
      result(leo, sprint.id, 3.36, `${before}-14`),
      result(leo, jump.id, 55.5, `${month}-14`),
      result(leo, sprint.id, 3.3, `${month}-14`),
      result(maya, jump.id, 42, `${month}-14`),
      result(maya, sprint.id, 3.52, `${month}-14`),
      result(ava, jump.id, 47.5, `${month}-14`),
    ]);
}
