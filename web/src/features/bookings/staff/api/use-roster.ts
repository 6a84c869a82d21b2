import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { rosterEntrySchema } from '@common/staff';

export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const rosterPath = (sessionId: number) => `/api/staff/sessions/${sessionId}/roster`;

/** GET /api/staff/sessions/{id}/roster: the booked athletes, with waiver, emergency contact and attendance. */
export function useRoster(sessionId: number | null) {
  return useQuery<RosterEntry[]>({ queryKey: [rosterPath(sessionId ?? 0)], enabled: sessionId != null });
}
