import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import type { StaffWaitlistEntry } from '@common/waitlist';
import { apiQuery } from '@/lib/api-client';

export type { StaffWaitlistEntry };

/** GET /api/staff/sessions/{id}/waitlist: the people offered a place first, then those waiting, in order. */
export function useSessionWaitlist(sessionId: number) {
  return useQuery(apiQuery(bookingsApi.sessionWaitlist, { params: { id: sessionId } }));
}
