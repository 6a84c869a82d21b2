import { useMutation } from '@tanstack/react-query';
import { messageSchema, type passwordChangeSchema } from '@common/auth';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';

export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** POST /api/account/password: needs the current password; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: PasswordChange) => messageSchema.parse(await (await apiRequest('POST', '/api/account/password', input)).json()),
  });
}
