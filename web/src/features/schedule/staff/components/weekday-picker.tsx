import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { toggleWeekday, weekdayFullName, weekdayName, WEEKDAYS } from '../lib/weekdays';

interface WeekdayPickerProps {
  value: number[];
  onChange: (days: number[]) => void;
  error?: string;
}

/** The days of a weekly series: seven checkboxes shown as pills, Monday first. */
export function WeekdayPicker({ value, onChange, error }: WeekdayPickerProps) {
  const errorId = useId();
  const { t, language } = useT('staff');
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-ink-900">{t('schedule.series.days')}</legend>
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((d) => {
          const checked = value.includes(d);
          return (
            <label
              key={d}
              className={cn(
                'flex h-10 min-w-12 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onChange(toggleWeekday(value, d))}
                aria-label={weekdayFullName(d, language)}
              />
              <span aria-hidden="true">{weekdayName(d, language)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
