import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { parentApi, type invitationInfoSchema } from '@common/parent';
import { apiQuery } from '@/lib/api-client';

export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** Who invited whom, and whether the e-mail has an account; 410 when unusable. */
export function useInvitation(token: string) {
  return useQuery(apiQuery(parentApi.invitation, { params: { token } }));
}
