import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { addAthleteSchema, invitationSchema } from '@common/parent';
import { apiRequest } from '@/lib/api';
import { refreshParentData } from './refresh-parent-data';

export type AddAthleteInput = z.output<typeof addAthleteSchema>;
const addAthleteResultSchema = z.object({ message: z.string(), invitation: invitationSchema });

/** POST /api/parent/add-athlete -> 201 {message, invitation}: the athlete gets an invitation e-mail. */
export function useAddAthlete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddAthleteInput) => addAthleteResultSchema.parse(await (await apiRequest('POST', '/api/parent/add-athlete', input)).json()),
    onSuccess: () => refreshParentData(qc),
  });
}
