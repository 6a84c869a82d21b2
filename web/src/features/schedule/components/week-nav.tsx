import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { LabelledControl } from '@/ui/labelled-control';
import { addDays } from '../week';
import { shortDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

interface WeekNavProps {
  start: string;
  today: string;
  onChange: (start: string) => void;
}

/** Previous and next week, and a date picker for the first day shown. */
export function WeekNav({ start, today, onChange }: WeekNavProps) {
  const id = useId();
  const { t, language } = useT('schedule');
  const end = addDays(start, 6);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onChange(addDays(start, -7))} disabled={start <= today} aria-label={t('week.previousLabel')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('week.previous')}</span>
        </Button>
        <p className="min-w-36 text-center text-sm font-semibold text-ink-900" aria-live="polite">
          {shortDay(start, language)} – {shortDay(end, language)}
        </p>
        <Button variant="outline" size="sm" onClick={() => onChange(addDays(start, 7))} aria-label={t('week.nextLabel')}>
          <span className="hidden sm:inline">{t('week.next')}</span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <LabelledControl id={id} label={t('week.starting')} className="flex flex-col gap-1" labelClassName="text-xs font-semibold text-slate-700">
        <input
          id={id}
          type="date"
          min={today}
          value={start}
          onChange={(e) => e.target.value && onChange(e.target.value)}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        />
      </LabelledControl>
    </div>
  );
}
