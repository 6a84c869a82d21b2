import { Copy, Plus } from 'lucide-react';
import { PLAN_LIMITS, type ExerciseInput } from '@common/training-plans';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import type { Draft } from './draft';
import { newExercise } from './draft';
import { ExerciseEditor } from './exercise-editor';

type Day = Draft['weeks'][number]['days'][number];

interface DayEditorProps {
  n: number;
  day: Day;
  demos: { id: number; title: string }[];
  onChange: (day: Day) => void;
  /** Copies this day's exercises (new ids) to the next day; absent on the last day. */
  onCopyToNext?: () => void;
}

/** One day of a plan week: an optional title and its exercises (none: a rest day). */
export function DayEditor({ n, day, demos, onChange, onCopyToNext }: DayEditorProps) {
  const { t } = useT('planBuilder');
  const setExercise = (i: number, patch: Partial<ExerciseInput>) =>
    onChange({ ...day, exercises: day.exercises.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  const move = (i: number, by: -1 | 1) => {
    const list = [...day.exercises];
    const [e] = list.splice(i, 1);
    list.splice(i + by, 0, e!);
    onChange({ ...day, exercises: list });
  };
  const full = day.exercises.length >= PLAN_LIMITS.exercisesPerDay;
  return (
    <section aria-label={t('builder.day', { n })} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4" data-testid="day-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-ink-900">{t('builder.day', { n })}</h3>
        {day.exercises.length === 0 && <span className="text-sm text-slate-600">{t('builder.rest')}</span>}
      </div>
      <Input
        aria-label={t('builder.dayTitle', { n })}
        placeholder={t('builder.dayTitle', { n })}
        value={day.title}
        maxLength={120}
        onChange={(e) => onChange({ ...day, title: e.target.value })}
      />
      {day.exercises.map((e, i) => (
        <ExerciseEditor
          key={e.id}
          exercise={e}
          n={i + 1}
          demos={demos}
          first={i === 0}
          last={i === day.exercises.length - 1}
          onChange={(patch) => setExercise(i, patch)}
          onMove={(by) => move(i, by)}
          onRemove={() => onChange({ ...day, exercises: day.exercises.filter((_, j) => j !== i) })}
        />
      ))}
      {full && <p className="text-sm text-slate-600">{t('builder.limitExercises')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => onChange({ ...day, exercises: [...day.exercises, newExercise()] })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('builder.addExercise')}
        </Button>
        {onCopyToNext && day.exercises.length > 0 && (
          <Button type="button" variant="ghost" size="sm" onClick={onCopyToNext}>
            <Copy className="size-4" aria-hidden="true" />
            {t('builder.copyDay')}
          </Button>
        )}
      </div>
    </section>
  );
}
