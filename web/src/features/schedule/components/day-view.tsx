import { format } from 'date-fns';
import { cn } from '@/lib/cn';
import { facilityDay } from '@/lib/format-time';
import type { Activity } from '../activities';
import { DayGroup } from './day-group';

interface DayViewProps {
  days: Map<string, Activity[]>;
  selected: string;
  onSelect: (day: string) => void;
}

/** Phones: one button per day of the week (with how many activities), then the chosen day's list. */
export function DayView({ days, selected, onSelect }: DayViewProps) {
  const items = days.get(selected) ?? [];
  return (
    <div className="space-y-5">
      <div role="group" aria-label="Choose a day" className="grid grid-cols-7 gap-1">
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
            <span className="font-semibold">{format(facilityDay(day), 'EEE')}</span>
            <span className="text-base font-extrabold">{format(facilityDay(day), 'd')}</span>
            <span className={cn('text-[0.65rem]', day === selected ? 'text-slate-200' : 'text-slate-600')}>
              {list.length}
              <span className="sr-only"> {list.length === 1 ? 'activity' : 'activities'}</span>
            </span>
          </button>
        ))}
      </div>
      {items.length ? (
        <DayGroup group={{ date: selected, items }} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">Nothing scheduled on this day.</p>
      )}
    </div>
  );
}
