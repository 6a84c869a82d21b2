import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type AuthResult, type SignupInput } from '@common/auth';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/use-user';
import { setHeading } from '../destinations';

/** `destination`: where the page goes once signed up (the router's redirect goes there too). */
export function useSignup(destination: (result: AuthResult) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupInput) => callApi(authApi.signup, { body: input }),
    onSuccess: (result) => {
      setHeading(destination(result));
      qc.setQueryData(USER_KEY, result.user);
    },
  });
}
