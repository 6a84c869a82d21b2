/**
 * Demo training plans (issue 30): the sample template members without the capability preview, and
 * Jordan's 4-week plan by Marcus Bell from the Monday before last, with logs for the days passed
 * (some done, some not, efforts, a note). Today and the days after are left for Jordan to log.
 * Plan content is the coach's own text (not translated).
 */
import type { Exercise, PlanWeek } from '../../../common/training-plans.ts';
import { PREVIEW_TEMPLATE_TITLE } from '../../features/training-plans/preview.ts';
import type { Tx } from '../client.ts';
import { planAssignments, planLogs, trainingPlans, trainingPlanVersions } from '../schema/training-plans.ts';
import { facilityDate, weekdayOf } from './time.ts';

type Ex = Omit<Exercise, 'id'>;
const ex = (
  name: string,
  measure: Ex['measure'],
  sets: number,
  amount: number,
  load: string | null,
  restSeconds: number | null,
  more: Partial<Ex> = {},
): Ex => ({ name, measure, sets, amount, load, restSeconds, notes: null, demoItemId: null, film: false, ...more });

/** A week: strength, ball work, conditioning and recovery; every day ends with form shooting, one set filmed for the coach. */
const FORM_SHOOTING = ex('Form shooting', 'reps', 3, 10, null, 60, { film: true, notes: 'Film one set from the side so I can check your elbow.' });
const DAYS: { title: string; exercises: Ex[] }[] = [
  {
    title: 'Lower body strength',
    exercises: [
      ex('Back squat', 'reps', 3, 10, '60 kg', 90, { notes: 'Control the way down, 3 seconds.' }),
      ex('Romanian deadlift', 'reps', 3, 8, '50 kg', 90),
      ex('Box jumps', 'reps', 4, 5, null, 60),
    ],
  },
  { title: 'Ball handling and shooting', exercises: [ex('Two-ball dribble', 'time', 3, 45, null, 30)] },
  {
    title: 'Upper body strength',
    exercises: [ex('Bench press', 'reps', 3, 8, '40 kg', 90), ex('Pull-ups', 'reps', 3, 6, 'bodyweight', 90), ex('Plank', 'time', 3, 45, null, 45)],
  },
  { title: 'Conditioning', exercises: [ex('Suicides', 'reps', 4, 1, null, 60), ex('Defensive slides', 'distance', 4, 20, null, 45)] },
  { title: 'Power', exercises: [ex('Trap bar deadlift', 'reps', 4, 5, '70 kg', 120), ex('Medicine ball slams', 'reps', 3, 10, '6 kg', 60)] },
  { title: 'Shooting', exercises: [ex('Catch and shoot', 'reps', 5, 10, null, 60)] },
  { title: 'Recovery', exercises: [ex('Mobility flow', 'time', 1, 600, null, null)] },
];

const weeksOf = (count: number, prefix: string): PlanWeek[] =>
  Array.from({ length: count }, (_, w) => ({
    days: DAYS.map((d, i) => ({
      title: d.title,
      exercises: [...d.exercises, FORM_SHOOTING].map((e, k) => ({ ...e, id: `${prefix}w${w}d${i}e${k}` })),
    })),
  }));

export async function seedTrainingPlans(tx: Tx, tz: string, coachId: number, athleteId: number, now = new Date()): Promise<void> {
  const [template, plan] = await tx
    .insert(trainingPlans)
    .values([
      {
        authorId: coachId,
        title: PREVIEW_TEMPLATE_TITLE,
        description: 'Four weeks of strength, power and shooting for guards in the off-season.',
        sport: 'Basketball',
        isTemplate: true,
      },
      { authorId: coachId, title: 'Jordan: guard off-season', description: 'Build leg strength and a repeatable shot before tryouts.', sport: 'Basketball' },
    ])
    .returning();
  const planWeeks = weeksOf(4, 'j');
  await tx.insert(trainingPlanVersions).values([
    { planId: template!.id, version: 1, weeks: weeksOf(4, 't'), createdBy: coachId },
    { planId: plan!.id, version: 1, weeks: planWeeks, createdBy: coachId },
  ]);
  const today = facilityDate(tz, 0, now);
  const mondayOffset = (weekdayOf(today) + 6) % 7;
  const start = facilityDate(tz, -mondayOffset - 7, now);
  const [assignment] = await tx.insert(planAssignments).values({ planId: plan!.id, athleteId, assignedBy: coachId, startDate: start }).returning();
  const passed = mondayOffset + 7;
  const logs: (typeof planLogs.$inferInsert)[] = [];
  for (let offset = 0; offset < passed; offset += 1) {
    const day = planWeeks[Math.floor(offset / 7)]!.days[offset % 7]!;
    const date = facilityDate(tz, offset - passed, now);
    day.exercises.forEach((e, k) => {
      // Most work done; the last exercise of every third day skipped; a note now and then.
      const done = !(offset % 3 === 2 && k === day.exercises.length - 1);
      logs.push({
        assignmentId: assignment!.id,
        day: date,
        exerciseId: e.id,
        done,
        sets: done ? Array.from({ length: e.sets }, () => ({ amount: e.amount, load: e.load })) : [],
        effort: done ? 5 + ((offset + k) % 4) : null,
        note: offset === 2 && k === 0 ? 'Bench felt heavy, last set was a grind.' : null,
        loggedBy: athleteId,
      });
    });
  }
  if (logs.length) await tx.insert(planLogs).values(logs);
}
