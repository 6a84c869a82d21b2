import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffWaitlistEntrySchema, type StaffWaitlistEntry } from '@common/waitlist';
import { apiRequest } from '@/lib/api';

export type { StaffWaitlistEntry };

export const waitlistPath = (sessionId: number) => `/api/staff/sessions/${sessionId}/waitlist`;

/** GET /api/staff/sessions/{id}/waitlist: the people offered a place first, then those waiting, in order. */
export function useWaitlist(sessionId: number) {
  return useQuery<StaffWaitlistEntry[]>({
    queryKey: [waitlistPath(sessionId)],
    queryFn: async () => z.array(staffWaitlistEntrySchema).parse(await (await apiRequest('GET', waitlistPath(sessionId))).json()),
  });
}
