import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Booking } from '@common/booking';
import { groupMyBookings } from '@/lib/bookings/booking-time';
import { CancelBookingDialog } from '@/lib/bookings/cancel-booking-dialog';
import { RescheduleDialog } from '@/lib/bookings/reschedule-dialog';
import { useMyBookings } from '@/lib/bookings/use-my-bookings';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { BookingSection } from './components/booking-section';
import { SessionStats } from './components/session-stats';
import { SessionsQuickActions } from './components/sessions-quick-actions';

/** Part 1, 2.10: My Training Sessions at /sessions and /my-bookings. */
export default function SessionsPage() {
  const { user } = useUser();
  const bookings = useMyBookings();
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const groups = bookings.data ? groupMyBookings(bookings.data, new Date()) : null;

  return (
    <>
      <PageIntro eyebrow="My Sessions" title="My Training Sessions">
        Everything you have booked: what is coming up, what you have completed and what was cancelled.
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/">
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <SessionStats upcoming={groups?.upcoming.length} />
        {bookings.isPending || !user ? (
          <div className="py-10 text-center text-slate-600">
            <Spinner label="Loading your sessions..." />
          </div>
        ) : !groups ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            We couldn&apos;t load your sessions.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void bookings.refetch()}>
              Try again
            </button>
          </p>
        ) : (
          <>
            <BookingSection
              title="Upcoming Sessions"
              group="upcoming"
              bookings={groups.upcoming}
              user={user}
              onReschedule={setRescheduling}
              onCancel={setCancelling}
              empty={
                <>
                  No upcoming sessions.{' '}
                  <Link href="/schedule" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                    Book a session
                  </Link>
                </>
              }
            />
            <BookingSection title="Completed Sessions" group="completed" bookings={groups.completed} user={user} onReschedule={setRescheduling} onCancel={setCancelling} empty="No completed sessions yet." />
            <BookingSection title="Cancelled Sessions" group="cancelled" bookings={groups.cancelled} user={user} onReschedule={setRescheduling} onCancel={setCancelling} empty="No cancelled sessions." />
          </>
        )}
        <SessionsQuickActions />
      </div>
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        question="Are you sure you want to cancel this training session?"
        errorTitle="Cancellation Failed"
      />
    </>
  );
}
