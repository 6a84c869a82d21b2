import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authResultSchema, type SignupInput } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { USER_KEY } from '@/lib/use-user';

/** POST /api/auth/signup with the invitation's token: the new athlete account is linked on creation. */
export function useInviteSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupInput & { inviteToken: string }) => authResultSchema.parse(await (await apiRequest('POST', '/api/auth/signup', input)).json()),
    onSuccess: (result) => qc.setQueryData(USER_KEY, result.user),
  });
}
