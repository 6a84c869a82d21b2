import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parentApi, type addAthleteSchema } from '@common/parent';
import { callApi } from '@/lib/api-client';
import { refreshParentData } from './refresh-parent-data';

export type AddAthleteInput = z.output<typeof addAthleteSchema>;

/** 201 {message, invitation}: the athlete gets an invitation e-mail. */
export function useAddAthlete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddAthleteInput) => callApi(parentApi.addAthlete, { body: input }),
    onSuccess: () => refreshParentData(qc),
  });
}
