import { useQuery } from '@tanstack/react-query';
import { waiversApi } from '@common/waivers';
import { apiQuery } from '@/lib/api-client';

/** The current waiver for the signed-in athlete, or (parents) a linked athlete, with whether it is signed and who may sign. */
export const waiverQuery = (athleteId?: number) => apiQuery(waiversApi.current, { query: athleteId === undefined ? {} : { athleteId } });

export function useWaiver(athleteId?: number, enabled = true) {
  return useQuery({ ...waiverQuery(athleteId), enabled });
}
