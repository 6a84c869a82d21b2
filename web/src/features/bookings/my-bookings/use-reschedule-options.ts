import type { Booking } from '@common/bookings';
import { rescheduleOptions } from '@common/member';
import { useTrainingSessions } from '@/features/programs/api/use-training-sessions';
import { useMyBookings } from './use-my-bookings';

/**
 * The upcoming sessions, narrowed to the sessions a booking may move to (part 1, section 5),
 * less those the same athlete already holds a booking for (the server would refuse them).
 */
export function useRescheduleOptions(booking: Booking) {
  const { data, isPending, isError } = useTrainingSessions();
  const { data: mine = [] } = useMyBookings();
  const taken = new Set(mine.filter((b) => b.status !== 'CANCELLED' && b.athlete.id === booking.athlete.id).map((b) => b.session.id));
  const open = (data ?? []).filter((s) => !taken.has(s.id));
  return { options: rescheduleOptions(open, booking.session.program.id, booking.session.id, new Date()), isPending, isError };
}
