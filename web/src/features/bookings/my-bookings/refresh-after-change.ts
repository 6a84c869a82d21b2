import type { QueryClient } from '@tanstack/react-query';

/**
 * What a cancel or reschedule changes: the member's bookings and figures (part 1, 7.2), and the
 * spots and achievements that follow from them; a freed place can be offered to someone in line;
 * a booking paid with a session credit gives it back when cancelled early enough (or uses one).
 */
export const refreshAfterBookingChange = (qc: QueryClient) =>
  Promise.all(
    ['/api/my-bookings', '/api/dashboard-stats', '/api/training-sessions', '/api/training-programs-with-sessions', '/api/achievements', '/api/waitlist', '/api/credits'].map(
      (path) => qc.invalidateQueries({ queryKey: [path] }),
    ),
  );
