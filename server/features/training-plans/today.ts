/**
 * The athlete's side of reading plans (issue 30): whose plans a request reads (the athlete's own,
 * a parent's linked children, a coach's athlete), today's workout, the assignments, the calendar of
 * one assignment and its compliance.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { assignmentDetailSchema, complianceRowSchema, todaySchema } from '../../../common/training-plans.ts';
import { msg } from '../../../common/messages/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { planLogs } from '../../db/schema/training-plans.ts';
import type { User } from '../../db/schema/users.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { badRequest } from '../../platform/errors.ts';
import { readableAssignment, readerOf } from './access.ts';
import { calendarDays, prescribedBetween, readsPremium } from './calendar.ts';
import { addDays, daysBetween } from './days.ts';
import { plansIncluded } from './gate.ts';
import { assignmentFacts, byAssignment, byAthletes, facilityToday, prescribedDay, versionsOf } from './read.ts';

/** At most 12 weeks of calendar a request. */
export const CALENDAR_MAX_DAYS = 84;

/** The athletes a request reads: the one asked for (if the user may), else a parent's children, else the user. */
export async function athletesRead(db: Db | Tx, user: User, athleteId: number | undefined): Promise<number[]> {
  if (athleteId !== undefined) {
    await readerOf(db, user, athleteId);
    return [athleteId];
  }
  if (user.role === 'PARENT') return (await linkedAthletes(db, user.id)).map((c) => c.id);
  return [user.id];
}

export async function myAssignments(db: Db | Tx, user: User, athleteId: number | undefined, tz: string, now: Date) {
  const ids = await athletesRead(db, user, athleteId);
  if (ids.length === 0) return [];
  return (await assignmentFacts(db, byAthletes(ids, true), tz, now)).map((f) => f.summary);
}

export async function today(db: Db | Tx, user: User, athleteId: number | undefined, tz: string, now: Date): Promise<z.input<typeof todaySchema>> {
  const date = facilityToday(tz, now);
  const ids = await athletesRead(db, user, athleteId);
  const facts = ids.length ? await assignmentFacts(db, byAthletes(ids), tz, now) : [];
  const premium = facts.length ? await readsPremium(db, user.id) : false;
  const days = [];
  for (const f of facts) {
    if (f.summary.startDate > date || f.summary.endDate < date) continue;
    const p = await prescribedDay(db, f.summary.plan.id, f.versions, f.summary.startDate, date);
    const [day] = await calendarDays(db, f.summary, p ? [p] : [], premium);
    days.push({ assignment: f.summary, day: day ?? null });
  }
  return { date, included: ids.length ? await plansIncluded(db, ids[0]!) : false, days };
}

/** The calendar window: the asked range, else the current plan week and the next, clamped to the plan. */
export function windowOf(start: string, end: string, date: string, from?: string, to?: string): { from: string; to: string } {
  if (from && to && from > to) throw badRequest(msg('trainingPlans.rangeOrder'));
  const week = Math.max(0, Math.floor(daysBetween(start, date) / 7));
  const f = from ?? (to ? addDays(to, -13) : addDays(start, Math.min(week * 7, Math.max(0, daysBetween(start, end)))));
  const t = to ?? addDays(f, 13);
  if (daysBetween(f, t) + 1 > CALENDAR_MAX_DAYS) throw badRequest(msg('trainingPlans.rangeTooLong'));
  return { from: f < start ? start : f, to: t > end ? end : t };
}

export async function assignmentDetail(
  db: Db | Tx,
  user: User,
  id: number,
  q: { from?: string; to?: string },
  tz: string,
  now: Date,
): Promise<z.input<typeof assignmentDetailSchema>> {
  await readableAssignment(db, user, id);
  const [f] = await assignmentFacts(db, byAssignment(id), tz, now);
  const { from, to } = windowOf(f!.summary.startDate, f!.summary.endDate, facilityToday(tz, now), q.from, q.to);
  const versions = (await versionsOf(db, [f!.summary.plan.id])).get(f!.summary.plan.id) ?? [];
  const days =
    from <= to ? await calendarDays(db, f!.summary, prescribedBetween(versions, f!.summary.startDate, from, to), await readsPremium(db, user.id)) : [];
  return { assignment: f!.summary, days };
}

export async function assignmentCompliance(db: Db | Tx, user: User, id: number, tz: string, now: Date): Promise<z.input<typeof complianceRowSchema>> {
  await readableAssignment(db, user, id);
  const [f] = await assignmentFacts(db, byAssignment(id), tz, now);
  if (!f) throw badRequest(msg('trainingPlans.assignmentNotFound'));
  const [last] = await db
    .select({ at: planLogs.updatedAt })
    .from(planLogs)
    .where(and(eq(planLogs.assignmentId, id)))
    .orderBy(desc(planLogs.updatedAt))
    .limit(1);
  return { assignment: f.summary, weeks: f.weeks, lastLoggedAt: last?.at.toISOString() ?? null };
}
