import { CalendarPlus, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AuthUser } from '@common/auth';
import type { Booking } from '@common/bookings';
import { upcomingConfirmed } from '@/features/bookings/my-bookings/booking-time';
import { CancelBookingDialog } from '@/features/bookings/my-bookings/cancel-booking-dialog';
import { RescheduleDialog } from '@/features/bookings/my-bookings/reschedule-dialog';
import { useMyBookings } from '@/features/bookings/my-bookings/use-my-bookings';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { UpcomingSessionRow } from './upcoming-session-row';
import { useT } from '@/lib/i18n/i18next';

/** Part 1, 2.6: the member's confirmed sessions still to come, each with Reschedule and Cancel. */
export function UpcomingSessionsCard({ user }: { user: AuthUser }) {
  const bookings = useMyBookings();
  const { t } = useT('dashboard');
  const site = useSiteInfo();
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const upcoming = upcomingConfirmed(bookings.data ?? [], new Date());
  const facility = site.data?.businessName ?? t('upcoming.facility');

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink-900">{t('upcoming.title', { count: upcoming.length })}</h2>
        {upcoming.length > 0 && (
          <Button asChild size="sm">
            <Link href="/schedule">
              <CalendarPlus className="size-4" aria-hidden="true" /> {t('upcoming.bookMore')}
            </Link>
          </Button>
        )}
      </div>
      {bookings.isPending ? (
        <div className="py-10 text-center text-slate-600">
          <Spinner label={t('upcoming.loading')} />
        </div>
      ) : bookings.isError ? (
        <LoadFailed className="mt-4" message={t('upcoming.loadError')} retry={t('upcoming.retry')} onRetry={() => void bookings.refetch()} />
      ) : upcoming.length === 0 ? (
        <div className="flex flex-col items-center py-10 text-center">
          <CalendarX className="size-10 text-slate-400" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-bold text-ink-900">{t('upcoming.noneTitle')}</h3>
          <p className="mt-1 max-w-sm text-sm text-slate-600">{t('upcoming.noneText')}</p>
          <Button asChild className="mt-5">
            <Link href="/schedule">{t('upcoming.book')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {upcoming.map((b, i) => (
            <UpcomingSessionRow
              key={b.id}
              booking={b}
              isNext={i === 0}
              facility={facility}
              athleteName={b.athlete.id === user.id ? null : `${b.athlete.firstName} ${b.athlete.lastName}`}
              onReschedule={() => setRescheduling(b)}
              onCancel={() => setCancelling(b)}
            />
          ))}
        </ul>
      )}
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        question={t('upcoming.cancelQuestion')}
        errorTitle={t('upcoming.errorTitle')}
      />
    </Card>
  );
}
