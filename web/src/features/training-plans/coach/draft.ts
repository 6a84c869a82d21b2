import type { ExerciseInput, Plan, PlanInput } from '@common/training-plans';

/** A plan being edited in the builder (issue 30): the same shape the server takes. */
export interface Draft {
  title: string;
  description: string;
  sport: string;
  isTemplate: boolean;
  weeks: { days: { title: string; exercises: ExerciseInput[] }[] }[];
}

/** A short id for an exercise, kept across edits (logs refer to it); a copied week gets new ones. */
export const newId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 10);

export const emptyWeek = (): Draft['weeks'][number] => ({ days: Array.from({ length: 7 }, () => ({ title: '', exercises: [] })) });

export const newExercise = (): ExerciseInput => ({
  id: newId(),
  name: '',
  measure: 'reps',
  sets: 3,
  amount: 10,
  load: null,
  restSeconds: 60,
  notes: null,
  demoItemId: null,
  film: false,
});

export const emptyDraft = (): Draft => ({ title: '', description: '', sport: '', isTemplate: false, weeks: [emptyWeek()] });

export function draftOf(plan: Plan): Draft {
  return {
    title: plan.title,
    description: plan.description ?? '',
    sport: plan.sport ?? '',
    isTemplate: plan.isTemplate,
    weeks: plan.weeks.map((w) => ({ days: w.days.map((d) => ({ title: d.title ?? '', exercises: d.exercises.map((e) => ({ ...e })) })) })),
  };
}

/** A copy of a week (or a day's exercises) with new exercise ids, so its logs never mix with the original's. */
export const copyOfWeek = (week: Draft['weeks'][number]): Draft['weeks'][number] => ({
  days: week.days.map((d) => ({ title: d.title, exercises: d.exercises.map((e) => ({ ...e, id: newId() })) })),
});

/** What the server takes: empty texts as null, trimmed. */
export function toInput(d: Draft): PlanInput {
  const orNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
  return {
    title: d.title.trim(),
    description: orNull(d.description),
    sport: orNull(d.sport),
    isTemplate: d.isTemplate,
    weeks: d.weeks.map((w) => ({
      days: w.days.map((day) => ({
        title: orNull(day.title),
        exercises: day.exercises.map((e) => ({ ...e, name: e.name.trim(), load: orNull(e.load), notes: orNull(e.notes) })),
      })),
    })),
  };
}

/** The Monday after `today` (YYYY-MM-DD), the usual start of a plan. */
export function nextMonday(today: string): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d.toISOString().slice(0, 10);
}
