import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { registrationApi, type RegistrationInput } from '@common/registration';
import { callApi } from '@/lib/api-client';
import { registrationQuery } from './use-athlete-registration';

/** Saves the user's own registration, or with `athleteId` a parent's linked athlete's; whom a session may be booked for is asked again. */
export function useSaveRegistration(athleteId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegistrationInput) => callApi(registrationApi.save, { query: athleteId === undefined ? undefined : { athleteId }, body: input }),
    onSuccess: (saved) => {
      qc.setQueryData(registrationQuery(athleteId).queryKey, saved);
      // The age given here is the athlete's age for age groups when their account has none (issue 29).
      return qc.invalidateQueries({ queryKey: [bookingsApi.eligibility.path], refetchType: 'all' });
    },
  });
}
