import { and, asc, eq, gte } from 'drizzle-orm';
import { ageOrderOk, definedAges } from '../../../common/age-groups.ts';
import { isApprovedCoach } from '../../../common/coach-approval.ts';
import { fromZonedTime } from 'date-fns-tz';
import type { z } from 'zod';
import type { seriesInputSchema, sessionInputSchema, sessionUpdateSchema } from '../../../common/schedule.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { sessionSeries } from '../../db/schema/schedule.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized } from '../../platform/i18n/localized.ts';
import { bookedOutside, confirmOutside, effectiveAgeRange, type RangeChange } from '../bookings/age-group.ts';
import { offerAndAutoBook } from '../bookings/auto-book.ts';
import { expandWeekly } from './recurrence.ts';
import { msg } from '../../../common/messages/index.ts';

type SessionInput = z.output<typeof sessionInputSchema>;
type SeriesInput = z.output<typeof seriesInputSchema>;
type SessionUpdate = z.output<typeof sessionUpdateSchema>;

async function assertProgram(ctx: AppContext, id: number) {
  const [p] = await ctx.db.select().from(programs).where(eq(programs.id, id));
  if (!p) throw notFound(msg('programs.notFound'));
  if (p.archived) throw conflict(msg('schedule.programArchived'));
}

/** A session's coach must be an approved coach's account (a bad id is a 400, not a foreign-key error). */
async function assertCoach(db: Pick<AppContext['db'], 'select'>, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [c] = await db.select({ role: users.role, coachStatus: users.coachStatus }).from(users).where(eq(users.id, id));
  if (!c || !isApprovedCoach(c)) throw badRequest(msg('schedule.chooseCoach'));
}

export async function createSession(ctx: AppContext, staff: User, input: SessionInput) {
  await assertProgram(ctx, input.programId);
  await assertCoach(ctx.db, input.coachId);
  const startsAt = fromZonedTime(`${input.date}T${input.time}`, ctx.config.FACILITY_TZ);
  if (startsAt.getTime() <= ctx.now().getTime()) throw badRequest(msg('schedule.startInFuture'));
  return ctx.db.transaction(async (tx) => {
    const [s] = await tx
      .insert(trainingSessions)
      .values({
        programId: input.programId,
        date: input.date,
        time: input.time,
        startsAt,
        totalSpots: input.capacity,
        availableSpots: input.capacity,
        location: input.location,
        coachId: input.coachId ?? null,
        sessionTitle: input.sessionTitle ?? null,
        sessionTitleEs: input.sessionTitleEs || null,
        locationEs: input.locationEs || null,
        minAge: input.minAge ?? null,
        maxAge: input.maxAge ?? null,
      })
      .returning();
    await audit(tx, staff.id, 'create', 'session', s!.id, { ...input });
    return { id: s!.id, created: 1 };
  });
}

/** A weekly series, expanded into sessions in the facility's time zone (past dates skipped). */
export async function createSeries(ctx: AppContext, staff: User, input: SeriesInput) {
  await assertProgram(ctx, input.programId);
  await assertCoach(ctx.db, input.coachId);
  if (input.untilDate < input.startDate) throw badRequest(msg('schedule.seriesOrder'));
  const now = ctx.now().getTime();
  const occurrences = expandWeekly(input.weekdays, input.time, input.startDate, input.untilDate, ctx.config.FACILITY_TZ).filter(
    (o) => o.startsAt.getTime() > now,
  );
  if (!occurrences.length) throw badRequest(msg('schedule.noDates'));
  return ctx.db.transaction(async (tx) => {
    // The series row keeps its pattern; each session keeps the age group (issue 29), as staff edit it per session.
    const { minAge = null, maxAge = null, sessionTitleEs, locationEs, ...pattern } = input;
    const [series] = await tx
      .insert(sessionSeries)
      .values({ ...pattern, coachId: input.coachId ?? null, sessionTitle: input.sessionTitle ?? null })
      .returning();
    await tx.insert(trainingSessions).values(
      occurrences.map((o) => ({
        programId: input.programId,
        seriesId: series!.id,
        date: o.date,
        time: o.time,
        startsAt: o.startsAt,
        totalSpots: input.capacity,
        availableSpots: input.capacity,
        location: input.location,
        coachId: input.coachId ?? null,
        sessionTitle: input.sessionTitle ?? null,
        sessionTitleEs: sessionTitleEs || null,
        locationEs: locationEs || null,
        minAge,
        maxAge,
      })),
    );
    await audit(tx, staff.id, 'create', 'series', series!.id, { ...input, sessions: occurrences.length });
    return { id: series!.id, created: occurrences.length };
  });
}

/**
 * Edits one session or it and the rest of its series. Capacity can never go below the spots
 * already taken (bookings and holds); the spots left move with it.
 */
export async function updateSession(ctx: AppContext, staff: User, id: number, input: SessionUpdate) {
  await assertCoach(ctx.db, input.coachId);
  const result = await ctx.db.transaction(async (tx) => {
    const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, id)).for('update');
    if (!s) throw notFound(msg('schedule.sessionNotFound'));
    const targets =
      input.scope === 'following' && s.seriesId
        ? await tx
            .select()
            .from(trainingSessions)
            .where(and(eq(trainingSessions.seriesId, s.seriesId), gte(trainingSessions.startsAt, s.startsAt)))
            .for('update')
        : [s];
    const agesChange = input.minAge !== undefined || input.maxAge !== undefined;
    const [program] = agesChange
      ? await tx.select({ minAge: programs.minAge, maxAge: programs.maxAge }).from(programs).where(eq(programs.id, s.programId))
      : [];
    const rangeChanges: RangeChange[] = [];
    for (const t of targets) {
      // One side of the age group sent: checked against each session's side stored (the schema checks both sent).
      if (!ageOrderOk({ minAge: t.minAge, maxAge: t.maxAge, ...definedAges(input) })) throw badRequest(msg('ageGroups.order'));
      // Booked athletes a new range leaves out are shown to staff before it is saved (only sessions to come).
      if (program && t.status === 'ACTIVE' && t.startsAt.getTime() > ctx.now().getTime()) {
        rangeChanges.push({
          id: t.id,
          date: t.date,
          time: input.time ?? t.time,
          before: effectiveAgeRange(t, program),
          after: effectiveAgeRange({ minAge: t.minAge, maxAge: t.maxAge, ...definedAges(input) }, program),
        });
      }
      const taken = t.totalSpots - t.availableSpots;
      if (input.capacity !== undefined && input.capacity < taken) {
        throw conflict(msg('schedule.capacityBelowBooked', { taken, date: t.date }));
      }
      const time = input.time ?? t.time;
      await tx
        .update(trainingSessions)
        .set({
          time,
          startsAt: fromZonedTime(`${t.date}T${time}`, ctx.config.FACILITY_TZ),
          ...(input.capacity !== undefined ? { totalSpots: input.capacity, availableSpots: input.capacity - taken } : {}),
          ...(input.location !== undefined ? { location: input.location } : {}),
          ...(input.coachId !== undefined ? { coachId: input.coachId } : {}),
          ...(input.sessionTitle !== undefined ? { sessionTitle: input.sessionTitle } : {}),
          ...(input.sessionTitleEs !== undefined ? { sessionTitleEs: input.sessionTitleEs || null } : {}),
          ...(input.locationEs !== undefined ? { locationEs: input.locationEs || null } : {}),
          ...definedAges(input),
        })
        .where(eq(trainingSessions.id, t.id));
    }
    const outside = confirmOutside(await bookedOutside(tx, rangeChanges), input.confirmOutsideRange);
    const { confirmOutsideRange: _confirmed, ...changes } = input;
    await audit(tx, staff.id, 'update', 'session', id, {
      ...changes,
      sessions: targets.length,
      ...(outside.length ? { outsideRangeKept: outside.map((o) => ({ bookingId: o.bookingId, athleteId: o.athlete.id, age: o.age })) } : {}),
    });
    return { updated: targets.length, ids: targets.map((t) => t.id), outside };
  });
  // More places (or a later start) may let the first in each line be offered one.
  if (input.capacity !== undefined) await offerAndAutoBook(ctx, result.ids);
  return { updated: result.updated, outsideRange: result.outside };
}

/** Sessions for the staff calendar: from a date on, with their program. */
export async function listSessions(ctx: AppContext, from: string, lang: Language = 'en') {
  const rows = await ctx.db
    .select({
      s: trainingSessions,
      programName: programs.name,
      programNameEs: programs.nameEs,
      programAges: { minAge: programs.minAge, maxAge: programs.maxAge },
    })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(gte(trainingSessions.date, from))
    .orderBy(asc(trainingSessions.startsAt))
    .limit(500);
  return rows.map(({ s, programName, programNameEs, programAges }) => ({
    id: s.id,
    programId: s.programId,
    // The program is only named here (edited on its own page): in the reader's language. The session's
    // own title and location are edited from this list, so they carry the English and the Spanish beside it.
    programName: localized(programName, programNameEs, lang),
    seriesId: s.seriesId,
    date: s.date,
    time: s.time,
    startsAt: s.startsAt.toISOString(),
    sessionTitle: s.sessionTitle,
    location: s.location,
    sessionTitleEs: s.sessionTitleEs,
    locationEs: s.locationEs,
    coachId: s.coachId,
    totalSpots: s.totalSpots,
    availableSpots: s.availableSpots,
    status: s.status,
    minAge: s.minAge,
    maxAge: s.maxAge,
    ageGroup: effectiveAgeRange(s, programAges),
  }));
}
