import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { callApi } from '@/lib/api-client';
import { refreshAfterBookingChange } from '@/features/bookings/my-bookings/refresh-after-change';

/** The mutation's key, so that a checkout can tell a credit booking is under way (useIsMutating). */
export const BOOK_WITH_CREDIT_KEY = [bookingsApi.withCredit.path] as const;

/**
 * POST /api/session-bookings/with-credit: books the session with 1 credit (the soonest to expire
 * that covers it); a parent names the athlete. Refreshes the bookings, the spots and the credits.
 */
export function useBookWithCredit() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: BOOK_WITH_CREDIT_KEY,
    mutationFn: async (input: { sessionId: number; athleteId?: number }) => callApi(bookingsApi.withCredit, { body: input }),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
