import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/signed-out';

/**
 * POST /api/account/confirm-email with an e-mailed token: a new address (`change`) or the sign-up
 * address (`verify`, issue 16). The signed-in user, if any, is read again.
 */
export function useConfirmEmail(token: string, purpose: 'change' | 'verify') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(accountApi.confirmEmail, { body: purpose === 'verify' ? { token, purpose } : { token } })).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_KEY }),
  });
}
