import { cn } from '@/lib/cn';
import type { Activity } from '../activities';
import { PickupItem } from './pickup-item';
import { TrainingItem } from './training-item';
import { shortDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/** Seven day columns side by side (wide screens): each day's activities by time, as compact cards. */
export function WeekGrid({ days, today }: { days: Map<string, Activity[]>; today: string }) {
  const { t, language } = useT('schedule');
  return (
    <div className="grid grid-cols-7 gap-2">
      {[...days].map(([day, items]) => {
        const headingId = `week-day-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} className="min-w-0">
            <h2
              id={headingId}
              className={cn('mb-2 rounded-md px-2 py-1.5 text-center text-sm font-bold', day === today ? 'bg-ink-900 text-white' : 'bg-slate-100 text-ink-900')}
            >
              {shortDay(day, language)}
              {day === today && <span className="sr-only"> {t('week.today')}</span>}
            </h2>
            {items.length ? (
              <ul className="space-y-2">
                {items.map((a) =>
                  a.kind === 'training' ? <TrainingItem key={a.key} activity={a} compact /> : <PickupItem key={a.key} activity={a} compact />,
                )}
              </ul>
            ) : (
              <p className="rounded-md border border-dashed border-slate-200 px-2 py-4 text-center text-xs text-slate-500">{t('week.nothing')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
