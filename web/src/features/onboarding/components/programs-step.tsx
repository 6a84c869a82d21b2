import { ArrowRight, RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useTrainingPrograms } from '@/features/programs/api/use-training-programs';
import { pickRecommended } from '../lib/recommended';
import { ProgramTile } from './program-tile';

/** Step 3 for athletes and parents: the recommended programs, taken from the real catalogue. */
export function ProgramsStep({ intro, names }: { intro: string; names: readonly string[] }) {
  const programs = useTrainingPrograms();
  const { t } = useT('onboarding');
  const picks = pickRecommended(programs.data ?? [], names);

  return (
    <div>
      <p className="text-slate-700">{intro}</p>
      {programs.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('programs.loading')} />
        </div>
      ) : programs.isError ? (
        <div role="alert" className="mt-5 flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {t('programs.error')}
          <Button variant="outline" size="sm" onClick={() => void programs.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('programs.retry')}
          </Button>
        </div>
      ) : picks.length ? (
        <ul aria-label={t('programs.list')} className="mt-5 space-y-3">
          {picks.map((p) => (
            <ProgramTile key={p.id} program={p} />
          ))}
        </ul>
      ) : (
        <p className="mt-5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{t('programs.none')}</p>
      )}
      <Link href="/training-programs" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
        {t('programs.browse')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
