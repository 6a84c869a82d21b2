import type { DayGroup as Group } from '../activities';
import { PickupItem } from './pickup-item';
import { TrainingItem } from './training-item';
import { longDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/** One date: its long heading and the day's activities by time. */
export function DayGroup({ group }: { group: Group }) {
  const headingId = `day-${group.date}`;
  const count = group.items.length;
  const { t, language } = useT('schedule');
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 pb-2">
        <h2 id={headingId} className="text-lg font-bold text-ink-900 sm:text-xl">
          {longDay(group.date, language)}
        </h2>
        <p className="hidden shrink-0 text-sm text-slate-600 sm:block">{t('week.activities', { count })}</p>
      </div>
      <ul className="mt-4 space-y-3">
        {group.items.map((a) => (a.kind === 'training' ? <TrainingItem key={a.key} activity={a} /> : <PickupItem key={a.key} activity={a} />))}
      </ul>
    </section>
  );
}
