import { useQuery } from '@tanstack/react-query';
import { alumniApi } from '@common/alumni';
import { apiQuery } from '@/lib/api-client';

/** Every alumni story, featured first, then by name. */
export function useAlumni() {
  return useQuery(apiQuery(alumniApi.list));
}
