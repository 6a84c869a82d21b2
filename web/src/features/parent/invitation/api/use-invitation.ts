import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invitationInfoSchema } from '@common/parent';

export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** GET /api/invitations/{token}: who invited whom, and whether the e-mail has an account; 410 when unusable. */
export function useInvitation(token: string) {
  return useQuery<InvitationInfo>({ queryKey: [`/api/invitations/${encodeURIComponent(token)}`] });
}
