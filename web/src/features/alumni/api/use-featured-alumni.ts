import { useQuery } from '@tanstack/react-query';
import type { Alumni } from '@common/profiles';

/** GET /api/alumni/featured: the stories staff chose to feature. */
export function useFeaturedAlumni() {
  return useQuery<Alumni[]>({ queryKey: ['/api/alumni/featured'] });
}
