import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import type { CoachSession } from '@common/coach';
import { wallTime } from '@/lib/i18n/format';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { useCoachT } from '../hooks/use-coach-t';
import { formatDay } from '../lib/dates';

/** Program, date and 12-hour time, place, spots left, and who is registered. */
export function SessionCard({ session: s }: { session: CoachSession }) {
  const { t, language } = useCoachT();
  const headingId = `session-${s.id}-heading`;
  const count = s.bookings.length;
  return (
    <article aria-labelledby={headingId} className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="coach-session">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-bold text-ink-900">
            {s.program.name}
          </h3>
          {s.sessionTitle && <p className="text-sm text-slate-600">{s.sessionTitle}</p>}
        </div>
        <Badge tone={s.availableSpots === 0 ? 'danger' : 'success'}>{t('sessions.spots', { available: s.availableSpots, total: s.totalSpots })}</Badge>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {formatDay(s.date, language)}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          {wallTime(s.time, language) ?? t('sessions.timeTba')}
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 text-slate-500" aria-hidden="true" />
          {s.location}
        </li>
      </ul>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Users className="size-4 text-brand-600" aria-hidden="true" />
          {t('sessions.registered', { count })}
        </p>
        {count > 0 && (
          <ul aria-label={t('sessions.athletesLabel')} className="mt-2 flex flex-wrap gap-2">
            {s.bookings.map((b) => (
              <li key={b.id} className="flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-3 pl-1 text-sm text-ink-900">
                <Avatar firstName={b.athlete.firstName} lastName={b.athlete.lastName} className="size-6 text-[10px]" />
                {b.athlete.firstName} {b.athlete.lastName}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
