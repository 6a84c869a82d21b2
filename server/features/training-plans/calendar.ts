/**
 * An assignment's calendar days (issue 30): for each date, what the version in force prescribed,
 * what was logged, the day's comments, and the demo videos with whether the reader may watch them.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AssignedDay, PlanLog } from '../../../common/training-plans.ts';
import type { Db, Tx } from '../../db/client.ts';
import { libraryItems } from '../../db/schema/library.ts';
import { planDayComments, planLogs } from '../../db/schema/training-plans.ts';
import { users } from '../../db/schema/users.ts';
import { capabilitiesOf } from '../../domain/capabilities.ts';
import { planOf } from '../../domain/plan-limits.ts';
import { addDays, prescribedOn, type PlanVersion, type Prescribed } from './days.ts';

const name = (u: { firstName: string | null; lastName: string | null } | null) => (u ? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() : '');

type LogRow = typeof planLogs.$inferSelect & { by: { firstName: string | null; lastName: string | null; id: number | null } | null };
export const logOut = (l: LogRow): PlanLog => ({
  exerciseId: l.exerciseId,
  done: l.done,
  sets: l.sets,
  effort: l.effort,
  note: l.note,
  mediaId: l.mediaId,
  loggedBy: { id: l.by?.id ?? 0, name: name(l.by) },
  updatedAt: l.updatedAt.toISOString(),
});

/** Whether the reader's plan includes the premium library (locked demos otherwise, unless free). */
export async function readsPremium(db: Db | Tx, readerId: number): Promise<boolean> {
  return capabilitiesOf(await planOf(db, readerId)).includes('premiumContent');
}

/** What the plan prescribes from `from` to `to` (inclusive) for an assignment starting on `startDate`, days outside the plan left out. */
export function prescribedBetween(versions: readonly PlanVersion[], startDate: string, from: string, to: string): Prescribed[] {
  const prescribed = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const p = prescribedOn(versions, startDate, date);
    if (p) prescribed.push(p);
  }
  return prescribed;
}

/** The calendar days of assignment `a` for the `prescribed` days (in date order): with their logs, comments and demos. */
export async function calendarDays(db: Db | Tx, a: { id: number }, prescribed: readonly Prescribed[], premium: boolean): Promise<AssignedDay[]> {
  if (prescribed.length === 0) return [];
  const from = prescribed[0]!.date;
  const to = prescribed.at(-1)!.date;
  const inRange = (col: typeof planLogs.day | typeof planDayComments.day, table: typeof planLogs.assignmentId | typeof planDayComments.assignmentId) =>
    and(eq(table, a.id), gte(col, from), lte(col, to));
  const [logs, comments] = await Promise.all([
    db
      .select({ log: planLogs, by: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
      .from(planLogs)
      .leftJoin(users, eq(users.id, planLogs.loggedBy))
      .where(inRange(planLogs.day, planLogs.assignmentId)),
    db
      .select({ c: planDayComments, by: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role } })
      .from(planDayComments)
      .leftJoin(users, eq(users.id, planDayComments.authorId))
      .where(inRange(planDayComments.day, planDayComments.assignmentId))
      .orderBy(asc(planDayComments.createdAt), asc(planDayComments.id)),
  ]);
  const demoIds = [...new Set(prescribed.flatMap((p) => p.day.exercises.map((e) => e.demoItemId).filter((d): d is number => d !== null)))];
  const demos = demoIds.length
    ? await db
        .select({ id: libraryItems.id, title: libraryItems.title, isFree: libraryItems.isFree })
        .from(libraryItems)
        .where(inArray(libraryItems.id, demoIds))
    : [];
  return prescribed.map((p) => {
    const ids = new Set(p.day.exercises.map((e) => e.demoItemId));
    return {
      date: p.date,
      week: p.week,
      dayOfWeek: p.dayOfWeek,
      title: p.day.title,
      exercises: p.day.exercises,
      logs: logs.filter((l) => l.log.day === p.date).map((l) => logOut({ ...l.log, by: l.by })),
      comments: comments
        .filter((c) => c.c.day === p.date)
        .map((c) => ({
          id: c.c.id,
          author: { id: c.by?.id ?? 0, name: name(c.by), role: c.by?.role ?? '' },
          body: c.c.body,
          createdAt: c.c.createdAt.toISOString(),
        })),
      demos: demos.filter((d) => ids.has(d.id)).map((d) => ({ id: d.id, title: d.title, locked: !d.isFree && !premium })),
    };
  });
}
