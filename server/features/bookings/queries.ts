import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Booking } from '../../../common/bookings.ts';
import { centsToDollars } from '../../../common/programs.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized, localizedCopy, localizedOrNull } from '../../platform/i18n/localized.ts';
import { users } from '../../db/schema/users.ts';

const athletes = alias(users, 'athlete');
const coaches = alias(users, 'coach');

/** Only the columns a booking shows: an athlete with years of bookings reads no whole user rows. */
const columns = {
  b: {
    id: bookings.id,
    status: bookings.status,
    paidWithCredit: bookings.paidWithCredit,
    amountCents: bookings.amountCents,
    refundedCents: bookings.refundedCents,
    createdAt: bookings.createdAt,
    payerId: bookings.payerId,
    checkInCode: bookings.checkInCode,
    attendance: bookings.attendance,
  },
  s: {
    id: trainingSessions.id,
    date: trainingSessions.date,
    time: trainingSessions.time,
    startsAt: trainingSessions.startsAt,
    sessionTitle: trainingSessions.sessionTitle,
    location: trainingSessions.location,
    sessionTitleEs: trainingSessions.sessionTitleEs,
    locationEs: trainingSessions.locationEs,
  },
  p: {
    id: programs.id,
    name: programs.name,
    nameEs: programs.nameEs,
    description: programs.description,
    descriptionEs: programs.descriptionEs,
    priceCents: programs.priceCents,
    type: programs.type,
    durationMinutes: programs.durationMinutes,
  },
  a: { id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName },
  c: { firstName: coaches.firstName, lastName: coaches.lastName },
  /** The pack a credit booking's credit came from (one credit use per booking). */
  g: { packName: creditGrants.packName },
  /** That pack now, for its Spanish name (decision 066: the name copied at purchase is in Spanish while the pack still has it). */
  gp: { name: sessionPacks.name, nameEs: sessionPacks.nameEs },
};

/** Bookings with their session, program, coach and athlete, in session order; what staff typed in `lang` (decision 066). */
export async function selectBookings(
  db: Db | Tx,
  where: SQL | undefined,
  lang: Language = 'en',
): Promise<Array<Booking & { durationMinutes: number; payerId: number }>> {
  const rows = await db
    .select(columns)
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(athletes, eq(athletes.id, bookings.athleteId))
    .leftJoin(coaches, eq(coaches.id, trainingSessions.coachId))
    .leftJoin(creditUses, eq(creditUses.bookingId, bookings.id))
    .leftJoin(creditGrants, eq(creditGrants.id, creditUses.grantId))
    .leftJoin(sessionPacks, eq(sessionPacks.id, creditGrants.packId))
    .where(where)
    .orderBy(asc(trainingSessions.startsAt), asc(bookings.id));
  return rows.map(({ b, s, p, a, c, g, gp }) => {
    const coachName = c?.firstName ? `${c.firstName} ${c.lastName}` : null;
    return {
      id: b.id,
      status: b.status,
      amountPaid: centsToDollars(b.amountCents),
      refunded: centsToDollars(b.refundedCents),
      paidWithCredit: b.paidWithCredit,
      creditPack: b.paidWithCredit && g ? localizedCopy(g.packName, gp, lang) : null,
      createdAt: b.createdAt.toISOString(),
      payerId: b.payerId,
      checkInCode: b.checkInCode,
      attendance: b.attendance ?? null,
      durationMinutes: p.durationMinutes,
      athlete: { id: a.id, firstName: a.firstName, lastName: a.lastName },
      session: {
        id: s.id,
        date: s.date,
        time: s.time,
        startsAt: s.startsAt.toISOString(),
        sessionTitle: localizedOrNull(s.sessionTitle, s.sessionTitleEs, lang),
        location: localized(s.location, s.locationEs, lang),
        coachName,
        coach: coachName ? { name: coachName } : null,
        program: {
          id: p.id,
          name: localized(p.name, p.nameEs, lang),
          description: localized(p.description, p.descriptionEs, lang),
          price: centsToDollars(p.priceCents),
          type: p.type,
        },
      },
    };
  });
}

/** The bookings a user may see: those they paid for or that are for them (a parent's children included). */
export function visibleTo(userId: number, linkedAthleteIds: number[] = []): SQL {
  const own = or(eq(bookings.payerId, userId), eq(bookings.athleteId, userId))!;
  return linkedAthleteIds.length ? or(own, inArray(bookings.athleteId, linkedAthleteIds))! : own;
}

export const byId = (id: number, scope: SQL) => and(eq(bookings.id, id), scope);
