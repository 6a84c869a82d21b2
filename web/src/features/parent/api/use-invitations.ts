import { useQuery } from '@tanstack/react-query';
import { parentApi } from '@common/parent';
import { apiQuery } from '@/lib/api-client';

/** The parent's pending invitations (expired ones say so). */
export function useInvitations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(parentApi.invitations), enabled });
}
