import { DEMO, dayFromNow, ok, payAndBook, pool } from './api.ts';
import type { BenchServer } from './types.ts';

export const BOOKINGS = Number(process.env.BENCH_MEMBER_BOOKINGS ?? 200);

const prepared = new Map<string, Promise<string>>();

/**
 * The demo athlete (Pro plan: no monthly booking limit) with BOOKINGS more paid bookings, made
 * through the browser's path (intent, test card, booking) at daily sessions of a program of their
 * own, which is archived afterwards so the public catalogue measured by other scenarios stays the
 * demo one. Done once per server; returns the athlete's cookie.
 */
export function athleteWithManyBookings(server: BenchServer): Promise<string> {
  let p = prepared.get(server.origin);
  if (!p) {
    p = prepare(server);
    prepared.set(server.origin, p);
  }
  return p;
}

async function prepare(server: BenchServer): Promise<string> {
  const started = Date.now();
  const staff = await server.login(DEMO.coach.email, DEMO.coach.password);
  const athlete = await server.login(DEMO.athlete.email, DEMO.athlete.password);
  const program = await ok<{ id: number }>(server, '/api/staff/programs', {
    cookie: staff,
    expect: 201,
    body: { name: 'Bench Conditioning', type: 'SPEED_AGILITY', description: 'Daily conditioning (benchmark data).', price: 25, duration: 60 },
  });
  // Daily from 400 days ahead: no demo session shares those dates.
  const startDate = dayFromNow(400);
  await ok(server, '/api/staff/series', {
    cookie: staff,
    expect: 201,
    body: {
      programId: program.id,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      time: '06:30',
      startDate,
      untilDate: dayFromNow(400 + BOOKINGS - 1),
      capacity: 12,
      location: 'Field 2',
    },
  });
  const sessions = await ok<Array<{ id: number; programId: number }>>(server, `/api/staff/sessions?from=${startDate}`, { cookie: staff });
  const mine = sessions.filter((s) => s.programId === program.id).slice(0, BOOKINGS);
  if (mine.length < BOOKINGS) throw new Error(`only ${mine.length} sessions were created`);
  await pool(mine, 4, async (s) => {
    const r = await payAndBook(server, athlete, s.id);
    if (!r.booked) throw new Error(`booking session ${s.id}: ${r.steps.map((x) => `${x.status} ${JSON.stringify(x.body).slice(0, 120)}`).join('; ')}`);
  });
  await ok(server, `/api/staff/programs/${program.id}`, { method: 'PATCH', cookie: staff, body: { archived: true } });
  process.stdout.write(`  (the demo athlete now has ${BOOKINGS} more bookings; made through the API in ${Math.round((Date.now() - started) / 1000)} s)\n`);
  return athlete;
}
