import { useQueryClient } from '@tanstack/react-query';
import { shellEndpoints } from '@common/shell-endpoints';
import { callUnparsed } from '@/lib/api-client';
import { clearOfflineData } from '@/lib/pwa';

/**
 * Part 1, 7.2: POST /api/auth/logout (authApi.logout, unparsed: the header's button is on the first
 * paint, decision 072), then the browser goes to / (a failure is only logged).
 */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await callUnparsed(shellEndpoints.auth.logout);
    } catch (err) {
      console.error('Logout failed', err);
    }
    qc.clear();
    // The schedule and bookings saved for offline are this person's: gone with them (decision 058).
    await clearOfflineData().catch(() => undefined);
    window.location.assign('/');
  };
}
