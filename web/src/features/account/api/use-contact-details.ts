import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import type { contactDetailsBodySchema } from '@common/contact-details';
import { registrationApi } from '@common/registration';
import type { z } from 'zod';
import { apiQuery, callApi } from '@/lib/api-client';

export type ContactDetailsSave = z.output<typeof contactDetailsBodySchema>;

/** The address and emergency contact of the account's own athlete registration (issue 29). */
export function useContactDetails() {
  return useQuery(apiQuery(accountApi.contactDetails));
}

/** Saves them; the answer replaces the cached details, and checkout reads the registration again. */
export function useSaveContactDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ContactDetailsSave) => callApi(accountApi.saveContactDetails, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiQuery(accountApi.contactDetails).queryKey, saved);
      void queryClient.invalidateQueries(apiQuery(registrationApi.get, { query: undefined }));
    },
  });
}
