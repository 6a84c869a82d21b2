import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import { getQueryFn } from './api';

import { USER_KEY } from './signed-out';

export { USER_KEY };

/**
 * The signed-in user; null when signed out (a 401 answers null, no retry). Read without the typed
 * client on purpose: this runs in the entry chunk, which carries no zod (page weight, and zod's eval
 * probe must not run before lib/zod-jitless.ts): decision 032.
 */
export function useUser() {
  const query = useQuery<AuthUser | null>({
    queryKey: USER_KEY,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: !!query.data };
}
