/**
 * Groups of athletes (issue 31, decision 054): an approved coach makes groups of athletes they coach
 * (`coachedAthleteIds`) and reads and edits their own; staff read and edit any group, with any
 * athlete. Another coach's group is not found (404); a member without coach tools is refused (403).
 * Every change is audited in its own transaction.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isApprovedCoach } from '../../../common/coach-approval.ts';
import {
  TEAM_REPORT_LIMITS,
  type GroupDetail,
  type GroupSummary,
  type groupAthletesSchema,
  type groupInputSchema,
  type groupUpdateSchema,
  type ReportPerson,
} from '../../../common/team-reports.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteGroupMembers, athleteGroups } from '../../db/schema/team-reports.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { coachedAthleteIds } from '../training-plans/access.ts';
import { refsOf } from '../../../common/messages/index.ts';

const M = refsOf('teamReports');

export type Group = typeof athleteGroups.$inferSelect;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Groups and reports are coach tools: approved coaches and staff. */
export function requireGroupUser(user: User): User {
  if (!user.isStaff && !isApprovedCoach(user)) throw forbidden(M.onlyCoaches);
  return user;
}

/** The group, when `user` may read it (its owner, or staff); 404 otherwise. */
export async function readableGroup(db: Db | Tx, user: User, groupId: number): Promise<Group> {
  requireGroupUser(user);
  const [g] = await db.select().from(athleteGroups).where(eq(athleteGroups.id, groupId));
  if (!g || (!user.isStaff && g.ownerId !== user.id)) throw notFound(M.notFound);
  return g;
}

/** The live athletes of a group, by name. */
export async function groupAthletes(db: Db | Tx, groupId: number): Promise<ReportPerson[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(athleteGroupMembers)
    .innerJoin(users, eq(users.id, athleteGroupMembers.athleteId))
    .where(and(eq(athleteGroupMembers.groupId, groupId), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: fullName(r) }));
}

const owner = alias(users, 'owner');

async function summaries(db: Db | Tx, where: ReturnType<typeof and>): Promise<GroupSummary[]> {
  const rows = await db
    .select({ g: athleteGroups, owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName } })
    .from(athleteGroups)
    .innerJoin(owner, eq(owner.id, athleteGroups.ownerId))
    .where(where)
    .orderBy(asc(athleteGroups.name), asc(athleteGroups.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ groupId: athleteGroupMembers.groupId, n: count() })
    .from(athleteGroupMembers)
    .innerJoin(users, eq(users.id, athleteGroupMembers.athleteId))
    .where(
      and(
        inArray(
          athleteGroupMembers.groupId,
          rows.map((r) => r.g.id),
        ),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(athleteGroupMembers.groupId);
  const countOf = new Map(counts.map((c) => [c.groupId, c.n]));
  return rows.map(({ g, owner: o }) => ({
    id: g.id,
    name: g.name,
    owner: { id: o.id, name: fullName(o) },
    archived: g.archivedAt !== null,
    athleteCount: countOf.get(g.id) ?? 0,
    createdAt: g.createdAt.toISOString(),
  }));
}

/** The reader's groups (staff: every group): the active ones, or with `archived` the archived ones. */
export async function listGroups(db: Db, user: User, archived: boolean): Promise<GroupSummary[]> {
  requireGroupUser(user);
  const state = archived ? isNotNull(athleteGroups.archivedAt) : isNull(athleteGroups.archivedAt);
  return summaries(db, user.isStaff ? and(state) : and(state, eq(athleteGroups.ownerId, user.id)));
}

export async function groupDetail(db: Db | Tx, user: User, groupId: number): Promise<GroupDetail> {
  await readableGroup(db, user, groupId);
  const [summary] = await summaries(db, and(eq(athleteGroups.id, groupId)));
  return { ...summary!, athletes: await groupAthletes(db, groupId), canEdit: true };
}

/** The athletes this user may put in a group, by name: those they coach (staff: every athlete). */
export async function candidates(db: Db, user: User): Promise<ReportPerson[]> {
  requireGroupUser(user);
  const ids = [...(await coachedAthleteIds(db, user))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: fullName(r) }));
}

/**
 * Checks that `user` may add these athletes: each must be a live athlete (else 400) the user
 * coaches (else 403; staff coach everyone). Athletes already in the group may stay.
 */
async function checkAthletes(tx: Tx, user: User, athleteIds: readonly number[], already: ReadonlySet<number> = new Set()) {
  const added = [...new Set(athleteIds)].filter((id) => !already.has(id));
  if (added.length === 0) return;
  const live = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, added), eq(users.role, 'ATHLETE'), isNull(users.deletedAt)));
  if (live.length !== added.length) throw badRequest(M.notYourAthletes);
  const coached = await coachedAthleteIds(tx, user);
  if (added.some((id) => !coached.has(id))) throw forbidden(M.notYourAthletes);
}

export async function createGroup(db: Db, user: User, input: z.output<typeof groupInputSchema>): Promise<GroupDetail> {
  requireGroupUser(user);
  const athleteIds = [...new Set(input.athleteIds ?? [])];
  return db.transaction(async (tx) => {
    await checkAthletes(tx, user, athleteIds);
    const [g] = await tx.insert(athleteGroups).values({ name: input.name, ownerId: user.id }).returning();
    if (athleteIds.length) await tx.insert(athleteGroupMembers).values(athleteIds.map((athleteId) => ({ groupId: g!.id, athleteId, addedBy: user.id })));
    await audit(tx, user.id, 'group.create', 'athlete_group', g!.id, { name: g!.name, athletes: athleteIds.length });
    return groupDetail(tx, user, g!.id);
  });
}

export async function updateGroup(db: Db, user: User, groupId: number, input: z.output<typeof groupUpdateSchema>, now: Date): Promise<GroupDetail> {
  return db.transaction(async (tx) => {
    const g = await readableGroup(tx, user, groupId);
    const archivedAt = input.archived === undefined ? undefined : input.archived ? (g.archivedAt ?? now) : null;
    await tx
      .update(athleteGroups)
      .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(archivedAt !== undefined ? { archivedAt } : {}), updatedAt: now })
      .where(eq(athleteGroups.id, groupId));
    const action = input.archived === true ? 'group.archive' : input.archived === false ? 'group.restore' : 'group.rename';
    await audit(tx, user.id, action, 'athlete_group', groupId, {
      changed: Object.keys(input),
      ...(input.name !== undefined ? { from: g.name, to: input.name } : {}),
    });
    return groupDetail(tx, user, groupId);
  });
}

/** Sets a group's athletes to exactly these: the added ones must be athletes the user coaches. */
export async function setGroupAthletes(db: Db, user: User, groupId: number, input: z.output<typeof groupAthletesSchema>, now: Date): Promise<GroupDetail> {
  const wanted = [...new Set(input.athleteIds)];
  if (wanted.length > TEAM_REPORT_LIMITS.members) throw badRequest(M.tooMany);
  return db.transaction(async (tx) => {
    // the group's row is locked: two editors at once apply one after the other
    const [g] = await tx.select().from(athleteGroups).where(eq(athleteGroups.id, groupId)).for('update');
    if (!g) throw notFound(M.notFound);
    await readableGroup(tx, user, groupId);
    if (g.archivedAt) throw conflict(M.archived);
    const current = new Set(
      (await tx.select({ id: athleteGroupMembers.athleteId }).from(athleteGroupMembers).where(eq(athleteGroupMembers.groupId, groupId))).map((r) => r.id),
    );
    await checkAthletes(tx, user, wanted, current);
    const removed = [...current].filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !current.has(id));
    if (removed.length)
      await tx.delete(athleteGroupMembers).where(and(eq(athleteGroupMembers.groupId, groupId), inArray(athleteGroupMembers.athleteId, removed)));
    if (added.length)
      await tx
        .insert(athleteGroupMembers)
        .values(added.map((athleteId) => ({ groupId, athleteId, addedBy: user.id })))
        .onConflictDoNothing();
    await tx.update(athleteGroups).set({ updatedAt: now }).where(eq(athleteGroups.id, groupId));
    await audit(tx, user.id, 'group.athletes', 'athlete_group', groupId, { added, removed });
    return groupDetail(tx, user, groupId);
  });
}

/** The live athletes in at least one active (not archived) group: whom the monthly e-mail is about. */
export async function groupedAthleteIds(db: Db | Tx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: athleteGroupMembers.athleteId })
    .from(athleteGroupMembers)
    .innerJoin(athleteGroups, eq(athleteGroups.id, athleteGroupMembers.groupId))
    .innerJoin(users, eq(users.id, athleteGroupMembers.athleteId))
    .where(and(isNull(athleteGroups.archivedAt), isNull(users.deletedAt)))
    .orderBy(asc(athleteGroupMembers.athleteId));
  return rows.map((r) => r.id);
}
