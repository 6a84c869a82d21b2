import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type accountUpdateSchema } from '@common/auth';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { USER_KEY } from '@/lib/use-user';

export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/** PATCH /api/account: name and e-mail; 409 when the e-mail belongs to another account. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountUpdate) => userSchema.parse(await (await apiRequest('PATCH', '/api/account', input)).json()),
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
