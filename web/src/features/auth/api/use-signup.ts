import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, SignupInput } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { USER_KEY } from '@/lib/use-user';

export function useSignup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignupInput) => (await (await apiRequest('POST', '/api/auth/signup', input)).json()) as AuthResult,
    onSuccess: (result) => qc.setQueryData(USER_KEY, result.user),
  });
}
