import { csvCell } from '../../platform/csv.ts';
import { asc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatInTimeZone } from 'date-fns-tz';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';

/** Monday of the week of a date, YYYY-MM-DD. */
export function weekOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Confirmed bookings and net revenue (paid minus refunded) per program and week of the session. */
export async function bookingsReport(db: Db, weeks: number, now: Date) {
  const since = new Date(now.getTime() - weeks * 7 * 24 * 3600_000);
  const rows = await db
    .select({
      date: trainingSessions.date,
      programId: programs.id,
      programName: programs.name,
      amount: bookings.amountCents,
      refunded: bookings.refundedCents,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(gte(bookings.createdAt, since));
  const map = new Map<string, { week: string; programId: number; programName: string; bookings: number; revenue: number }>();
  for (const r of rows) {
    const week = weekOf(r.date);
    const key = `${week}|${r.programId}`;
    const e = map.get(key) ?? { week, programId: r.programId, programName: r.programName, bookings: 0, revenue: 0 };
    if (r.status === 'CONFIRMED') e.bookings += 1;
    e.revenue += (r.amount - r.refunded) / 100;
    map.set(key, e);
  }
  return [...map.values()].sort((a, b) => a.week.localeCompare(b.week) || a.programName.localeCompare(b.programName));
}

export async function bookingsCsv(db: Db, tz: string): Promise<string> {
  const athlete = alias(users, 'athlete');
  const payer = alias(users, 'payer');
  const rows = await db
    .select({ b: bookings, s: trainingSessions, p: programs, a: athlete, pay: payer })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(athlete, eq(athlete.id, bookings.athleteId))
    .innerJoin(payer, eq(payer.id, bookings.payerId))
    .orderBy(asc(trainingSessions.startsAt));
  const header = [
    'Booking',
    'Status',
    'Program',
    'Session date',
    'Session time',
    'Athlete',
    'Athlete e-mail',
    'Paid by',
    'Amount paid',
    'Refunded',
    'Attendance',
    'Booked at',
  ];
  const lines = rows.map(({ b, s, p, a, pay }) =>
    [
      b.id,
      b.status,
      p.name,
      s.date,
      s.time.slice(0, 5),
      `${a.firstName} ${a.lastName}`,
      a.email,
      `${pay.firstName} ${pay.lastName}`,
      (b.amountCents / 100).toFixed(2),
      (b.refundedCents / 100).toFixed(2),
      b.attendance ?? '',
      formatInTimeZone(b.createdAt, tz, 'yyyy-MM-dd HH:mm'),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n';
}
