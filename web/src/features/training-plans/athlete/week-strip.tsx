import type { AssignedDay } from '@common/training-plans';
import { cn } from '@/lib/cn';
import { dayOfMonth, longDay, weekdayShort } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { dayStatus, type DayStatus } from './day-status';

const TONES: Record<DayStatus, string> = {
  rest: 'bg-slate-100 text-slate-700',
  todo: 'bg-white text-ink-900',
  done: 'bg-green-100 text-green-900',
  partly: 'bg-amber-100 text-amber-900',
  missed: 'bg-red-50 text-red-800',
};

interface Props {
  days: AssignedDay[];
  today: string;
  selected: string;
  onSelect: (date: string) => void;
}

/** The plan week as seven buttons, each with its status; today is outlined, the chosen day filled. */
export function WeekStrip({ days, today, selected, onSelect }: Props) {
  const { t, language } = useT('myTraining');
  return (
    <ol className="grid grid-cols-7 gap-1" aria-label={t('calendar.week')}>
      {days.map((d) => {
        const status = dayStatus(d, today);
        return (
          <li key={d.date}>
            <button
              type="button"
              onClick={() => onSelect(d.date)}
              aria-pressed={d.date === selected}
              aria-label={`${longDay(d.date, language)}: ${t(`status.${status}`)}${d.date === today ? `, ${t('calendar.today')}` : ''}`}
              className={cn(
                'flex w-full flex-col items-center rounded-lg border px-0.5 py-2 text-xs focus-visible:outline-2 focus-visible:outline-brand-600',
                TONES[status],
                d.date === today ? 'border-brand-600 border-2' : 'border-slate-200',
                d.date === selected && 'ring-2 ring-ink-900',
              )}
            >
              <span className="font-semibold">{weekdayShort(d.date, language)}</span>
              <span>{dayOfMonth(d.date, language)}</span>
              <span className="mt-1 text-[10px] leading-tight">{t(`status.${status}`)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
