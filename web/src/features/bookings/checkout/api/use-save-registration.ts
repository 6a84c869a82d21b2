import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationSchema, type RegistrationInput } from '@common/registration';
import { apiRequest } from '@/lib/api';
import { registrationKey } from './use-athlete-registration';

/** Saves the user's own registration, or with `athleteId` a parent's linked athlete's. */
export function useSaveRegistration(athleteId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegistrationInput) =>
      registrationSchema.parse(await (await apiRequest('POST', registrationKey(athleteId)[0], input)).json()),
    onSuccess: (saved) => qc.setQueryData(registrationKey(athleteId), saved),
  });
}
