/**
 * The coach's plans (issue 30, decision 050): create, read, list, edit (every edit of the weeks a new
 * version: in force from tomorrow when athletes are on the plan, else at once), archive, copy a plan,
 * copy a week. Any approved coach reads and copies the facility's plans; the author and staff edit.
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, max, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  PLAN_LIMITS,
  copyPlanSchema,
  copyWeekSchema,
  planInputSchema,
  planUpdateSchema,
  type Plan,
  type PlanSummary,
  type PlanWeek,
} from '../../../common/training-plans.ts';
import { msg } from '../../../common/messages/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { planAssignments, trainingPlans, trainingPlanVersions } from '../../db/schema/training-plans.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { requirePlanCoach } from './access.ts';
import { addDays } from './days.ts';
import { rebuildLogDays } from './log-days.ts';
import { facilityToday } from './read.ts';

type PlanRow = typeof trainingPlans.$inferSelect;
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** A fresh short id for an exercise (a copied week gets new ones, so logs never mix). */
export const exerciseId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 10);

async function facts(db: Db | Tx, planIds: number[]) {
  if (planIds.length === 0) return { newest: new Map<number, { version: number; weeks: PlanWeek[] }>(), live: new Map<number, number>() };
  const [versions, live] = await Promise.all([
    // The newest version of each plan.
    db
      .selectDistinctOn([trainingPlanVersions.planId], {
        planId: trainingPlanVersions.planId,
        version: trainingPlanVersions.version,
        weeks: trainingPlanVersions.weeks,
      })
      .from(trainingPlanVersions)
      .where(inArray(trainingPlanVersions.planId, planIds))
      .orderBy(trainingPlanVersions.planId, desc(trainingPlanVersions.version)),
    db
      .select({ planId: planAssignments.planId, n: count() })
      .from(planAssignments)
      .where(and(inArray(planAssignments.planId, planIds), isNull(planAssignments.endedAt)))
      .groupBy(planAssignments.planId),
  ]);
  return { newest: new Map(versions.map((v) => [v.planId, v])), live: new Map(live.map((l) => [l.planId, l.n])) };
}

async function withAuthors(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ p: trainingPlans, author: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(trainingPlans)
    .innerJoin(users, eq(users.id, trainingPlans.authorId))
    .where(where)
    .orderBy(desc(trainingPlans.updatedAt), asc(trainingPlans.id));
}

function summaryOf(r: { p: PlanRow; author: { id: number; firstName: string; lastName: string } }, f: Awaited<ReturnType<typeof facts>>): Plan {
  const newest = f.newest.get(r.p.id)!;
  return {
    id: r.p.id,
    title: r.p.title,
    description: r.p.description,
    sport: r.p.sport,
    isTemplate: r.p.isTemplate,
    archived: r.p.archivedAt !== null,
    author: { id: r.author.id, name: fullName(r.author) },
    version: newest.version,
    weeks: newest.weeks,
    activeAssignments: f.live.get(r.p.id) ?? 0,
    updatedAt: r.p.updatedAt.toISOString(),
  };
}

export async function listPlans(db: Db, user: User, query: { templates?: 'true' | 'false'; archived?: 'true' | 'false' }): Promise<PlanSummary[]> {
  requirePlanCoach(user);
  const conds: SQL[] = [query.archived === 'true' ? isNotNull(trainingPlans.archivedAt) : isNull(trainingPlans.archivedAt)];
  if (query.templates) conds.push(eq(trainingPlans.isTemplate, query.templates === 'true'));
  const rows = await withAuthors(db, and(...conds));
  const f = await facts(
    db,
    rows.map((r) => r.p.id),
  );
  return rows.map((r) => {
    const { weeks, ...plan } = summaryOf(r, f);
    return { ...plan, weekCount: weeks.length };
  });
}

export async function readPlan(db: Db | Tx, id: number): Promise<Plan> {
  const [row] = await withAuthors(db, eq(trainingPlans.id, id));
  if (!row) throw notFound(msg('trainingPlans.notFound'));
  return summaryOf(row, await facts(db, [id]));
}

export async function getPlan(db: Db, user: User, id: number): Promise<Plan> {
  requirePlanCoach(user);
  return readPlan(db, id);
}

export async function createPlan(db: Db, user: User, input: z.output<typeof planInputSchema>): Promise<Plan> {
  requirePlanCoach(user);
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(trainingPlans)
      .values({ authorId: user.id, title: input.title, description: input.description, sport: input.sport, isTemplate: input.isTemplate })
      .returning();
    await tx.insert(trainingPlanVersions).values({ planId: plan!.id, version: 1, weeks: input.weeks, effectiveFrom: null, createdBy: user.id });
    await audit(tx, user.id, 'create', 'training_plan', plan!.id, { title: input.title, weeks: input.weeks.length });
    return readPlan(tx, plan!.id);
  });
}

/** The plan row locked for an edit by its author or staff: two edits at once take turns. */
async function lockForEdit(tx: Tx, user: User, id: number): Promise<PlanRow> {
  const [row] = await tx.select().from(trainingPlans).where(eq(trainingPlans.id, id)).for('update');
  if (!row) throw notFound(msg('trainingPlans.notFound'));
  if (row.authorId !== user.id && !user.isStaff) throw forbidden(msg('trainingPlans.notAuthor'));
  return row;
}

/** Saves `weeks` as the next version: from tomorrow when athletes are on the plan, else in force everywhere. */
async function saveWeeks(tx: Tx, tz: string, user: User, planId: number, weeks: PlanWeek[], now: Date) {
  const [[top], [live]] = await Promise.all([
    tx
      .select({ v: max(trainingPlanVersions.version) })
      .from(trainingPlanVersions)
      .where(eq(trainingPlanVersions.planId, planId)),
    tx
      .select({ n: count() })
      .from(planAssignments)
      .where(and(eq(planAssignments.planId, planId), isNull(planAssignments.endedAt))),
  ]);
  const effectiveFrom = live!.n > 0 ? addDays(facilityToday(tz, now), 1) : null;
  await tx.insert(trainingPlanVersions).values({ planId, version: (top?.v ?? 0) + 1, weeks, effectiveFrom, createdBy: user.id });
  // In force from the beginning: the ended assignments' logged days are counted again against it.
  if (effectiveFrom === null) await rebuildLogDays(tx, planId);
}

export async function updatePlan(db: Db, tz: string, user: User, id: number, input: z.output<typeof planUpdateSchema>, now: Date): Promise<Plan> {
  requirePlanCoach(user);
  return db.transaction(async (tx) => {
    await lockForEdit(tx, user, id);
    const { weeks, archived, ...fields } = input;
    await tx
      .update(trainingPlans)
      .set({ ...fields, ...(archived === undefined ? {} : { archivedAt: archived ? now : null }), updatedAt: now })
      .where(eq(trainingPlans.id, id));
    if (weeks) await saveWeeks(tx, tz, user, id, weeks, now);
    await audit(tx, user.id, archived === true ? 'archive' : archived === false ? 'restore' : 'update', 'training_plan', id, { fields: Object.keys(input) });
    return readPlan(tx, id);
  });
}

export async function copyPlan(db: Db, user: User, id: number, input: z.output<typeof copyPlanSchema>): Promise<Plan> {
  requirePlanCoach(user);
  return db.transaction(async (tx) => {
    const source = await readPlan(tx, id);
    const title = input.title ?? `${source.title} (copy)`.slice(0, PLAN_LIMITS.name);
    const [plan] = await tx
      .insert(trainingPlans)
      .values({
        authorId: user.id,
        title,
        description: source.description,
        sport: source.sport,
        isTemplate: input.isTemplate ?? source.isTemplate,
        copiedFrom: id,
      })
      .returning();
    await tx.insert(trainingPlanVersions).values({ planId: plan!.id, version: 1, weeks: source.weeks, effectiveFrom: null, createdBy: user.id });
    await audit(tx, user.id, 'copy', 'training_plan', plan!.id, { from: id });
    return readPlan(tx, plan!.id);
  });
}

/** Copies week `from` over week `to`, or appends it when `to` is the number of weeks; the copy's exercises get new ids. */
export async function copyWeek(db: Db, tz: string, user: User, id: number, input: z.output<typeof copyWeekSchema>, now: Date): Promise<Plan> {
  requirePlanCoach(user);
  return db.transaction(async (tx) => {
    await lockForEdit(tx, user, id);
    const { weeks } = await readPlan(tx, id);
    const source = weeks[input.from];
    if (!source || input.to > weeks.length) throw badRequest(msg('trainingPlans.weekMissing'));
    if (input.to === weeks.length && weeks.length >= PLAN_LIMITS.weeks) throw badRequest(msg('trainingPlans.tooManyWeeks'));
    const copy: PlanWeek = { days: source.days.map((d) => ({ ...d, exercises: d.exercises.map((e) => ({ ...e, id: exerciseId() })) })) };
    const next = [...weeks];
    next[input.to] = copy;
    await saveWeeks(tx, tz, user, id, next, now);
    await tx.update(trainingPlans).set({ updatedAt: now }).where(eq(trainingPlans.id, id));
    return readPlan(tx, id);
  });
}
