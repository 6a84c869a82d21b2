import { Link } from 'wouter';
import type { Booking } from '@common/bookings';
import { BookedSessionFacts } from '@/features/bookings/my-bookings/booked-session-facts';
import { ChangeBookingButtons } from '@/features/bookings/my-bookings/change-booking-buttons';
import { CheckInCodeButton } from '@/features/check-in/check-in-code-button';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { longDay, money } from '@/lib/i18n/format';
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
  upcoming: (b: Booking, t: TFunction<'sessions'>) =>
    b.status === 'PENDING' ? <Badge tone="warning">{t('status.PENDING')}</Badge> : <Badge tone="success">{t('status.CONFIRMED')}</Badge>,
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
        <BookedSessionFacts session={s} look="list" athleteName={athleteName} when={when} creditPack={booking.creditPack} t={t} language={language} />
        {group === 'cancelled' && booking.refunded > 0 && (
          <p className="mt-2 text-sm text-green-800">
            {booking.paidWithCredit
              ? booking.creditPack
                ? t('row.creditReturnedTo', { pack: booking.creditPack })
                : t('row.creditReturned')
              : t('row.refunded', { amount: money(booking.refunded, language) })}
          </p>
        )}
      </div>
      {group === 'upcoming' && (
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
          {booking.status === 'CONFIRMED' && (
            <CheckInCodeButton
              code={booking.checkInCode}
              checkedIn={booking.attendance === 'CHECKED_IN'}
              athlete={`${booking.athlete.firstName} ${booking.athlete.lastName}`}
              session={`${name}, ${when}`}
              which={t('row.on', { name, when })}
            />
          )}
          <ChangeBookingButtons
            reschedule={t('row.reschedule')}
            cancel={t('row.cancel')}
            which={t('row.on', { name, when })}
            onReschedule={onReschedule}
            onCancel={onCancel}
          />
        </div>
      )}
      {group === 'completed' && (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link href="/media">
            {t('row.feedback')}
            <span className="sr-only">{t('row.on', { name, when })}</span>
          </Link>
        </Button>
      )}
    </li>
  );
}
