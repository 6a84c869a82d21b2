import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@common/auth';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/signed-out';

/** POST /api/auth/forgot-password: the same answer whether the address has an account (issue 16). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: { email: string }) => (await callApi(authApi.forgotPassword, { body })).message,
  });
}

/** POST /api/auth/reset-password: a new password from the e-mailed token. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { token: string; password: string }) => (await callApi(authApi.resetPassword, { body })).message,
    // The session this browser had (if any) has ended with every other.
    onSuccess: () => queryClient.setQueryData(USER_KEY, null),
  });
}
