import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { bookingsApi, type rosterEntrySchema } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';

export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/**
 * How often an open roster is read again: check-ins at the front desk (a kiosk, another staff
 * member's scan) show within this (decision 057).
 */
export const ROSTER_REFRESH_MS = 5000;

/** GET /api/staff/sessions/{id}/roster: the booked athletes, with waiver, emergency contact and attendance, kept live while shown. */
export function useRoster(sessionId: number | null) {
  return useQuery({ ...apiQuery(bookingsApi.roster, { params: { id: sessionId ?? 0 } }), enabled: sessionId != null, refetchInterval: ROSTER_REFRESH_MS });
}
