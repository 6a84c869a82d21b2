import { useQuery } from '@tanstack/react-query';
import { registrationApi } from '@common/registration';
import { apiQuery } from '@/lib/api-client';

/** The user's own registration, or (parents) a linked athlete's. */
export const registrationQuery = (athleteId?: number) => apiQuery(registrationApi.get, { query: athleteId === undefined ? undefined : { athleteId } });

/** The signed-in athlete's registration; the query fails (404) when there is none yet. */
export function useAthleteRegistration(enabled: boolean) {
  return useQuery({ ...registrationQuery(), enabled });
}
