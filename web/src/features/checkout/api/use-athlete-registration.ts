import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@common/registration';

export const REGISTRATION_KEY = ['/api/athlete-registration'] as const;

/** The signed-in athlete's registration; the query fails (404) when there is none yet. */
export function useAthleteRegistration(enabled: boolean) {
  return useQuery<Registration>({ queryKey: REGISTRATION_KEY, enabled });
}
