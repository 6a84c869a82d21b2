import type { QueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { memberApi } from '@common/member';
import { packsApi } from '@common/packs';
import { programsApi } from '@common/programs';

/**
 * What a cancel or reschedule changes: the member's bookings and figures (part 1, 7.2), and the
 * spots and achievements that follow from them; a freed place can be offered to someone in line;
 * a booking paid with a session credit gives it back when cancelled early enough (or uses one).
 */
export const refreshAfterBookingChange = (qc: QueryClient) =>
  Promise.all(
    [
      bookingsApi.mine.path,
      memberApi.dashboardStats.path,
      programsApi.sessions.path,
      programsApi.withSessions.path,
      memberApi.achievements.path,
      bookingsApi.myWaitlist.path,
      packsApi.credits.path,
    ].map((path) => qc.invalidateQueries({ queryKey: [path] })),
  );
