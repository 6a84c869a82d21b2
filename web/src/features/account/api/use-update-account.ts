import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountUpdateResultSchema, type accountUpdateSchema } from '@common/auth';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { USER_KEY } from '@/lib/use-user';

export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/**
 * PATCH /api/account: the name at once; a new e-mail (with the current password) waits for the
 * link sent to it (issue 16), so the answer carries `pendingEmail`.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountUpdate) => accountUpdateResultSchema.parse(await (await apiRequest('PATCH', '/api/account', input)).json()),
    onSuccess: ({ pendingEmail: _pending, ...user }) => queryClient.setQueryData(USER_KEY, user),
  });
}
