import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { Tier } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { useRefresh } from '@/lib/staff/refresh';
import type { PlanUpdate } from '../lib/plan-form';

const messageSchema = z.object({ message: z.string() });

/** PATCH /api/staff/plans/{name}: price (dollars), texts and limits (-1 = unlimited). */
export function useUpdatePlan() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ name, ...body }: PlanUpdate & { name: Tier }) => messageSchema.parse(await (await apiRequest('PATCH', `/api/staff/plans/${name}`, body)).json()),
    onSuccess: () => refresh(['/api/subscription']),
  });
}
