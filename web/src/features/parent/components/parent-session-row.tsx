import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { longDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import type { ParentSession } from '../api/use-parent-sessions';

/** One booked session: program, athlete, date, time (12-hour), status (green when CONFIRMED), Cancel. */
export function ParentSessionRow({ session, onCancel, cancelReady }: { session: ParentSession; onCancel: () => void; cancelReady: boolean }) {
  const { t, language } = useT('parent');
  const name = session.programName || t('sessions.fallbackName');
  const date = longDay(session.sessionDate, language);
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-bold text-ink-900">{name}</h3>
            <Badge tone={session.status === 'CONFIRMED' ? 'success' : 'secondary'}>{t(`sessions.statuses.${session.status}`)}</Badge>
          </div>
          <ul className="mt-2 flex flex-col gap-x-5 gap-y-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap">
            <li className="flex items-center gap-1.5">
              <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {session.athleteName} {session.athleteLastName}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> {date}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> {wallTime(session.sessionTime, language) ?? t('sessions.timeTba')}
            </li>
          </ul>
        </div>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={!cancelReady} className="shrink-0 text-red-700 hover:bg-red-50">
          {t('sessions.cancel')}
          <span className="sr-only">{t('sessions.cancelWhich', { name, athlete: session.athleteName, date })}</span>
        </Button>
      </div>
    </li>
  );
}
