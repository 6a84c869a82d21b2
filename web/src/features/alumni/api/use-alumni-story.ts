import { useQuery } from '@tanstack/react-query';
import { alumniApi } from '@common/alumni';
import { apiQuery } from '@/lib/api-client';

/** One story in full; 404 when there is none. */
export function useAlumniStory(slug: string) {
  return useQuery(apiQuery(alumniApi.story, { params: { slug } }));
}
