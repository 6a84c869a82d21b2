import { useQuery } from '@tanstack/react-query';
import type { Alumni } from '@common/profiles';

/** GET /api/alumni: every alumni story, featured first, then by name. */
export function useAlumni() {
  return useQuery<Alumni[]>({ queryKey: ['/api/alumni'] });
}
