import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { USER_KEY } from '@/lib/signed-out';

/**
 * POST /api/account/verify-email/resend (issue 16): a new verification link to the signed-in
 * account's address (older links stop working); 429 past 3 an hour. A 409 means the address was
 * verified meanwhile (in another tab): the account is read again, and the banner goes.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => messageSchema.parse(await (await apiRequest('POST', '/api/account/verify-email/resend')).json()).message,
    onError: (error) => {
      if (error.message.startsWith('409:')) void queryClient.invalidateQueries({ queryKey: USER_KEY });
    },
  });
}
