import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { shiftWeek, weekLabel } from '@/lib/staff/weeks';

/** Previous week, this week, next week, and the week shown. */
export function WeekNav({ monday, thisMonday, onChange }: { monday: string; thisMonday: string; onChange: (monday: string) => void }) {
  const { t, language } = useT('staff');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => onChange(shiftWeek(monday, -1))} aria-label={t('schedule.week.previous')}>
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <Button size="sm" variant="outline" onClick={() => onChange(thisMonday)} disabled={monday === thisMonday}>
        {t('schedule.week.current')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onChange(shiftWeek(monday, 1))} aria-label={t('schedule.week.next')}>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      <h3 className="text-lg font-bold text-ink-900 sm:ml-1" aria-live="polite">
        {t('schedule.week.heading', { week: weekLabel(monday, language) })}
      </h3>
    </div>
  );
}
