import { useMutation } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import type { DeleteAccountInput } from '@common/account-data';
import { callApi } from '@/lib/api-client';

/** Needs the current password; the server ends every session and clears the cookie. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (input: DeleteAccountInput) => callApi(accountApi.delete, { body: input }),
  });
}
