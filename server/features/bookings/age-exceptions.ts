import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AgeException, type AthleteChoice, type Eligibility } from '../../../common/age-groups.ts';
import { DETAILS_REQUIRED_CODE } from '../../../common/bookings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ageExceptions } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { msg, refsOf } from '../../../common/messages/index.ts';
import { ageOn, ageRefusal, athleteForAgeCheck, athletesForAgeCheck, sessionAgeRange, usableException } from './age-group.ts';

/**
 * Staff exceptions to a session's age group (issue 29): one athlete may book one session outside
 * its range, once. Granting and revoking are audited here; the booking that uses one marks it in
 * its own transaction (age-group.ts useAgeException) and audits that.
 */

const M = refsOf('ageGroups');
const granter = alias(users, 'granter');

async function exceptionsWhere(db: Db | Tx, where: ReturnType<typeof and>): Promise<AgeException[]> {
  const rows = await db
    .select({
      e: ageExceptions,
      a: { id: users.id, firstName: users.firstName, lastName: users.lastName, age: users.age },
      registeredAge: athleteRegistrations.athleteAge,
      date: trainingSessions.date,
      g: { firstName: granter.firstName, lastName: granter.lastName },
    })
    .from(ageExceptions)
    .innerJoin(users, eq(users.id, ageExceptions.athleteId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, ageExceptions.sessionId))
    .leftJoin(athleteRegistrations, eq(athleteRegistrations.userId, ageExceptions.athleteId))
    .leftJoin(granter, eq(granter.id, ageExceptions.grantedBy))
    .where(where)
    .orderBy(desc(ageExceptions.id));
  return rows.map(({ e, a, registeredAge, date, g }) => ({
    id: e.id,
    athlete: { id: a.id, firstName: a.firstName, lastName: a.lastName, age: ageOn(date, a, registeredAge === null ? null : { athleteAge: registeredAge }) },
    reason: e.reason,
    grantedBy: g ? `${g.firstName} ${g.lastName}` : null,
    createdAt: e.createdAt.toISOString(),
    status: e.usedByBookingId !== null ? 'USED' : e.revokedAt ? 'REVOKED' : 'UNUSED',
    usedByBookingId: e.usedByBookingId,
    revokedAt: e.revokedAt?.toISOString() ?? null,
  }));
}

/** A session's age group and every exception to it, newest first. */
export async function sessionAgeExceptions(ctx: AppContext, sessionId: number) {
  const [s] = await ctx.db.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
  if (!s) throw notFound(msg('schedule.sessionNotFound'));
  return { ageGroup: await sessionAgeRange(ctx.db, s), exceptions: await exceptionsWhere(ctx.db, eq(ageExceptions.sessionId, sessionId)) };
}

/**
 * Lets one athlete book this session outside its age group, once. Refused (with the reason) for a
 * session that can no longer be booked or has no age group, for someone who is no athlete, for an
 * athlete already inside the range, and while the athlete has an exception still unused. The
 * session's row lock makes two grants at once see each other.
 */
export async function grantAgeException(ctx: AppContext, staff: User, sessionId: number, input: { athleteId: number; reason: string }): Promise<AgeException> {
  const id = await ctx.db.transaction(async (tx) => {
    const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for('update');
    if (!s) throw notFound(msg('schedule.sessionNotFound'));
    if (s.status !== 'ACTIVE' || s.startsAt.getTime() <= ctx.now().getTime()) throw conflict(msg('bookings.notBookable'));
    const [athlete] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.athleteId), eq(users.role, 'ATHLETE'), isNull(users.deletedAt)));
    if (!athlete) throw badRequest(M.athlete);
    const range = await sessionAgeRange(tx, s);
    if (!range) throw conflict(M.noAgeGroup);
    if (!ageRefusal(range, await athleteForAgeCheck(tx, athlete.id, s.date))) throw conflict(M.insideRange);
    if (await usableException(tx, s.id, athlete.id)) throw conflict(M.alreadyGranted);
    const [row] = await tx
      .insert(ageExceptions)
      .values({ sessionId: s.id, athleteId: athlete.id, grantedBy: staff.id, reason: input.reason })
      .returning({ id: ageExceptions.id });
    await audit(tx, staff.id, 'grant', 'age_exception', row!.id, {
      sessionId: s.id,
      athleteId: athlete.id,
      reason: input.reason,
      minAge: range.minAge,
      maxAge: range.maxAge,
    });
    return row!.id;
  });
  const [granted] = await exceptionsWhere(ctx.db, eq(ageExceptions.id, id));
  return granted!;
}

/**
 * Revokes an exception no booking has used. The row lock orders it with a booking using it (which
 * locks it too, after the session): the booking either committed first (409 "already used") or
 * finds it revoked and is refused.
 */
export async function revokeAgeException(ctx: AppContext, staff: User, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [e] = await tx.select().from(ageExceptions).where(eq(ageExceptions.id, id)).for('update');
    if (!e) throw notFound(M.notFound);
    if (e.usedByBookingId !== null) throw conflict(M.alreadyUsed);
    if (e.revokedAt) throw conflict(M.alreadyRevoked);
    await tx.update(ageExceptions).set({ revokedAt: ctx.now() }).where(eq(ageExceptions.id, id));
    await audit(tx, staff.id, 'revoke', 'age_exception', id, { sessionId: e.sessionId, athleteId: e.athleteId });
  });
  return { message: M.revoked };
}

/** Athletes whose name or e-mail contains the words (each word must match), at most 20, by name. */
export async function findAthletes(db: Db, now: Date, search = ''): Promise<AthleteChoice[]> {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  // LIKE's own wildcards in what staff typed are matched as themselves.
  const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      hasLogin: users.hasLogin,
      age: users.age,
      dateOfBirth: users.dateOfBirth,
      registeredAge: athleteRegistrations.athleteAge,
    })
    .from(users)
    .leftJoin(athleteRegistrations, eq(athleteRegistrations.userId, users.id))
    .where(
      and(
        eq(users.role, 'ATHLETE'),
        isNull(users.deletedAt),
        ...words.map((w) =>
          or(
            ilike(users.firstName, like(w)),
            ilike(users.lastName, like(w)),
            ilike(users.email, like(w)),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like(w)),
          ),
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(20);
  const today = now.toISOString().slice(0, 10);
  // A child without a login (decision 039) has no address to show: its placeholder stays hidden.
  return rows.map(({ registeredAge, hasLogin, dateOfBirth, ...u }) => ({
    ...u,
    email: hasLogin ? u.email : '',
    age: ageOn(today, { age: u.age, dateOfBirth }, registeredAge === null ? null : { athleteAge: registeredAge }),
  }));
}

/**
 * Whom the signed-in member may book this session for by its age group: themself (athletes) or
 * each linked athlete (parents), with the refusal they would get. An unused exception makes an
 * athlete bookable. The reasons are English; the route words them in the reader's language.
 */
export async function bookingEligibility(ctx: AppContext, user: User, sessionId: number): Promise<Eligibility> {
  const [s] = await ctx.db.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
  if (!s) throw notFound(msg('bookings.sessionMissing'));
  const ids = user.role === 'PARENT' ? (await linkedAthletes(ctx.db, user.id)).map((a) => a.id) : user.role === 'ATHLETE' ? [user.id] : [];
  const range = await sessionAgeRange(ctx.db, s);
  if (!range) return { ageGroup: null, athletes: ids.map((athleteId) => ({ athleteId, bookable: true, reason: null, detailsNeeded: false })) };
  const facts = await athletesForAgeCheck(ctx.db, ids, s.date);
  const athletes = [];
  for (const athleteId of ids) {
    const refusal = ageRefusal(range, facts.get(athleteId) ?? { id: athleteId, name: '', age: null });
    const excepted = refusal !== null && (await usableException(ctx.db, s.id, athleteId)) !== null;
    const refused = refusal !== null && !excepted;
    athletes.push({
      athleteId,
      bookable: !refused,
      reason: refused ? (refusal.ref ?? refusal.message) : null,
      detailsNeeded: refused && refusal.extra.code === DETAILS_REQUIRED_CODE,
    });
  }
  return { ageGroup: range, athletes };
}
