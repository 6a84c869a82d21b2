import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@common/parent';

export const INVITATIONS_KEY = ['/api/parent/invitations'] as const;

/** GET /api/parent/invitations: the parent's pending invitations (expired ones say so). */
export function useInvitations({ enabled }: { enabled: boolean }) {
  return useQuery<Invitation[]>({ queryKey: INVITATIONS_KEY, enabled });
}
