import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { Booking } from '@common/booking';
import { coachOf } from '@/features/bookings/my-bookings/booking-summary';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { longDay, money, wallTime } from '@/lib/i18n/format';
import { useT, type TFunction } from '@/lib/i18n/i18next';

export type BookingGroup = 'upcoming' | 'completed' | 'cancelled';

interface BookingRowProps {
  booking: Booking;
  group: BookingGroup;
  /** The athlete's name when the booking is for someone other than the signed-in member. */
  athleteName: string | null;
  onReschedule: () => void;
  onCancel: () => void;
}

const STATUS = {
  upcoming: (b: Booking, t: TFunction<'sessions'>) => (b.status === 'PENDING' ? <Badge tone="warning">{t('status.PENDING')}</Badge> : <Badge tone="success">{t('status.CONFIRMED')}</Badge>),
  completed: (_b: Booking, t: TFunction<'sessions'>) => <Badge tone="secondary">{t('status.completed')}</Badge>,
  cancelled: (_b: Booking, t: TFunction<'sessions'>) => <Badge tone="danger">{t('status.cancelled')}</Badge>,
};

/** One booked session with what can be done with it: reschedule or cancel ahead, read feedback after. */
export function BookingRow({ booking, group, athleteName, onReschedule, onCancel }: BookingRowProps) {
  const s = booking.session;
  const { t, language } = useT('sessions');
  const name = s.program.name || t('row.fallbackName');
  const when = longDay(s.date, language);
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold text-ink-900">{name}</h3>
          {STATUS[group](booking, t)}
        </div>
        {s.sessionTitle && <p className="mt-0.5 text-sm text-slate-600">{s.sessionTitle}</p>}
        {athleteName && <p className="mt-0.5 text-sm font-medium text-slate-700">{t('row.for', { name: athleteName })}</p>}
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" /> {when}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-slate-500" aria-hidden="true" /> {wallTime(s.time, language) ?? t('row.timeTba')}
          </li>
          <li className="flex items-center gap-1.5">
            <UserRound className="size-4 text-slate-500" aria-hidden="true" /> {t('row.coach', { name: coachOf(s) })}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" /> {s.location}
          </li>
        </ul>
        {group === 'cancelled' && booking.refunded > 0 && (
          <p className="mt-2 text-sm text-green-800">{booking.paidWithCredit ? t('row.creditReturned') : t('row.refunded', { amount: money(booking.refunded, language) })}</p>
        )}
      </div>
      {group === 'upcoming' && (
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" size="sm" onClick={onReschedule}>
            {t('row.reschedule')}<span className="sr-only">{t('row.on', { name, when })}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onCancel} className="text-red-700 hover:bg-red-50">
            {t('row.cancel')}<span className="sr-only">{t('row.on', { name, when })}</span>
          </Button>
        </div>
      )}
      {group === 'completed' && (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link href="/media">
            {t('row.feedback')}<span className="sr-only">{t('row.on', { name, when })}</span>
          </Link>
        </Button>
      )}
    </li>
  );
}
