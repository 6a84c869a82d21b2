import { UserRoundCheck } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { ProgressBar } from '@/ui/progress-bar';
import { SETUP_STEPS, type Completeness } from '../lib/completeness';

/** Title, the 'N of 3 completed' badge and the percent progress bar. */
export function SetupHeader({ progress }: { progress: Completeness }) {
  const { t } = useT('profileSetup');
  return (
    <header className="text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <UserRoundCheck className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{t('header.title')}</h1>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{t('header.text')}</p>
      <Badge tone={progress.complete ? 'success' : 'primary'} className="mt-4 px-3 py-1 text-sm">
        {t('header.badge', { done: progress.done, total: SETUP_STEPS })}
      </Badge>
      <div className="mx-auto mt-5 max-w-xl text-left">
        <div className="mb-1.5 flex justify-between text-sm font-medium text-slate-700">
          <span>{t('header.completion')}</span>
          <span className="tabular-nums">{progress.percent}%</span>
        </div>
        <ProgressBar value={progress.percent} label={t('header.completion')} className="w-full" barClassName={progress.complete ? 'bg-green-600' : undefined} />
      </div>
    </header>
  );
}
