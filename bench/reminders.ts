/**
 * npm run bench:reminders: issue 32's target, "10,000 reminders falling due in the same minute are
 * all sent within 2 minutes by two workers, none twice". On PostgreSQL (BENCH_DATABASE_URL or
 * DATABASE_URL): a scratch database with REMINDERS_COUNT (10,000) athletes, each with a confirmed
 * booking in one of 100 sessions that all start at the same moment, reminder e-mails on and no quiet
 * hours. Two app contexts with a connection pool each (two worker processes' worth of connections,
 * in this one process) then run the every-minute sweep (`sweepReminders`) at the minute the 48-hour
 * reminder falls due, at the same time, each sweeping again until a sweep sends nothing.
 *
 * Prints: the wall time until every reminder is queued (the e-mail is written to the outbox in the
 * reminder's own transaction; the outbox worker then delivers at its own pace), how many each worker
 * sent, and the checks: exactly one reminder row and one e-mail per booking. Exits 1 if a check
 * fails or the time is over REMINDERS_TARGET_SECONDS (120). BENCH_JSON=<file> writes the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, countDistinct, like } from 'drizzle-orm';
import { bookings } from '../server/db/schema/bookings.ts';
import { outbox } from '../server/db/schema/outbox.ts';
import { programs, trainingSessions } from '../server/db/schema/programs.ts';
import { bookingReminders, reminderPreferences } from '../server/db/schema/reminders.ts';
import { users } from '../server/db/schema/users.ts';
import { migrate, openDatabase } from '../server/db/client.ts';
import { buildApp } from '../server/app.ts';
import { sweepReminders } from '../server/features/reminders/sweep.ts';
import { testConfig } from '../server/test/test-app.ts';
import { createBenchDatabase } from './lib/servers.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) throw new Error('bench:reminders needs BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL)');
const COUNT = Number(process.env.REMINDERS_COUNT ?? 10_000);
const TARGET_SECONDS = Number(process.env.REMINDERS_TARGET_SECONDS ?? 120);
const SESSIONS = 100;
const HOUR = 3600_000;
const log = (line = '') => process.stdout.write(line + '\n');

const scratch = await createBenchDatabase(serverUrl);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-bench-reminders-'));
const databases = [await openDatabase({ databaseUrl: scratch.url, dataDir }), await openDatabase({ databaseUrl: scratch.url, dataDir })] as const;
try {
  await migrate(databases[0]);
  const apps = await Promise.all(databases.map((database) => buildApp({ config: testConfig(dataDir), database })));
  const db = databases[0].db;

  // The data: one program, 100 sessions at the same start, COUNT athletes each booked into one.
  const startsAt = new Date(Math.ceil((Date.now() + 49 * HOUR) / 60_000) * 60_000);
  const iso = startsAt.toISOString();
  const [program] = await db
    .insert(programs)
    .values({ name: 'Reminder Bench', type: 'SOCCER', description: 'Benchmark program.', priceCents: 4000, durationMinutes: 60 })
    .returning();
  const sessions = await db
    .insert(trainingSessions)
    .values(
      Array.from({ length: SESSIONS }, (_, i) => ({
        programId: program!.id,
        date: iso.slice(0, 10),
        time: iso.slice(11, 19),
        startsAt,
        totalSpots: COUNT,
        availableSpots: COUNT,
        location: `Field ${i + 1}`,
        sessionTitle: `Group ${i + 1}`,
      })),
    )
    .returning({ id: trainingSessions.id });
  const t0 = performance.now();
  for (let from = 0; from < COUNT; from += 1000) {
    const n = Math.min(1000, COUNT - from);
    const athletes = await db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          email: `reminder-bench-${from + i}@example.com`,
          passwordHash: 'x',
          firstName: 'Bench',
          lastName: `Athlete${from + i}`,
          role: 'ATHLETE' as const,
        })),
      )
      .returning({ id: users.id });
    await db.insert(reminderPreferences).values(athletes.map((a) => ({ userId: a.id, emailEnabled: true, quietStart: null, quietEnd: null })));
    await db
      .insert(bookings)
      .values(athletes.map((a, i) => ({ sessionId: sessions[(from + i) % SESSIONS]!.id, payerId: a.id, athleteId: a.id, amountCents: 4000 })));
  }
  log(
    `bench:reminders on PostgreSQL: ${COUNT} bookings in ${SESSIONS} sessions starting ${iso} (data written in ${((performance.now() - t0) / 1000).toFixed(1)} s), load average ${os.loadavg()[0]!.toFixed(2)}`,
  );

  // The minute the 48-hour reminder falls due; both workers sweep at once, again until nothing is left.
  const now = new Date(startsAt.getTime() - 48 * HOUR + 5_000);
  const started = performance.now();
  const worker = async (i: number) => {
    let sent = 0;
    let sweeps = 0;
    for (;;) {
      const n = await sweepReminders(apps[i]!.ctx, now);
      sweeps++;
      sent += n;
      if (n === 0) break;
    }
    return { sent, sweeps, seconds: (performance.now() - started) / 1000 };
  };
  const results = await Promise.all([worker(0), worker(1)]);
  const seconds = (performance.now() - started) / 1000;

  const [rows] = await db.select({ n: count(), bookings: countDistinct(bookingReminders.bookingId) }).from(bookingReminders);
  const [mails] = await db
    .select({ n: count(), to: countDistinct(outbox.to) })
    .from(outbox)
    .where(like(outbox.to, 'reminder-bench-%'));
  const checks = {
    'one reminder row per booking': rows!.n === COUNT && rows!.bookings === COUNT,
    'one e-mail per athlete': mails!.n === COUNT && mails!.to === COUNT,
    'the two workers sent them all between them': results[0]!.sent + results[1]!.sent === COUNT,
    [`within ${TARGET_SECONDS} s`]: seconds <= TARGET_SECONDS,
  };
  log(`all ${COUNT} reminders queued in ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)} a second); load average ${os.loadavg()[0]!.toFixed(2)}`);
  results.forEach((r, i) => log(`  worker ${i + 1}: sent ${r.sent} in ${r.sweeps} sweeps, done at ${r.seconds.toFixed(1)} s`));
  for (const [name, ok] of Object.entries(checks)) log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (process.env.BENCH_JSON)
    fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ count: COUNT, seconds, workers: results, rows: rows!.n, mails: mails!.n, checks }, null, 2));
  await Promise.all(apps.map((a) => a.close()));
  process.exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} finally {
  await Promise.all(databases.map((d) => d.close()));
  await scratch.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
