import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import { apiQuery, callApi } from '@/lib/api-client';

/** Where the account is signed in (issue 16). */
export function useDeviceSessions() {
  return useQuery(apiQuery(accountApi.sessions));
}

/** Signs out one device, or every other one. */
export function useEndDeviceSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { id: string } | 'others') =>
      target === 'others' ? callApi(accountApi.endOtherSessions) : callApi(accountApi.endSession, { params: { id: target.id } }),
    onSuccess: () => queryClient.invalidateQueries(apiQuery(accountApi.sessions)),
  });
}
