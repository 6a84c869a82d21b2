import { useQuery } from '@tanstack/react-query';
import { packsApi } from '@common/packs';
import { apiQuery } from '@/lib/api-client';
import { useUser } from '@/lib/use-user';
import { holdsCredits } from './credits';

/** The member's session credits (a parent's serve every linked athlete). */
export function useCredits() {
  const { user } = useUser();
  return useQuery({ ...apiQuery(packsApi.credits), enabled: holdsCredits(user?.role) });
}
