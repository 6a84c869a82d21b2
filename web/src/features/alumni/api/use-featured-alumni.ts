import { useQuery } from '@tanstack/react-query';
import { alumniApi } from '@common/alumni';
import { apiQuery } from '@/lib/api-client';

/** The stories staff chose to feature. */
export function useFeaturedAlumni() {
  return useQuery(apiQuery(alumniApi.featured));
}
