import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookWithCreditResultSchema } from '@common/packs';
import { apiRequest } from '@/lib/api';
import { refreshAfterBookingChange } from '@/features/bookings/my-bookings/refresh-after-change';

/** The mutation's key, so that a checkout can tell a credit booking is under way (useIsMutating). */
export const BOOK_WITH_CREDIT_KEY = ['/api/session-bookings/with-credit'] as const;

/**
 * POST /api/session-bookings/with-credit: books the session with 1 credit (the soonest to expire
 * that covers it); a parent names the athlete. Refreshes the bookings, the spots and the credits.
 */
export function useBookWithCredit() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: BOOK_WITH_CREDIT_KEY,
    mutationFn: async (input: { sessionId: number; athleteId?: number }) =>
      bookWithCreditResultSchema.parse(await (await apiRequest('POST', '/api/session-bookings/with-credit', input)).json()),
    onSuccess: () => refreshAfterBookingChange(qc),
  });
}
