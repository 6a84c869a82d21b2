import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import type { Step } from '../lib/steps';

/** Where the person is in checkout: done steps are ticked, the current one is marked for screen readers. */
export function StepIndicator({ steps, current }: { steps: Step[]; current: Step }) {
  const { t } = useT('checkout');
  const at = steps.indexOf(current);
  return (
    <ol aria-label={t('steps.label')} className="flex items-center gap-2 sm:gap-4">
      {steps.map((step, i) => {
        const done = i < at;
        const active = i === at;
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col items-center gap-1 sm:flex-row sm:gap-3">
            <span
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold',
                done && 'border-green-700 bg-green-700 text-white',
                active && 'border-brand-600 bg-brand-600 text-white',
                !done && !active && 'border-slate-300 bg-white text-slate-600',
              )}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : i + 1}
            </span>
            <span className={cn('text-xs sm:text-sm', active ? 'font-semibold text-ink-900' : 'text-slate-700')}>
              {t(`steps.${step}`)}
              {done && <span className="sr-only"> {t('steps.done')}</span>}
            </span>
            {i < steps.length - 1 && <span aria-hidden="true" className={cn('hidden h-0.5 flex-1 rounded sm:block', done ? 'bg-green-700' : 'bg-slate-200')} />}
          </li>
        );
      })}
    </ol>
  );
}
