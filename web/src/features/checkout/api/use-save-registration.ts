import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationSchema, type RegistrationInput } from '@common/registration';
import { apiRequest } from '@/lib/api';
import { REGISTRATION_KEY } from './use-athlete-registration';

export function useSaveRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegistrationInput) =>
      registrationSchema.parse(await (await apiRequest('POST', '/api/athlete-registration', input)).json()),
    onSuccess: (saved) => qc.setQueryData(REGISTRATION_KEY, saved),
  });
}
