import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';
import { rosterPath, type RosterEntry } from './use-roster';

type Attendance = RosterEntry['attendance'];
const messageSchema = z.object({ message: z.string() });

/**
 * POST /api/staff/bookings/{bookingId}/attendance: checked in, no-show, or cleared (null). The roster
 * shows the mark at once; the athlete's session counts follow it (a no-show does not count).
 */
export function useMarkAttendance(sessionId: number) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  const key = [rosterPath(sessionId)];
  return useMutation({
    mutationFn: async ({ bookingId, attendance }: { bookingId: number; attendance: Attendance }) =>
      messageSchema.parse(await (await apiRequest('POST', `/api/staff/bookings/${bookingId}/attendance`, { attendance })).json()),
    onSuccess: (_r, { bookingId, attendance }) => {
      qc.setQueryData<RosterEntry[]>(key, (list) => list?.map((e) => (e.bookingId === bookingId ? { ...e, attendance } : e)));
      return refresh([rosterPath(sessionId), '/api/dashboard-stats', '/api/achievements']);
    },
  });
}
