import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { centsToDollars, type Program, type ProgramWithSessions, type SessionSummary, type TrainingSession } from '../../../common/programs.ts';
import { asAgeGroup } from '../../../common/age-groups.ts';
import { bookingOpensOn } from '../../../common/booking-window.ts';
import type { Db } from '../../db/client.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { effectiveAgeRange } from '../bookings/age-group.ts';

type ProgramRow = typeof programs.$inferSelect;

export function toProgram(p: ProgramRow): Program {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    description: p.description,
    price: centsToDollars(p.priceCents),
    duration: p.durationMinutes,
    imageUrl: p.imageUrl,
    displayOrder: p.displayOrder,
    ageGroup: asAgeGroup(p),
  };
}

/** Programs on sale, by displayOrder then name. */
export async function listPrograms(db: Db): Promise<Program[]> {
  const rows = await db.select().from(programs).where(eq(programs.archived, false)).orderBy(asc(programs.displayOrder), asc(programs.name));
  return rows.map(toProgram);
}

const sessionColumns = {
  id: trainingSessions.id,
  programId: trainingSessions.programId,
  sessionTitle: trainingSessions.sessionTitle,
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
function toSummary({ coachFirst, coachLast, program, minAge, maxAge, ...session }: SessionRow): SessionSummary {
  return {
    ...session,
    startsAt: session.startsAt.toISOString(),
    coach: coachFirst ? { name: `${coachFirst} ${coachLast}` } : null,
    ageGroup: effectiveAgeRange({ minAge, maxAge }, program),
    // From the program already joined: no query per session (decision 056).
    bookingOpens: bookingOpensOn(session.date, program),
  };
}

export async function listProgramsWithSessions(db: Db): Promise<ProgramWithSessions[]> {
  const [list, sessions] = await Promise.all([listPrograms(db), upcomingSessionRows(db)]);
  const byProgram = new Map<number, SessionSummary[]>();
  for (const s of sessions) {
    const arr = byProgram.get(s.programId) ?? [];
    arr.push(toSummary(s));
    byProgram.set(s.programId, arr);
  }
  return list.map((p) => ({ ...p, upcomingSessions: byProgram.get(p.id) ?? [] }));
}

export async function listTrainingSessions(db: Db): Promise<TrainingSession[]> {
  const rows = await upcomingSessionRows(db);
  return rows.map((r) => {
    const s = toSummary(r);
    return {
      ...s,
      coachName: s.coach?.name ?? null,
      program: { id: r.program.id, name: r.program.name, price: centsToDollars(r.program.priceCents), type: r.program.type, duration: r.program.durationMinutes },
    };
  });
}
