import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import type { passwordChangeSchema } from '@common/auth';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';

export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** Needs the current password; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: PasswordChange) => callApi(accountApi.changePassword, { body: input }),
  });
}
