import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** Part 1, 7.2: POST /api/auth/logout, then the browser goes to / (a failure is only logged). */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (err) {
      console.error('Logout failed', err);
    }
    qc.clear();
    window.location.assign('/');
  };
}
