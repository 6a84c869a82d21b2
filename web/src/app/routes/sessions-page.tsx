import { useState } from 'react';
import { Link } from 'wouter';
import type { Booking } from '@common/bookings';
import { groupMyBookings } from '@/features/bookings/my-bookings/booking-time';
import { CancelBookingDialog } from '@/features/bookings/my-bookings/cancel-booking-dialog';
import { RescheduleDialog } from '@/features/bookings/my-bookings/reschedule-dialog';
import { useMyBookings } from '@/features/bookings/my-bookings/use-my-bookings';
import { useUser } from '@/lib/use-user';
import { BackHomePage } from '@/ui/back-home-page';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { BookingSection } from '@/features/bookings/sessions/components/booking-section';
import { SessionStats } from '@/features/member/components/session-stats';
import { SessionsQuickActions } from '@/features/bookings/sessions/components/sessions-quick-actions';
import { WaitlistSection } from '@/features/bookings/sessions/components/waitlist-section';
import { useT } from '@/lib/i18n/i18next';

/** Part 1, 2.10: My Training Sessions at /sessions and /my-bookings. */
export default function SessionsPage() {
  const { user } = useUser();
  const bookings = useMyBookings();
  const { t } = useT('sessions');
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const groups = bookings.data ? groupMyBookings(bookings.data, new Date()) : null;

  return (
    <>
      <BackHomePage eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} back={t('back')}>
        <SessionStats upcoming={groups?.upcoming.length} />
        {bookings.isPending || !user ? (
          <div className="py-10 text-center text-slate-600">
            <Spinner label={t('loading')} />
          </div>
        ) : !groups ? (
          <LoadFailed message={t('loadError')} retry={t('retry')} onRetry={() => void bookings.refetch()} />
        ) : (
          <>
            <BookingSection
              title={t('upcoming')}
              group="upcoming"
              bookings={groups.upcoming}
              user={user}
              onReschedule={setRescheduling}
              onCancel={setCancelling}
              empty={
                <>
                  {t('noUpcoming')}{' '}
                  <Link href="/schedule" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    {t('bookSession')}
                  </Link>
                </>
              }
            />
            <WaitlistSection />
            <BookingSection
              title={t('completed')}
              group="completed"
              bookings={groups.completed}
              user={user}
              onReschedule={setRescheduling}
              onCancel={setCancelling}
              empty={t('noCompleted')}
            />
            <BookingSection
              title={t('cancelled')}
              group="cancelled"
              bookings={groups.cancelled}
              user={user}
              onReschedule={setRescheduling}
              onCancel={setCancelling}
              empty={t('noCancelled')}
            />
          </>
        )}
        <SessionsQuickActions />
      </BackHomePage>
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} question={t('cancelQuestion')} errorTitle={t('cancelFailed')} />
    </>
  );
}
