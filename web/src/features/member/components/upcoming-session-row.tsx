import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import type { Booking } from '@common/booking';
import { coachOf } from '@/features/bookings/my-bookings/booking-summary';
import { longDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';

interface UpcomingSessionRowProps {
  booking: Booking;
  isNext: boolean;
  facility: string;
  /** The athlete's name when the booking is for someone else (a parent's child). */
  athleteName: string | null;
  onReschedule: () => void;
  onCancel: () => void;
}

/** Part 1, 2.6: program, next marker, day, time, coach, facility, CONFIRMED, title, Reschedule and Cancel. */
export function UpcomingSessionRow({ booking, isNext, facility, athleteName, onReschedule, onCancel }: UpcomingSessionRowProps) {
  const s = booking.session;
  const { t, language } = useT('dashboard');
  const name = s.program.name || t('row.fallbackName');
  const when = longDay(s.date, language);
  return (
    <li className={isNext ? 'rounded-xl border border-brand-100 bg-brand-50/60 p-4' : 'rounded-xl border border-slate-200 p-4'}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-bold text-ink-900">{name}</h3>
            {isNext && <span className="text-sm font-semibold text-brand-700">{t('row.next')}</span>}
            <Badge tone="success">{t('row.confirmed')}</Badge>
          </div>
          {s.sessionTitle && <p className="mt-0.5 text-sm text-slate-600">{s.sessionTitle}</p>}
          {athleteName && <p className="mt-0.5 text-sm text-slate-600">{t('row.for', { name: athleteName })}</p>}
          <ul className="mt-2 grid gap-x-5 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> {when}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> {wallTime(s.time, language) ?? t('row.timeTba')}
            </li>
            <li className="flex items-center gap-1.5">
              <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> {t('row.coach', { name: coachOf(s) })}
            </li>
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" /> {facility}
              {s.location ? `, ${s.location}` : ''}
            </li>
          </ul>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" size="sm" onClick={onReschedule}>
            {t('row.reschedule')}
            <span className="sr-only">{t('row.on', { name, when })}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onCancel} className="text-red-700 hover:bg-red-50">
            {t('row.cancel')}
            <span className="sr-only">{t('row.on', { name, when })}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
