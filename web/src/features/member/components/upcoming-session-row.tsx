import type { Booking } from '@common/bookings';
import { BookedSessionFacts } from '@/features/bookings/my-bookings/booked-session-facts';
import { ChangeBookingButtons } from '@/features/bookings/my-bookings/change-booking-buttons';
import { CheckInCodeButton } from '@/features/check-in/check-in-code-button';
import { longDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { ListCard } from '@/ui/list-card';

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
    <ListCard
      className={isNext ? 'rounded-xl border border-brand-100 bg-brand-50/60 p-4' : 'rounded-xl border border-slate-200 p-4'}
      layout="roomy"
      title={name}
      badges={
        <>
          {isNext && <span className="text-sm font-semibold text-brand-700">{t('row.next')}</span>}
          <Badge tone="success">{t('row.confirmed')}</Badge>
        </>
      }
      actions={
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">
          <CheckInCodeButton
            code={booking.checkInCode}
            checkedIn={booking.attendance === 'CHECKED_IN'}
            athlete={`${booking.athlete.firstName} ${booking.athlete.lastName}`}
            session={`${name}, ${when}`}
            which={t('row.on', { name, when })}
          />
          <ChangeBookingButtons
            reschedule={t('row.reschedule')}
            cancel={t('row.cancel')}
            which={t('row.on', { name, when })}
            onReschedule={onReschedule}
            onCancel={onCancel}
          />
        </div>
      }
    >
      <BookedSessionFacts
        session={s}
        look="card"
        athleteName={athleteName}
        when={when}
        facility={facility}
        creditPack={booking.creditPack}
        t={t}
        language={language}
      />
    </ListCard>
  );
}
