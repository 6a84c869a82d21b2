import { ageOn as ageFromBirth } from '../../../common/age.ts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { asAgeGroup, OUTSIDE_RANGE_CODE, type AgeRange, type OutsideBooking } from '../../../common/age-groups.ts';
import { DETAILS_REQUIRED_CODE } from '../../../common/bookings.ts';
import type { Db, Tx } from '../../db/client.ts';
import { ageExceptions, bookings } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { users } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, type HttpError } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

/**
 * Age groups (issue 29): which range a session is for, an athlete's age, the check every path that
 * gives an athlete a place applies, and the staff exception it may use (once). The sentences are
 * the catalogue's `ageGroups.*` (common/messages/age-groups.ts), in English and Spanish.
 */

/** The range a session is for: its own when staff gave it one (either side set), else its program's; null when open to every age. */
export function effectiveAgeRange(session: AgeRange, program: AgeRange): AgeRange | null {
  return asAgeGroup(session) ?? asAgeGroup(program);
}

export const fitsAgeRange = (r: AgeRange, age: number) => (r.minAge === null || age >= r.minAge) && (r.maxAge === null || age <= r.maxAge);

/**
 * The athlete's age on a day (the session's date). The one place an age is worked out: from the
 * date of birth when the account has one (a child a parent added, decision 039), else the age on
 * the athlete's account (their profile, or what a parent gave when linking them), else the age
 * given with their registration (the details checkout asks for before any booking, age included);
 * null when none is on file.
 */
export function ageOn(on: string, account: { age: number | null; dateOfBirth?: string | null }, registration: { athleteAge: number } | null): number | null {
  if (account.dateOfBirth) return ageFromBirth(account.dateOfBirth, on);
  return account.age ?? registration?.athleteAge ?? null;
}

export interface AgeCheckedAthlete {
  id: number;
  /** First name, as the sentence says it ("Maya is 15"). */
  name: string;
  age: number | null;
}

/**
 * Why this athlete cannot have a place in a session of this range, or null when they can: a 409
 * naming the range and the age, or, with no age on file, one saying where to add it (with the
 * athlete-details code, so checkout opens the form that asks for it).
 */
export function ageRefusal(range: AgeRange | null, athlete: AgeCheckedAthlete): HttpError | null {
  if (!range) return null;
  if (athlete.age === null)
    return conflict(msg('ageGroups.unknownAge', { minAge: range.minAge, maxAge: range.maxAge, name: athlete.name }), {
      code: DETAILS_REQUIRED_CODE,
      athleteId: athlete.id,
    });
  return fitsAgeRange(range, athlete.age)
    ? null
    : conflict(msg('ageGroups.outsideRange', { minAge: range.minAge, maxAge: range.maxAge, name: athlete.name, age: athlete.age }));
}

/** The athletes' names and ages on a day, by id (one query). */
export async function athletesForAgeCheck(db: Db | Tx, athleteIds: number[], on: string): Promise<Map<number, AgeCheckedAthlete>> {
  if (athleteIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, age: users.age, dateOfBirth: users.dateOfBirth, athleteAge: athleteRegistrations.athleteAge })
    .from(users)
    .leftJoin(athleteRegistrations, eq(athleteRegistrations.userId, users.id))
    .where(inArray(users.id, [...new Set(athleteIds)]));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.firstName, age: ageOn(on, r, r.athleteAge === null ? null : { athleteAge: r.athleteAge }) }]));
}

export async function athleteForAgeCheck(db: Db | Tx, athleteId: number, on: string): Promise<AgeCheckedAthlete> {
  return (await athletesForAgeCheck(db, [athleteId], on)).get(athleteId) ?? { id: athleteId, name: '', age: null };
}

type SessionFacts = Pick<typeof trainingSessions.$inferSelect, 'id' | 'date' | 'programId' | 'minAge' | 'maxAge'>;

/** The session's range, its program's read here. */
export async function sessionAgeRange(db: Db | Tx, session: SessionFacts): Promise<AgeRange | null> {
  if (asAgeGroup(session)) return asAgeGroup(session);
  const [program] = await db.select({ minAge: programs.minAge, maxAge: programs.maxAge }).from(programs).where(eq(programs.id, session.programId));
  return program ? asAgeGroup(program) : null;
}

/**
 * The athlete's exception to this session's age group that can still be used (not used, not
 * revoked), the oldest first. `lock` locks it for the booking transaction that will use it.
 */
export async function usableException(db: Db | Tx, sessionId: number, athleteId: number, lock = false): Promise<{ id: number } | null> {
  const query = db
    .select({ id: ageExceptions.id })
    .from(ageExceptions)
    .where(
      and(
        eq(ageExceptions.sessionId, sessionId),
        eq(ageExceptions.athleteId, athleteId),
        isNull(ageExceptions.usedByBookingId),
        isNull(ageExceptions.revokedAt),
      ),
    )
    .orderBy(asc(ageExceptions.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type AgeDecision = { exceptionId: number | null; refusal?: undefined } | { refusal: HttpError };

/**
 * The age-group rule of every path that gives an athlete a place (checkout hold, fulfilment, credit
 * booking, waitlist join and offers, reschedule): inside the range, or outside it with a usable
 * staff exception (its id is returned, for useAgeException), else the refusal. In a booking's
 * transaction it runs after the session's row lock with `lock`, which locks the exception row
 * (the 4th kind of decision 038, after the session): a second booking or a revoke waits, then sees
 * the exception used or revoked.
 */
export async function checkAgeGroup(db: Db | Tx, session: SessionFacts, athleteId: number, { lock = false } = {}): Promise<AgeDecision> {
  const range = await sessionAgeRange(db, session);
  if (!range) return { exceptionId: null };
  const refusal = ageRefusal(range, await athleteForAgeCheck(db, athleteId, session.date));
  if (!refusal) return { exceptionId: null };
  const exception = await usableException(db, session.id, athleteId, lock);
  return exception ? { exceptionId: exception.id } : { refusal };
}

/**
 * The booking uses its exception, in the booking's transaction (the row is locked by
 * checkAgeGroup): once, and never after a revoke. Audited, with the member who booked as the actor.
 */
export async function useAgeException(
  tx: Tx,
  exceptionId: number,
  booking: { id: number; sessionId: number; athleteId: number },
  actorId: number,
): Promise<void> {
  const [used] = await tx
    .update(ageExceptions)
    .set({ usedByBookingId: booking.id })
    .where(and(eq(ageExceptions.id, exceptionId), isNull(ageExceptions.usedByBookingId), isNull(ageExceptions.revokedAt)))
    .returning({ id: ageExceptions.id });
  // Locked since the check, so still usable; a failure here is a bug, and rolls the booking back.
  if (!used) throw new Error(`age exception ${exceptionId} was no longer usable under its lock`);
  await audit(tx, actorId, 'use', 'age_exception', exceptionId, { bookingId: booking.id, sessionId: booking.sessionId, athleteId: booking.athleteId });
}

/** A session whose range a staff edit changes: its range before and after (each null when open to every age). */
export interface RangeChange {
  id: number;
  date: string;
  time: string;
  before: AgeRange | null;
  after: AgeRange | null;
}

/** Whether a range leaves an athlete out: outside it, or no age on file to check it with. */
const leavesOut = (range: AgeRange | null, age: number | null) => range !== null && (age === null || !fitsAgeRange(range, age));

/**
 * The confirmed bookings of these sessions whose athlete the new range leaves out and the old one
 * did not (issue 29 leftovers, decision 042): what staff are shown before the change is saved. Bookings
 * are never cancelled for it; an athlete already outside the old range (let in by an exception) is
 * not listed again. Read in the editing transaction, after the sessions' rows are locked.
 */
export async function bookedOutside(db: Db | Tx, changes: RangeChange[]): Promise<OutsideBooking[]> {
  const changed = changes.filter((c) => c.after !== null && JSON.stringify(c.before) !== JSON.stringify(c.after));
  if (changed.length === 0) return [];
  const byId = new Map(changed.map((c) => [c.id, c]));
  const rows = await db
    .select({
      bookingId: bookings.id,
      sessionId: bookings.sessionId,
      athleteId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      age: users.age,
      dateOfBirth: users.dateOfBirth,
      athleteAge: athleteRegistrations.athleteAge,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.athleteId))
    .leftJoin(athleteRegistrations, eq(athleteRegistrations.userId, users.id))
    .where(and(inArray(bookings.sessionId, [...byId.keys()]), eq(bookings.status, 'CONFIRMED')))
    .orderBy(asc(bookings.sessionId), asc(users.lastName), asc(users.firstName), asc(bookings.id));
  return rows.flatMap((r) => {
    const c = byId.get(r.sessionId)!;
    const age = ageOn(c.date, r, r.athleteAge === null ? null : { athleteAge: r.athleteAge });
    if (!leavesOut(c.after, age) || leavesOut(c.before, age)) return [];
    return [
      {
        bookingId: r.bookingId,
        sessionId: c.id,
        date: c.date,
        time: c.time,
        athlete: { id: r.athleteId, firstName: r.firstName, lastName: r.lastName },
        age,
        ageGroup: c.after!,
      },
    ];
  });
}

/**
 * A staff edit of a range: refused (409 with the list and OUTSIDE_RANGE_CODE) while it leaves out
 * athletes already booked and staff have not confirmed it; once confirmed, the list is the answer
 * (and the caller audits it). Nothing is cancelled either way.
 */
export function confirmOutside(outside: OutsideBooking[], confirmed: boolean | undefined): OutsideBooking[] {
  if (outside.length > 0 && !confirmed) throw conflict(msg('ageGroups.leavesOutBooked'), { code: OUTSIDE_RANGE_CODE, outsideRange: outside });
  return outside;
}
