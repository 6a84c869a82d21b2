import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { packSchema } from '@common/packs';
import { apiRequest } from '@/lib/api';

export const PACKS_KEY = ['/api/packs'] as const;

/** GET /api/packs (public): the session packs on sale. */
export function usePacks() {
  return useQuery({
    queryKey: PACKS_KEY,
    queryFn: async () => z.array(packSchema).parse(await (await apiRequest('GET', PACKS_KEY[0])).json()),
  });
}
