import { TriangleAlert, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import type { CoachAthlete } from '@common/coach';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useCoachAthletes } from '../api/use-coach-athletes';
import { useCoachT } from '../hooks/use-coach-t';
import { AthleteRow } from './athlete-row';
import { ProgressDialog } from './progress-dialog';

/** Every athlete, with a View Progress dialog of their uploads. */
export function AthletesTab() {
  const { t } = useCoachT();
  const { data, isError } = useCoachAthletes();
  const [viewing, setViewing] = useState<CoachAthlete | null>(null);
  if (isError)
    return (
      <StatusPanel icon={TriangleAlert} tone="error" title={t('corner.error')}>
        {t('athletes.loadFailed')}
      </StatusPanel>
    );
  if (!data) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!data.length)
    return (
      <StatusPanel icon={UserRoundX} title={t('athletes.empty')}>
        {t('athletes.emptyText')}
      </StatusPanel>
    );
  return (
    <section aria-labelledby="athletes-heading">
      <h2 id="athletes-heading" className="sr-only">
        {t('athletes.heading')}
      </h2>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {data.map((a) => (
          <li key={a.id}>
            <AthleteRow athlete={a} onViewProgress={() => setViewing(a)} />
          </li>
        ))}
      </ul>
      <ProgressDialog athlete={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
