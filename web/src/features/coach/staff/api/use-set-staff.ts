import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { STAFF_COACHES_KEY } from './use-staff-coaches';
import { useRefresh } from '@/lib/staff/refresh';

const messageSchema = z.object({ message: z.string() });

/** POST /api/staff/coaches/{id}/staff {isStaff}: grants or removes staff access (never one's own). */
export function useSetStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, isStaff }: { id: number; isStaff: boolean }) => messageSchema.parse(await (await apiRequest('POST', `/api/staff/coaches/${id}/staff`, { isStaff })).json()),
    onSuccess: () => refresh(STAFF_COACHES_KEY),
  });
}
