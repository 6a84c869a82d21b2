/**
 * npm run bench:board: issue 31's target, "a leaderboard over 10,000 results, p99 at most 30 ms
 * (PostgreSQL)". A scratch database with one test, 2,000 athletes (ages 10-19, both sexes, a third
 * with a parent's consent, a tenth opted out) and five results each over the past year (10,000
 * results); then GET /api/leaderboards for the past 12 months as one of them through the app (session
 * cookie, routing, schema checks), BOARD_REQUESTS (1,000) times after 100 warm-up calls, one at a
 * time, cycling over all ages, one age group and one sex. Prints p50, p95, p99; exits 1 when p99 is
 * over BOARD_TARGET_MS (30). BENCH_JSON=<file> writes the figures.
 */
import os from 'node:os';
import { dayIn } from '../common/age.ts';
import { athleteTestSettings, measurementTests, testResults } from '../server/db/schema/test-days.ts';
import { users } from '../server/db/schema/users.ts';
import { daysBefore } from '../server/features/test-days/results.ts';
import { signupUser } from '../server/test/test-app.ts';
import { oneAtATime } from './lib/one-at-a-time.ts';
import { onScratchApp } from './lib/scratch-app.ts';

const REQUESTS = Number(process.env.BOARD_REQUESTS ?? 1000);
const TARGET_MS = Number(process.env.BOARD_TARGET_MS ?? 30);
const ATHLETES = 2000;
const PER_ATHLETE = 5;
const log = (line = '') => process.stdout.write(line + '\n');

await onScratchApp('board', async (app, database) => {
  const db = database.db;
  const reader = await signupUser(app);
  const today = dayIn(app.ctx.config.FACILITY_TZ);
  const [test] = await db.insert(measurementTests).values({ name: '20 m sprint', unit: 's', direction: 'LOWER', method: 'ENTERED', attempts: 2 }).returning();
  const year = Number(today.slice(0, 4));
  const people = [];
  for (let i = 0; i < ATHLETES; i += 1) {
    const born = `${year - 10 - (i % 10)}-${String((i % 12) + 1).padStart(2, '0')}-15`;
    people.push({
      email: `board-${i}@bench.example`,
      passwordHash: 'x',
      firstName: `Athlete${i}`,
      lastName: `Bench${i % 97}`,
      role: 'ATHLETE' as const,
      dateOfBirth: born,
    });
  }
  const ids: number[] = [];
  for (let i = 0; i < people.length; i += 500)
    ids.push(
      ...(
        await db
          .insert(users)
          .values(people.slice(i, i + 500))
          .returning({ id: users.id })
      ).map((r) => r.id),
    );
  await db
    .insert(athleteTestSettings)
    .values(ids.map((userId, i) => ({ userId, sex: i % 2 ? 'F' : 'M', leaderboardOptOut: i % 10 === 0, consentAt: i % 3 === 0 ? new Date() : null })));
  const rows = [];
  for (const [i, athleteId] of ids.entries()) {
    for (let k = 0; k < PER_ATHLETE; k += 1) {
      const value = Math.round((3.2 + ((i * 37 + k * 11) % 80) / 100) * 100) / 100;
      rows.push({ athleteId, testId: test!.id, attempts: [value], value, testedOn: daysBefore(today, 10 + k * 70 + (i % 7)) });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(testResults).values(rows.slice(i, i + 1000));
  await db.execute('ANALYZE');
  log(`bench:board on PostgreSQL: ${ATHLETES} athletes, ${rows.length} results of one test, load average ${os.loadavg()[0]!.toFixed(2)}`);

  const queries = [`testId=${test!.id}`, `testId=${test!.id}&ageGroup=U14`, `testId=${test!.id}&sex=F`];
  let n = 0;
  const call = () => app.inject({ method: 'GET', url: `/api/leaderboards?${queries[n++ % queries.length]}`, headers: { cookie: reader.cookie } });
  const first = await call();
  if (first.statusCode !== 200 || first.json().entries.length === 0) throw new Error(`unexpected answer ${first.statusCode}: ${first.body.slice(0, 200)}`);
  log(`first answer: ${first.body.length} bytes, ${first.json().total} athletes on the board`);
  return oneAtATime('GET /api/leaderboards', call, { requests: REQUESTS, warmUp: 100, targetMs: TARGET_MS, log });
});
