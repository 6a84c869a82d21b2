import { useQuery } from '@tanstack/react-query';
import type { Alumni } from '@common/profiles';

export const ALUMNI_KEY = ['/api/alumni'] as const;

/** GET /api/alumni: every story, featured first. */
export function useAlumni() {
  return useQuery<Alumni[]>({ queryKey: ALUMNI_KEY });
}
