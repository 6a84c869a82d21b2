import { Ruler } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { MeasurementTest, SprintSetup, Station } from '@common/test-days';
import { useT } from '@/lib/i18n/i18next';
import { useNotify } from '@/lib/staff/notify';
import { Button } from '@/ui/button';
import { useSprintSetup } from '../api/use-test-days';
import { testName } from '../lib/format';

/**
 * A sprint test's start and finish lines for the day (decision 055), marked once on a frame of its
 * first clip: two sliders (keyboard and touch) move the lines drawn over the frame; saving times
 * every clip of the test between them.
 */
export function SprintLines({ sessionId, test, station }: { sessionId: number; test: MeasurementTest; station: Station }) {
  const { t, language } = useT('testDays');
  const saved = station.sprintSetups.find((s) => s.testId === test.id)?.setup ?? null;
  const poster = station.athletes.flatMap((a) => a.clips).find((c) => c.testId === test.id && c.posterUrl)?.posterUrl ?? null;
  const [setup, setSetup] = useState<SprintSetup>(saved ?? { startX: 0.3, finishX: 0.7, start: 'line' });
  const save = useSprintSetup(sessionId);
  const notify = useNotify();
  const id = useId();
  const name = testName(test, language);
  const changed = !saved || saved.startX !== setup.startX || saved.finishX !== setup.finishX || saved.start !== setup.start;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ testId: test.id, setup }, { onSuccess: () => notify.saved(t('sprint.saved')), onError: (err) => notify.error(err) });
  };
  const slider = (key: 'startX' | 'finishX') => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-ink-900">
        {t(`sprint.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        type="range"
        min={0}
        max={1000}
        step={1}
        value={Math.round(setup[key] * 1000)}
        aria-valuetext={t('sprint.position', { value: (setup[key] * 100).toFixed(1) })}
        onChange={(e) => setSetup((s) => ({ ...s, [key]: Number(e.target.value) / 1000 }))}
        className="mt-1 h-8 w-full accent-brand-600"
      />
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-ink-900">
        <Ruler className="size-5 text-brand-700" aria-hidden="true" />
        {t('sprint.title', { test: name })}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{t('sprint.lead')}</p>
      {poster ? (
        <form onSubmit={submit} className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,28rem)_1fr]">
          <div className="relative overflow-hidden rounded border border-slate-300 bg-slate-900">
            <img src={poster} alt={t('sprint.frameAlt', { test: name })} className="block w-full" />
            <svg viewBox="0 0 1000 100" preserveAspectRatio="none" className="pointer-events-none absolute inset-0 size-full" aria-hidden="true">
              <line x1={setup.startX * 1000} x2={setup.startX * 1000} y1={0} y2={100} stroke="#22c55e" strokeWidth={4} vectorEffect="non-scaling-stroke" />
              <line x1={setup.finishX * 1000} x2={setup.finishX * 1000} y1={0} y2={100} stroke="#ef4444" strokeWidth={4} vectorEffect="non-scaling-stroke" />
            </svg>
          </div>
          <div className="space-y-3">
            {slider('startX')}
            {slider('finishX')}
            <fieldset>
              <legend className="text-sm font-semibold text-ink-900">{t('sprint.start')}</legend>
              {(['line', 'movement'] as const).map((mode) => (
                <label key={mode} className="mt-1 flex items-center gap-2 text-sm text-ink-900">
                  <input
                    type="radio"
                    name={`${id}-start`}
                    value={mode}
                    checked={setup.start === mode}
                    onChange={() => setSetup((s) => ({ ...s, start: mode }))}
                    className="size-4 accent-brand-600"
                  />
                  {t(`sprint.starts.${mode}`)}
                </label>
              ))}
            </fieldset>
            <p className="text-xs text-slate-700">
              <span className="font-semibold text-green-800">■</span> {t('sprint.startX')} · <span className="font-semibold text-red-700">■</span>{' '}
              {t('sprint.finishX')}
            </p>
            <Button type="submit" disabled={save.isPending || !changed}>
              {t('sprint.save')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 rounded bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('sprint.noFrame')}</p>
      )}
    </section>
  );
}
