import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type SignupInput } from '@common/auth';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/use-user';

/** Signs up with the invitation's token: the new athlete account is linked on creation. */
export function useInviteSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupInput & { inviteToken: string }) => callApi(authApi.signup, { body: input }),
    onSuccess: (result) => qc.setQueryData(USER_KEY, result.user),
  });
}
