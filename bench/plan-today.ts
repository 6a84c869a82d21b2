/**
 * npm run bench:today: issue 30's target, "an athlete's today view with a 52-week plan, p99 at most
 * 20 ms". On PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL): a scratch database with one athlete on a
 * live 52-week plan of 20 exercises a day, started 26 weeks ago, with a log for every exercise of the
 * days passed (3,640 logs); then GET /api/my-training/today as that athlete through the app (session
 * cookie, routing, schema checks), TODAY_REQUESTS (1,000) times after 100 warm-up calls, one at a time.
 * Prints p50, p95, p99; exits 1 when p99 is over TODAY_TARGET_MS (20). BENCH_JSON=<file> writes the figures.
 */
import os from 'node:os';
import type { PlanWeek } from '../common/training-plans.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../server/db/schema/training-plans.ts';
import { addDays } from '../server/features/training-plans/days.ts';
import { facilityToday } from '../server/features/training-plans/read.ts';
import { signupUser } from '../server/test/test-app.ts';
import { oneAtATime } from './lib/one-at-a-time.ts';
import { onScratchApp } from './lib/scratch-app.ts';

const REQUESTS = Number(process.env.TODAY_REQUESTS ?? 1000);
const TARGET_MS = Number(process.env.TODAY_TARGET_MS ?? 20);
const log = (line = '') => process.stdout.write(line + '\n');

await onScratchApp('today', async (app, database) => {
  const db = database.db;
  const coach = await signupUser(app, 'COACH');
  const athlete = await signupUser(app);
  const weeks: PlanWeek[] = Array.from({ length: 52 }, (_, w) => ({
    days: Array.from({ length: 7 }, (_, d) => ({
      title: `Week ${w + 1} day ${d + 1}`,
      exercises: Array.from({ length: 20 }, (_, k) => ({
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
  const start = addDays(today, -26 * 7);
  const [a] = await db
    .insert(planAssignments)
    .values({ planId: plan!.id, athleteId: athlete.user.id, assignedBy: coach.user.id, startDate: start })
    .returning();
  const rows = [];
  for (let offset = 0; offset < 26 * 7; offset += 1) {
    for (let k = 0; k < 20; k += 1) {
      rows.push({
        assignmentId: a!.id,
        day: addDays(start, offset),
        exerciseId: `w${Math.floor(offset / 7)}d${offset % 7}e${k}`,
        done: (offset + k) % 5 !== 0,
        sets: [{ amount: 8, load: '60 kg' }],
        effort: 6,
        note: k === 0 ? 'Felt good.' : null,
        loggedBy: athlete.user.id,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(planLogs).values(rows.slice(i, i + 1000));
  log(`bench:today on PostgreSQL: a 52-week plan of 20 exercises a day, ${rows.length} logs, load average ${os.loadavg()[0]!.toFixed(2)}`);

  const call = () => app.inject({ method: 'GET', url: '/api/my-training/today', headers: { cookie: athlete.cookie } });
  const first = await call();
  if (first.statusCode !== 200 || first.json().days[0].day.exercises.length !== 20)
    throw new Error(`unexpected answer ${first.statusCode}: ${first.body.slice(0, 200)}`);
  log(`first answer: ${first.body.length} bytes, ${first.json().days[0].day.logs.length} logs today, compliance ${first.json().days[0].assignment.compliance}`);
  return oneAtATime('GET /api/my-training/today', call, { requests: REQUESTS, warmUp: 100, targetMs: TARGET_MS, log });
});
