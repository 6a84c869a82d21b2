import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { EXERCISE_MEASURES, type ExerciseInput } from '@common/training-plans';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';

const NO_DEMO = 'none';
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));

interface ExerciseEditorProps {
  exercise: ExerciseInput;
  n: number;
  demos: { id: number; title: string }[];
  onChange: (patch: Partial<ExerciseInput>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
}

/** One prescribed exercise in the builder: what, how much, load, rest, notes, demo and "film this set". */
export function ExerciseEditor({ exercise: e, n, demos, onChange, onMove, onRemove, first, last }: ExerciseEditorProps) {
  const { t } = useT('planBuilder');
  const name = e.name.trim() || t('exercise.unnamed');
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="exercise-editor">
      <legend className="px-1 text-xs font-semibold text-slate-600">{t('exercise.group', { n })}</legend>
      <div className="grid gap-3 sm:grid-cols-6">
        <div className="sm:col-span-3">
          <Field label={t('exercise.name')}>
            <Input value={e.name} maxLength={120} onChange={(ev) => onChange({ name: ev.target.value })} />
          </Field>
        </div>
        <div className="sm:col-span-3">
          <Field label={t('exercise.measure')}>
            <Select
              value={e.measure}
              onValueChange={(v) => onChange({ measure: v as ExerciseInput['measure'] })}
              options={EXERCISE_MEASURES.map((m) => ({ value: m, label: t(`exercise.measures.${m}`) }))}
            />
          </Field>
        </div>
        <div className="sm:col-span-1">
          <Field label={t('exercise.sets')}>
            <Input inputMode="numeric" value={Number.isNaN(e.sets) ? '' : String(e.sets)} onChange={(ev) => onChange({ sets: num(ev.target.value) })} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={t(`exercise.amount.${e.measure}`)}>
            <Input inputMode="decimal" value={Number.isNaN(e.amount) ? '' : String(e.amount)} onChange={(ev) => onChange({ amount: num(ev.target.value) })} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label={t('exercise.load')} hint={t('exercise.loadHint')}>
            <Input value={e.load ?? ''} maxLength={60} onChange={(ev) => onChange({ load: ev.target.value })} />
          </Field>
        </div>
        <div className="sm:col-span-1">
          <Field label={t('exercise.rest')}>
            <Input
              inputMode="numeric"
              value={e.restSeconds == null ? '' : String(e.restSeconds)}
              onChange={(ev) => onChange({ restSeconds: ev.target.value.trim() === '' ? null : num(ev.target.value) })}
            />
          </Field>
        </div>
        <div className="sm:col-span-6">
          <Field label={t('exercise.notes')}>
            <Textarea rows={2} maxLength={2000} value={e.notes ?? ''} onChange={(ev) => onChange({ notes: ev.target.value })} />
          </Field>
        </div>
        <div className="sm:col-span-3">
          <Field label={t('exercise.demo')}>
            <Select
              value={e.demoItemId ? String(e.demoItemId) : NO_DEMO}
              onValueChange={(v) => onChange({ demoItemId: v === NO_DEMO ? null : Number(v) })}
              options={[{ value: NO_DEMO, label: t('exercise.noDemo') }, ...demos.map((d) => ({ value: String(d.id), label: d.title }))]}
            />
          </Field>
        </div>
        <div className="flex items-start gap-3 sm:col-span-3 sm:pt-7">
          <Switch checked={e.film ?? false} onCheckedChange={(film) => onChange({ film })} aria-label={t('exercise.film')} />
          <div>
            <p className="text-sm font-medium text-ink-900">{t('exercise.film')}</p>
            <p className="text-xs text-slate-600">{t('exercise.filmHint')}</p>
          </div>
        </div>
      </div>
      <div className="flex justify-end gap-1">
        <Button type="button" variant="ghost" size="sm" onClick={() => onMove(-1)} disabled={first} aria-label={t('exercise.up', { name })}>
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onMove(1)} disabled={last} aria-label={t('exercise.down', { name })}>
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" size="sm" className="text-red-700" onClick={onRemove} aria-label={t('exercise.remove', { name })}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </fieldset>
  );
}
