import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type ChildLoginAcceptInput } from '@common/auth';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/use-user';

/** Sets the child's password; the answer signs the child in (decision 047). */
export function useAcceptChildLogin(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChildLoginAcceptInput) => callApi(authApi.acceptChildLogin, { params: { token }, body: input }),
    onSuccess: async (result) => {
      // Whoever was signed in on this browser is not any more: every cached answer was theirs.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      qc.setQueryData(USER_KEY, result.user);
    },
  });
}
