import { useQueryClient } from '@tanstack/react-query';
import { authApi } from '@common/auth';
import { callApi } from '@/lib/api-client';

/** Part 1, 7.2: POST /api/auth/logout, then the browser goes to / (a failure is only logged). */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await callApi(authApi.logout);
    } catch (err) {
      console.error('Logout failed', err);
    }
    qc.clear();
    window.location.assign('/');
  };
}
