import { useQuery } from '@tanstack/react-query';
import { creditsSchema } from '@common/packs';
import { apiRequest } from '@/lib/api';
import { useUser } from '@/lib/use-user';
import { CREDITS_KEY, holdsCredits } from './credits';

/** GET /api/credits: the member's session credits (a parent's serve every linked athlete). */
export function useCredits() {
  const { user } = useUser();
  return useQuery({
    queryKey: CREDITS_KEY,
    queryFn: async () => creditsSchema.parse(await (await apiRequest('GET', CREDITS_KEY[0])).json()),
    enabled: holdsCredits(user?.role),
  });
}
