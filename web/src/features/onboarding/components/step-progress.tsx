import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { ProgressBar } from '@/ui/progress-bar';
import { progressPercent, WELCOME_STEPS } from '../lib/steps';

/** 'Step N of 4', the percent (step / 4) and the named steps. */
export function StepProgress({ step, labels }: { step: number; labels: readonly string[] }) {
  const pct = progressPercent(step);
  const { t } = useT('onboarding');
  return (
    <div>
      <div className="mb-2 flex items-center justify-between text-sm font-semibold">
        <span className="text-slate-700">{t('progress.step', { step, total: WELCOME_STEPS })}</span>
        <span className="text-brand-700 tabular-nums">{t('progress.complete', { percent: pct })}</span>
      </div>
      <ProgressBar value={pct} label={t('progress.label')} className="w-full" />
      <ol className="mt-4 hidden grid-cols-4 gap-2 sm:grid">
        {labels.map((label, i) => {
          const n = i + 1;
          return (
            <li key={label} aria-current={n === step ? 'step' : undefined} className="flex items-center gap-2 text-sm">
              <span
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold',
                  n < step ? 'bg-brand-600 text-white' : n === step ? 'bg-ink-900 text-white' : 'bg-slate-200 text-slate-600',
                )}
              >
                {n < step ? <Check className="size-3.5" aria-hidden="true" /> : n}
              </span>
              <span className={n === step ? 'font-semibold text-ink-900' : 'text-slate-600'}>{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
