import { Dumbbell } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';
import { useMyToday } from '../api/use-my-today';

/**
 * "Today's workout" on the dashboard: each live plan's day (a parent sees every child's, with the
 * child's name and compliance). Nothing is shown when there is no live plan.
 */
export function TodayCard({ showAthlete = false }: { showAthlete?: boolean }) {
  const { t } = useT('myTraining');
  const q = useMyToday();
  if (!q.data || q.data.days.length === 0) return null;
  return (
    <Card className="p-5" data-testid="today-workout">
      <h2 className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <Dumbbell aria-hidden className="size-5 text-brand-600" /> {t('today.title')}
      </h2>
      <ul className="mt-3 space-y-3">
        {q.data.days.map(({ assignment: a, day }) => {
          const done = day ? day.logs.filter((l) => l.done).length : 0;
          return (
            <li key={a.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold text-ink-900">
                {showAthlete ? `${a.athlete.name}: ` : ''}
                {a.plan.title}
              </p>
              <p className="text-sm text-slate-700">
                {!day || day.exercises.length === 0 ? t('calendar.rest') : `${day.title ?? ''} · ${t('today.progress', { done, total: day.exercises.length })}`}
              </p>
              {a.compliance !== null && <p className="text-sm text-slate-700">{t('list.compliance', { pct: Math.round(a.compliance * 100) })}</p>}
              <Link href={`/training-plan/${a.id}`} className="mt-1 inline-block text-sm font-semibold text-brand-700 underline">
                {showAthlete ? t('today.openParent') : t('today.open')}
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
