import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/button';
import { shiftWeek, weekLabel } from '../../lib/weeks';

/** Previous week, this week, next week, and the week shown. */
export function WeekNav({ monday, thisMonday, onChange }: { monday: string; thisMonday: string; onChange: (monday: string) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => onChange(shiftWeek(monday, -1))} aria-label="Previous week">
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <Button size="sm" variant="outline" onClick={() => onChange(thisMonday)} disabled={monday === thisMonday}>
        This week
      </Button>
      <Button size="sm" variant="outline" onClick={() => onChange(shiftWeek(monday, 1))} aria-label="Next week">
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      <h3 className="text-lg font-bold text-ink-900 sm:ml-1" aria-live="polite">
        Week of {weekLabel(monday)}
      </h3>
    </div>
  );
}
