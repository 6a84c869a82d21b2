import { useQuery } from '@tanstack/react-query';
import type { AgeException } from '@common/age-groups';
import { bookingsApi } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';

export type { AgeException };

/** GET /api/staff/sessions/{id}/age-exceptions: the session's age group and its exceptions, newest first (issue 29). */
export function useAgeExceptions(sessionId: number) {
  return useQuery(apiQuery(bookingsApi.ageExceptions, { params: { id: sessionId } }));
}
