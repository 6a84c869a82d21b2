import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { centsToDollars, type Program, type ProgramWithSessions, type SessionSummary, type TrainingSession } from '../../../common/programs.ts';
import { asAgeGroup } from '../../../common/age-groups.ts';
import { bookingOpensOn } from '../../../common/booking-window.ts';
import type { Db } from '../../db/client.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized, localizedOrNull } from '../../platform/i18n/localized.ts';
import { effectiveAgeRange } from '../bookings/age-group.ts';

type ProgramRow = typeof programs.$inferSelect;

/** A program as the catalogue shows it, its name and description in `lang` (English when staff wrote no Spanish). */
export function toProgram(p: ProgramRow, lang: Language): Program {
  return {
    id: p.id,
    name: localized(p.name, p.nameEs, lang),
    type: p.type,
    description: localized(p.description, p.descriptionEs, lang),
    price: centsToDollars(p.priceCents),
    duration: p.durationMinutes,
    imageUrl: p.imageUrl,
    displayOrder: p.displayOrder,
    ageGroup: asAgeGroup(p),
  };
}

/** Programs on sale, by displayOrder then (English) name. */
export async function listPrograms(db: Db, lang: Language): Promise<Program[]> {
  const rows = await db.select().from(programs).where(eq(programs.archived, false)).orderBy(asc(programs.displayOrder), asc(programs.name));
  return rows.map((p) => toProgram(p, lang));
}

const sessionColumns = {
  id: trainingSessions.id,
  programId: trainingSessions.programId,
  sessionTitle: trainingSessions.sessionTitle,
  sessionTitleEs: trainingSessions.sessionTitleEs,
  locationEs: trainingSessions.locationEs,
  date: trainingSessions.date,
  time: trainingSessions.time,
  startsAt: trainingSessions.startsAt,
  availableSpots: trainingSessions.availableSpots,
  totalSpots: trainingSessions.totalSpots,
  location: trainingSessions.location,
  status: trainingSessions.status,
  minAge: trainingSessions.minAge,
  maxAge: trainingSessions.maxAge,
  coachFirst: users.firstName,
  coachLast: users.lastName,
};

/** Active sessions of programs on sale that have not started, soonest first. */
async function upcomingSessionRows(db: Db) {
  return db
    .select({ ...sessionColumns, program: programs })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .leftJoin(users, eq(users.id, trainingSessions.coachId))
    .where(and(eq(trainingSessions.status, 'ACTIVE'), eq(programs.archived, false), gt(trainingSessions.startsAt, sql`now()`)))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
}

type SessionRow = Awaited<ReturnType<typeof upcomingSessionRows>>[number];

/** A session as the catalogue shows it: its own columns, the start as ISO, the coach's name (or null), the ages it is for and when booking opens. */
function toSummary({ coachFirst, coachLast, program, minAge, maxAge, sessionTitleEs, locationEs, ...session }: SessionRow, lang: Language): SessionSummary {
  return {
    ...session,
    sessionTitle: localizedOrNull(session.sessionTitle, sessionTitleEs, lang),
    location: localized(session.location, locationEs, lang),
    startsAt: session.startsAt.toISOString(),
    coach: coachFirst ? { name: `${coachFirst} ${coachLast}` } : null,
    ageGroup: effectiveAgeRange({ minAge, maxAge }, program),
    // From the program already joined: no query per session (decision 056).
    bookingOpens: bookingOpensOn(session.date, program),
  };
}

export async function listProgramsWithSessions(db: Db, lang: Language): Promise<ProgramWithSessions[]> {
  const [list, sessions] = await Promise.all([listPrograms(db, lang), upcomingSessionRows(db)]);
  const byProgram = new Map<number, SessionSummary[]>();
  for (const s of sessions) {
    const arr = byProgram.get(s.programId) ?? [];
    arr.push(toSummary(s, lang));
    byProgram.set(s.programId, arr);
  }
  return list.map((p) => ({ ...p, upcomingSessions: byProgram.get(p.id) ?? [] }));
}

export async function listTrainingSessions(db: Db, lang: Language): Promise<TrainingSession[]> {
  const rows = await upcomingSessionRows(db);
  return rows.map((r) => {
    const s = toSummary(r, lang);
    return {
      ...s,
      coachName: s.coach?.name ?? null,
      program: {
        id: r.program.id,
        name: localized(r.program.name, r.program.nameEs, lang),
        price: centsToDollars(r.program.priceCents),
        type: r.program.type,
        duration: r.program.durationMinutes,
      },
    };
  });
}
