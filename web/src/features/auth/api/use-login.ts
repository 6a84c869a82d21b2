import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type AuthResult, type LoginInput } from '@common/auth';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/use-user';
import { setHeading } from '../destinations';

/** `destination`: where the page goes once signed in (the router's redirect goes there too). */
export function useLogin(destination: (result: AuthResult) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => callApi(authApi.login, { body: input }),
    onSuccess: (result) => {
      setHeading(destination(result));
      // Another account may have been signed in on this tab: drop its data, keep the user query observed.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
      qc.setQueryData(USER_KEY, result.user);
    },
  });
}
