import { cn } from '@/lib/cn';
import type { Activity } from '../activities';
import { DayGroup } from './day-group';
import { dayOfMonth, weekdayShort } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

interface DayViewProps {
  days: Map<string, Activity[]>;
  selected: string;
  onSelect: (day: string) => void;
}

/** Phones: one button per day of the week (with how many activities), then the chosen day's list. */
export function DayView({ days, selected, onSelect }: DayViewProps) {
  const items = days.get(selected) ?? [];
  const { t, language } = useT('schedule');
  return (
    <div className="space-y-5">
      <div role="group" aria-label={t('week.chooseDay')} className="grid grid-cols-7 gap-1">
        {[...days].map(([day, list]) => (
          <button
            key={day}
            type="button"
            aria-pressed={day === selected}
            onClick={() => onSelect(day)}
            className={cn(
              'flex flex-col items-center rounded-lg border px-0.5 py-1.5 text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              day === selected ? 'border-ink-900 bg-ink-900 text-white' : 'border-slate-200 bg-white text-ink-900',
            )}
          >
            <span className="font-semibold">{weekdayShort(day, language)}</span>
            <span className="text-base font-extrabold">{dayOfMonth(day, language)}</span>
            <span className={cn('text-[0.65rem]', day === selected ? 'text-slate-200' : 'text-slate-600')}>
              <span aria-hidden="true">{list.length}</span>
              <span className="sr-only">{t('week.activities', { count: list.length })}</span>
            </span>
          </button>
        ))}
      </div>
      {items.length ? (
        <DayGroup group={{ date: selected, items }} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t('week.nothingDay')}</p>
      )}
    </div>
  );
}
