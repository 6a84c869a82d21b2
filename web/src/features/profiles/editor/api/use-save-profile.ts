import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilesApi, type profileInputSchema } from '@common/profiles';
import type { z } from 'zod';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidatePublicViews } from './invalidate-public-views';

export type ProfilePayload = z.output<typeof profileInputSchema>;

/** Creates or updates the profile; 409 when the slug belongs to someone else. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProfilePayload) => callApi(profilesApi.save, { body: payload }),
    onSuccess: (profile) => {
      queryClient.setQueryData(apiQuery(profilesApi.mine).queryKey, profile);
      void invalidatePublicViews(queryClient);
    },
  });
}
