import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { bookingsApi } from '@common/bookings';
import type { rosterEntrySchema } from '@common/staff';
import { apiQuery } from '@/lib/api-client';

export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/** GET /api/staff/sessions/{id}/roster: the booked athletes, with waiver, emergency contact and attendance. */
export function useRoster(sessionId: number | null) {
  return useQuery({ ...apiQuery(bookingsApi.roster, { params: { id: sessionId ?? 0 } }), enabled: sessionId != null });
}
