/**
 * npm run bench:plans: issue 30's target, "a coach's compliance table of 200 athletes, p99 at most
 * 50 ms". On PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL): a scratch database with 200 athletes,
 * each on a live 52-week plan of 6 exercises a day started 4 weeks ago, with a log for every exercise
 * of the days passed (33,600 logs); then GET /api/training-plans/compliance as the staff coach through
 * the app, PLANS_REQUESTS (300) times after 20 warm-up calls, one at a time. Prints p50, p95, p99;
 * exits 1 when p99 is over PLANS_TARGET_MS (50). BENCH_JSON=<file> writes the figures.
 */
import os from 'node:os';
import type { PlanWeek } from '../common/training-plans.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../server/db/schema/training-plans.ts';
import { addDays } from '../server/features/training-plans/days.ts';
import { facilityToday } from '../server/features/training-plans/read.ts';
import { users } from '../server/db/schema/users.ts';
import { signupStaff } from '../server/test/test-app.ts';
import { oneAtATime } from './lib/one-at-a-time.ts';
import { onScratchApp } from './lib/scratch-app.ts';

const REQUESTS = Number(process.env.PLANS_REQUESTS ?? 300);
const TARGET_MS = Number(process.env.PLANS_TARGET_MS ?? 50);
const ATHLETES = 200;
const PER_DAY = 6;
const log = (line = '') => process.stdout.write(line + '\n');

await onScratchApp('plans', async (app, database) => {
  const db = database.db;
  const coach = await signupStaff(app);
  const weeks: PlanWeek[] = Array.from({ length: 52 }, (_, w) => ({
    days: Array.from({ length: 7 }, (_, d) => ({
      title: `Week ${w + 1} day ${d + 1}`,
      exercises: Array.from({ length: PER_DAY }, (_, k) => ({
        id: `w${w}d${d}e${k}`,
        name: `Exercise ${k + 1}`,
        measure: 'reps' as const,
        sets: 4,
        amount: 8,
        load: '60 kg',
        restSeconds: 90,
        notes: 'Keep the back flat and drive through the heels.',
        demoItemId: null,
        film: false,
      })),
    })),
  }));
  const [plan] = await db.insert(trainingPlans).values({ authorId: coach.user.id, title: 'Bench: 52 weeks' }).returning();
  await db.insert(trainingPlanVersions).values({ planId: plan!.id, version: 1, weeks });
  const today = facilityToday(app.ctx.config.FACILITY_TZ, app.ctx.now());
  const start = addDays(today, -4 * 7);
  const athletes = await db
    .insert(users)
    .values(
      Array.from({ length: ATHLETES }, (_, i) => ({
        email: `bench-athlete-${i}@example.com`,
        passwordHash: 'x',
        firstName: 'Athlete',
        lastName: String(i),
        role: 'ATHLETE' as const,
        subscriptionTier: 'PRO' as const,
      })),
    )
    .returning({ id: users.id });
  const assignments = await db
    .insert(planAssignments)
    .values(athletes.map((a) => ({ planId: plan!.id, athleteId: a.id, assignedBy: coach.user.id, startDate: start })))
    .returning();
  const rows = [];
  for (const a of assignments) {
    for (let offset = 0; offset < 4 * 7; offset += 1) {
      for (let k = 0; k < PER_DAY; k += 1) {
        rows.push({
          assignmentId: a.id,
          day: addDays(start, offset),
          exerciseId: `w${Math.floor(offset / 7)}d${offset % 7}e${k}`,
          done: (offset + k + a.id) % 5 !== 0,
          sets: [{ amount: 8, load: '60 kg' }],
          effort: 6,
          note: k === 0 && offset % 7 === 0 ? 'Felt good.' : null,
          loggedBy: a.athleteId,
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insert(planLogs).values(rows.slice(i, i + 2000));
  log(
    `bench:plans on PostgreSQL: ${ATHLETES} athletes on a 52-week plan of ${PER_DAY} exercises a day, ${rows.length} logs, load average ${os.loadavg()[0]!.toFixed(2)}`,
  );

  const call = () => app.inject({ method: 'GET', url: '/api/training-plans/compliance', headers: { cookie: coach.cookie } });
  const first = await call();
  if (first.statusCode !== 200 || first.json().length !== ATHLETES) throw new Error(`unexpected answer ${first.statusCode}: ${first.body.slice(0, 200)}`);
  log(`first answer: ${first.body.length} bytes, ${first.json().length} rows`);
  return oneAtATime('GET /api/training-plans/compliance', call, { requests: REQUESTS, warmUp: 20, targetMs: TARGET_MS, log });
});
