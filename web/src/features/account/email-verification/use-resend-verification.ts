import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import { apiStatus } from '@/lib/api';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/signed-out';

/**
 * A new verification link to the signed-in account's address (issue 16; older links stop
 * working); 429 past 3 an hour. A 409 means the address was verified meanwhile (in another tab):
 * the account is read again, and the banner goes.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(accountApi.resendVerification)).message,
    onError: (error) => {
      if (apiStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
