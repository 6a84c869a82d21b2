import { useQuery } from '@tanstack/react-query';
import { coachApi } from '@common/coach';
import { apiQuery } from '@/lib/api-client';

/** Every athlete upload, pending first (oldest first among them). */
export function useCoachMedia() {
  return useQuery(apiQuery(coachApi.media));
}
