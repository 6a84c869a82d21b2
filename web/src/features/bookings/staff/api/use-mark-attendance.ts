import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { memberApi } from '@common/member';
import { callApi, keyOf } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';
import type { RosterEntry } from './use-roster';

type Attendance = RosterEntry['attendance'];

/**
 * POST /api/staff/bookings/{bookingId}/attendance: checked in, no-show, or cleared (null). The roster
 * shows the mark at once; the athlete's session counts follow it (a no-show does not count).
 */
export function useMarkAttendance(sessionId: number) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  const key = keyOf(bookingsApi.roster, { params: { id: sessionId } });
  return useMutation({
    mutationFn: async ({ bookingId, attendance }: { bookingId: number; attendance: Attendance }) =>
      callApi(bookingsApi.attendance, { params: { id: bookingId }, body: { attendance } }),
    onSuccess: (_r, { bookingId, attendance }) => {
      qc.setQueryData<RosterEntry[]>(key, (list) => list?.map((e) => (e.bookingId === bookingId ? { ...e, attendance } : e)));
      return refresh([String(key[0]), memberApi.dashboardStats.path, memberApi.achievements.path]);
    },
  });
}
