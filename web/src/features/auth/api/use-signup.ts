import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, SignupInput } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { USER_KEY } from '@/lib/use-user';
import { setHeading } from '../destinations';

/** `destination`: where the page goes once signed up (the router's redirect goes there too). */
export function useSignup(destination: (result: AuthResult) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupInput) => (await (await apiRequest('POST', '/api/auth/signup', input)).json()) as AuthResult,
    onSuccess: (result) => {
      setHeading(destination(result));
      qc.setQueryData(USER_KEY, result.user);
    },
  });
}
