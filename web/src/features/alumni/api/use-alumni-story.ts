import { useQuery } from '@tanstack/react-query';
import type { Alumni } from '@common/profiles';

/** GET /api/alumni/{slug}: one story in full; 404 when there is none. */
export function useAlumniStory(slug: string) {
  return useQuery<Alumni>({ queryKey: [`/api/alumni/${encodeURIComponent(slug)}`] });
}
