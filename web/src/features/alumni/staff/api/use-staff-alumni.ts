import { useQuery } from '@tanstack/react-query';
import { alumniApi } from '@common/alumni';
import { apiQuery } from '@/lib/api-client';

/** Every alumni story with its Spanish beside the English, for the editor (the public list is in the reader's language). */
export function useStaffAlumni() {
  return useQuery(apiQuery(alumniApi.staffList));
}
