/**
 * Assigning a plan (issue 30, decision 050): to athletes the coach coaches (staff: anyone), from a
 * start date, all or nothing; each athlete's plan (or a linked parent's) must include training
 * plans. A live assignment of a plan to an athlete from a date is unique, so a double click or two
 * tabs give one. Each athlete (and their linked parents) is e-mailed in their language.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { msg } from '../../../common/messages/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { planAssignments, trainingPlans } from '../../db/schema/training-plans.ts';
import { users, type User } from '../../db/schema/users.ts';
import { linkedParents } from '../../domain/parent-links.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { longDateIn } from '../../platform/i18n/format.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { coachedAthleteIds, requirePlanCoach } from './access.ts';
import { assertPlansIncluded, plansIncludedFor } from './gate.ts';
import { assignmentFacts, byAssignment } from './read.ts';

const MAIL = {
  en: {
    subject: (title: string) => `Your new training plan: ${title}`,
    hi: (name: string) => `Hi ${name},`,
    you: (coach: string, title: string, date: string) => `Coach ${coach} gave you a training plan, "${title}", starting ${date}.`,
    them: (coach: string, athlete: string, title: string, date: string) => `Coach ${coach} gave ${athlete} a training plan, "${title}", starting ${date}.`,
    open: (url: string) => `See each day's workout and log it here: ${url}`,
  },
  es: {
    subject: (title: string) => `Tu nuevo plan de entrenamiento: ${title}`,
    hi: (name: string) => `Hola, ${name}:`,
    you: (coach: string, title: string, date: string) => `El entrenador ${coach} te asignó un plan de entrenamiento, «${title}», que empieza el ${date}.`,
    them: (coach: string, athlete: string, title: string, date: string) =>
      `El entrenador ${coach} asignó a ${athlete} un plan de entrenamiento, «${title}», que empieza el ${date}.`,
    open: (url: string) => `Consulta el entrenamiento de cada día y regístralo aquí: ${url}`,
  },
} as const;

/** The athletes this coach may give a plan to, with whether their plan (or a parent's) includes training plans (one query for all). */
export async function assignableAthletes(db: Db, user: User) {
  requirePlanCoach(user);
  const ids = [...(await coachedAthleteIds(db, user))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.lastName, users.firstName);
  const included = await plansIncludedFor(db, ids);
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, included: included.get(r.id) ?? false }));
}

export async function assignPlan(db: Db, config: Config, user: User, planId: number, input: { athleteIds: number[]; startDate: string }) {
  requirePlanCoach(user);
  const athleteIds = [...new Set(input.athleteIds)];
  const [plan] = await db.select().from(trainingPlans).where(eq(trainingPlans.id, planId));
  if (!plan) throw notFound(msg('trainingPlans.notFound'));
  if (plan.archivedAt) throw badRequest(msg('trainingPlans.archived'));
  const athletes = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, athleteIds), isNull(users.deletedAt)));
  if (athletes.length !== athleteIds.length || athletes.some((a) => a.role !== 'ATHLETE')) throw badRequest(msg('trainingPlans.notAthlete'));
  const coached = await coachedAthleteIds(db, user);
  if (athleteIds.some((id) => !coached.has(id))) throw forbidden(msg('trainingPlans.notYourAthlete'));
  const included = await plansIncludedFor(db, athleteIds);
  for (const a of athletes) await assertPlansIncluded(db, a, included.get(a.id));

  const coachName = `${user.firstName} ${user.lastName}`;
  const assignmentIds = await db.transaction(async (tx) => {
    await tx
      .insert(planAssignments)
      .values(athleteIds.map((athleteId) => ({ planId, athleteId, assignedBy: user.id, startDate: input.startDate })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: planAssignments.id, athleteId: planAssignments.athleteId })
      .from(planAssignments)
      .where(
        and(
          eq(planAssignments.planId, planId),
          inArray(planAssignments.athleteId, athleteIds),
          eq(planAssignments.startDate, input.startDate),
          isNull(planAssignments.endedAt),
        ),
      );
    await audit(tx, user.id, 'assign', 'training_plan', planId, { athletes: athleteIds, startDate: input.startDate });
    const origin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
    for (const a of athletes) {
      const parents = await linkedParents(tx, a.id);
      for (const to of [...(a.hasLogin ? [a] : []), ...parents]) {
        const lang = mailLanguage(to.language);
        const m = MAIL[lang];
        const date = longDateIn(input.startDate, lang);
        const line = to.id === a.id ? m.you(coachName, plan.title, date) : m.them(coachName, a.firstName, plan.title, date);
        await enqueueMail(tx, {
          to: to.email,
          subject: m.subject(plan.title),
          text: [m.hi(to.firstName), '', line, m.open(`${origin}/training-plan`), '', `${config.BUSINESS_NAME} · ${config.BUSINESS_PHONE}`].join('\n'),
        });
      }
    }
    return rows.map((r) => r.id);
  });
  return { assignmentIds, message: msg('trainingPlans.assigned', { count: athleteIds.length }) };
}

/** Ends an assignment (its coach or staff): the plan stops from now; its history stays readable. */
export async function endAssignment(db: Db, tz: string, user: User, id: number, now: Date) {
  requirePlanCoach(user);
  const [a] = await db.select().from(planAssignments).where(eq(planAssignments.id, id));
  if (!a) throw notFound(msg('trainingPlans.assignmentNotFound'));
  if (a.assignedBy !== user.id && !user.isStaff) throw forbidden(msg('trainingPlans.notAssigner'));
  await db
    .update(planAssignments)
    .set({ endedAt: now })
    .where(and(eq(planAssignments.id, id), isNull(planAssignments.endedAt)));
  await audit(db, user.id, 'end', 'plan_assignment', id);
  const [facts] = await assignmentFacts(db, byAssignment(id), tz, now);
  return facts!.summary;
}
