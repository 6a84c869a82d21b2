import { useQuery } from '@tanstack/react-query';
import { authApi } from '@common/auth';
import { apiStatus } from './api';
import { callApi } from './api-client';

import { USER_KEY } from './signed-out';

export { USER_KEY };

/** The signed-in user, or null for a visitor: a 401 answers null rather than failing, so it never reaches the signed-out handler. */
async function signedInUser() {
  try {
    return await callApi(authApi.user);
  } catch (err) {
    if (apiStatus(err) === 401) return null;
    throw err;
  }
}

/** The signed-in user; null when signed out (a 401 answers null, no retry). */
export function useUser() {
  const query = useQuery({ queryKey: USER_KEY, queryFn: signedInUser, retry: false });
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: !!query.data };
}
