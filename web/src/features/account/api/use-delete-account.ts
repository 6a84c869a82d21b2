import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@common/account-data';
import { messageSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';

/** POST /api/account/delete: needs the current password; the server ends every session and clears the cookie. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => messageSchema.parse(await (await apiRequest('POST', '/api/account/delete', input)).json()),
  });
}
