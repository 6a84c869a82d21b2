import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { deviceSessionSchema, type DeviceSession } from '@common/sessions';
import { apiRequest, throwIfResNotOk } from '@/lib/api';

export const DEVICE_SESSIONS_KEY = ['/api/account/sessions'] as const;
const messageSchema = z.object({ message: z.string() });

/** GET /api/account/sessions: where the account is signed in (issue 16). */
export function useDeviceSessions() {
  return useQuery<DeviceSession[]>({
    queryKey: DEVICE_SESSIONS_KEY,
    queryFn: async () => {
      const res = await fetch('/api/account/sessions', { credentials: 'include' });
      await throwIfResNotOk(res);
      return z.array(deviceSessionSchema).parse(await res.json());
    },
  });
}

/** DELETE /api/account/sessions/{id} (one device), or POST .../sign-out-others (every other one). */
export function useEndDeviceSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { id: string } | 'others') =>
      messageSchema.parse(
        await (target === 'others' ? await apiRequest('POST', '/api/account/sessions/sign-out-others') : await apiRequest('DELETE', `/api/account/sessions/${target.id}`)).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICE_SESSIONS_KEY }),
  });
}
