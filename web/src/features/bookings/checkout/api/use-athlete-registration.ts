import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@common/registration';

/** The user's own registration, or (parents) a linked athlete's. */
export const registrationKey = (athleteId?: number) => [athleteId === undefined ? '/api/athlete-registration' : `/api/athlete-registration?athleteId=${athleteId}`] as const;

/** The signed-in athlete's registration; the query fails (404) when there is none yet. */
export function useAthleteRegistration(enabled: boolean) {
  return useQuery<Registration>({ queryKey: registrationKey(), enabled });
}
