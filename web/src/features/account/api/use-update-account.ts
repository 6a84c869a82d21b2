import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import type { accountUpdateSchema } from '@common/auth';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';
import { USER_KEY } from '@/lib/use-user';

export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/**
 * The name at once; a new e-mail (with the current password) waits for the link sent to it
 * (issue 16), so the answer carries `pendingEmail`.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountUpdate) => callApi(accountApi.update, { body: input }),
    onSuccess: ({ pendingEmail: _pending, ...user }) => queryClient.setQueryData(USER_KEY, user),
  });
}
