import { Copy, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PLAN_LIMITS } from '@common/training-plans';
import { useEnumLabels } from '@/lib/i18n/enum-labels';
import { useT } from '@/lib/i18n/i18next';
import { SPORTS } from '@common/sports';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { DayEditor } from './day-editor';
import { copyOfWeek, emptyWeek, newId, type Draft } from './draft';

const ANY = 'any';

interface PlanEditorProps {
  initial: Draft;
  demos: { id: number; title: string }[];
  /** Athletes on the plan now: a change reaches them from tomorrow. */
  live: number;
  saving: boolean;
  error: string | null;
  onSave: (draft: Draft) => void;
}

/** The plan builder (issue 30): title, sport, template, and its weeks of seven days with their exercises. */
export function PlanEditor({ initial, demos, live, saving, error, onSave }: PlanEditorProps) {
  const { t } = useT('planBuilder');
  const labels = useEnumLabels();
  const [draft, setDraft] = useState<Draft>(initial);
  const [week, setWeek] = useState(0);
  const errorRef = useRef<HTMLDivElement>(null);
  // The server's refusal is at the top of a long form: brought into view and read out.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setDay = (w: number, i: number, day: Draft['weeks'][number]['days'][number]) =>
    setDraft((d) => ({ ...d, weeks: d.weeks.map((wk, j) => (j === w ? { days: wk.days.map((x, k) => (k === i ? day : x)) } : wk)) }));
  const addWeek = (copy: boolean) => {
    setDraft((d) => ({ ...d, weeks: [...d.weeks, copy ? copyOfWeek(d.weeks[week]!) : emptyWeek()] }));
    setWeek(draft.weeks.length);
  };
  const removeWeek = () => {
    setDraft((d) => ({ ...d, weeks: d.weeks.filter((_, j) => j !== week) }));
    setWeek((w) => Math.max(0, w - 1));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(draft);
  };
  const current = draft.weeks[week]!;
  const full = draft.weeks.length >= PLAN_LIMITS.weeks;
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {error && (
        <div ref={errorRef} tabIndex={-1} className="scroll-mt-24 outline-none">
          <Alert>{error}</Alert>
        </div>
      )}
      {live > 0 && <Alert tone="info">{t('builder.liveNote', { count: live })}</Alert>}
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 md:grid-cols-2">
        <Field label={t('builder.title')}>
          <Input value={draft.title} maxLength={120} onChange={(e) => set({ title: e.target.value })} />
        </Field>
        <Field label={t('builder.sport')}>
          <Select
            value={draft.sport || ANY}
            onValueChange={(v) => set({ sport: v === ANY ? '' : v })}
            options={[{ value: ANY, label: t('builder.anySport') }, ...SPORTS.map((s) => ({ value: s, label: labels.sport(s) }))]}
          />
        </Field>
        <div className="md:col-span-2">
          <Field label={t('builder.description')}>
            <Textarea rows={3} maxLength={2000} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
          </Field>
        </div>
        <div className="flex items-start gap-3 md:col-span-2">
          <Switch checked={draft.isTemplate} onCheckedChange={(isTemplate) => set({ isTemplate })} aria-label={t('builder.template')} />
          <div>
            <p className="text-sm font-medium text-ink-900">{t('builder.template')}</p>
            <p className="text-xs text-slate-600">{t('builder.templateHint')}</p>
          </div>
        </div>
      </div>

      <section aria-labelledby="plan-weeks" className="space-y-4">
        <h2 id="plan-weeks" className="text-xl font-bold text-ink-900">
          {t('builder.weeks')}
        </h2>
        <div role="tablist" aria-label={t('builder.weeks')} className="flex flex-wrap gap-2">
          {draft.weeks.map((_, w) => (
            <button
              key={w}
              type="button"
              role="tab"
              aria-selected={w === week}
              onClick={() => setWeek(w)}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${w === week ? 'bg-ink-900 text-white' : 'border border-slate-300 bg-white text-ink-900 hover:bg-slate-50'}`}
            >
              {t('builder.week', { n: w + 1 })}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => addWeek(false)}>
            <Plus className="size-4" aria-hidden="true" />
            {t('builder.addWeek')}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={full} onClick={() => addWeek(true)}>
            <Copy className="size-4" aria-hidden="true" />
            {t('builder.duplicateWeek')}
          </Button>
          {draft.weeks.length > 1 && (
            <Button type="button" variant="ghost" size="sm" className="text-red-700" onClick={removeWeek}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('builder.removeWeek')}
            </Button>
          )}
        </div>
        {full && <p className="text-sm text-slate-600">{t('builder.limitWeeks')}</p>}
        <div role="tabpanel" aria-label={t('builder.week', { n: week + 1 })} className="grid gap-4 xl:grid-cols-2">
          {current.days.map((day, i) => (
            <DayEditor
              key={`${week}-${i}`}
              n={i + 1}
              day={day}
              demos={demos}
              onChange={(d) => setDay(week, i, d)}
              onCopyToNext={
                i < 6
                  ? () =>
                      setDay(week, i + 1, {
                        ...current.days[i + 1]!,
                        exercises: [...current.days[i + 1]!.exercises, ...day.exercises.map((e) => ({ ...e, id: newId() }))],
                      })
                  : undefined
              }
            />
          ))}
        </div>
      </section>
      <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <Button type="submit" disabled={saving}>
          {saving ? t('builder.saving') : t('builder.save')}
        </Button>
      </div>
    </form>
  );
}
