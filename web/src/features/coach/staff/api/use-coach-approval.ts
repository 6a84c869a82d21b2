import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { STAFF_COACHES_KEY } from './use-staff-coaches';
import { useRefresh } from '@/lib/staff/refresh';

const messageSchema = z.object({ message: z.string() });

/** POST /api/staff/coaches/{id}/approval {approved}: approves an application (or restores access), or removes coach access. */
export function useCoachApproval() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, approved }: { id: number; approved: boolean }) =>
      messageSchema.parse(await (await apiRequest('POST', `/api/staff/coaches/${id}/approval`, { approved })).json()),
    onSuccess: () => refresh(STAFF_COACHES_KEY),
  });
}
