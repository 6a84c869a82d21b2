import { useQuery } from '@tanstack/react-query';

export interface StaffSession {
  id: number;
  programId: number;
  programName: string;
  seriesId: number | null;
  date: string;
  time: string;
  sessionTitle: string | null;
  location: string;
  coachId: number | null;
  totalSpots: number;
  availableSpots: number;
  status: string;
}

export const staffSessionsPath = (from: string) => `/api/staff/sessions?from=${from}`;

/** GET /api/staff/sessions?from=YYYY-MM-DD: sessions from that day on (cancelled ones too), by start. */
export function useStaffSessions(from: string) {
  return useQuery<StaffSession[]>({ queryKey: [staffSessionsPath(from)] });
}
