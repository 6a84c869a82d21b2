import { useQuery } from '@tanstack/react-query';
import { authApi } from '@common/auth';
import { apiQuery } from '@/lib/api-client';

/** The child's name and the address of the login (decision 047); 410 when the link cannot be used. */
export function useChildLogin(token: string) {
  return useQuery({ ...apiQuery(authApi.childLogin, { params: { token } }), retry: false });
}
