import { useQuery } from '@tanstack/react-query';
import { bookingsApi, type Booking } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';
import { rescheduleOptions } from '@common/member';
import { useTrainingSessions } from '@/features/programs/api/use-training-sessions';
import { useMyBookings } from './use-my-bookings';

/**
 * The upcoming sessions, narrowed to the sessions a booking may move to (part 1, section 5): those
 * the server says it would accept (its age group, the booking window), less those the same athlete
 * already holds a booking for, with a free place.
 */
export function useRescheduleOptions(booking: Booking) {
  const { data, isPending, isError } = useTrainingSessions();
  const targets = useQuery(apiQuery(bookingsApi.rescheduleTargets, { params: { id: booking.id } }));
  const { data: mine = [] } = useMyBookings();
  const allowed = new Set(targets.data?.sessionIds ?? []);
  const taken = new Set(mine.filter((b) => b.status !== 'CANCELLED' && b.athlete.id === booking.athlete.id).map((b) => b.session.id));
  const open = (data ?? []).filter((s) => allowed.has(s.id) && !taken.has(s.id));
  return {
    options: rescheduleOptions(open, booking.session.program.id, booking.session.id, new Date()),
    isPending: isPending || targets.isPending,
    isError: isError || targets.isError,
  };
}
