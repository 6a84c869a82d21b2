import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationApi, type RegistrationInput } from '@common/registration';
import { callApi } from '@/lib/api-client';
import { registrationQuery } from './use-athlete-registration';

/** Saves the user's own registration, or with `athleteId` a parent's linked athlete's. */
export function useSaveRegistration(athleteId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegistrationInput) => callApi(registrationApi.save, { query: athleteId === undefined ? undefined : { athleteId }, body: input }),
    onSuccess: (saved) => qc.setQueryData(registrationQuery(athleteId).queryKey, saved),
  });
}
