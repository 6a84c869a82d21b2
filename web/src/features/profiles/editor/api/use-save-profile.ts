import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type profileInputSchema } from '@common/profiles';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { invalidatePublicViews } from './invalidate-public-views';
import { MY_PROFILE_KEY } from './use-my-profile';

export type ProfilePayload = z.output<typeof profileInputSchema>;

/** POST /api/my-profile: creates or updates the profile; 409 when the slug belongs to someone else. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProfilePayload) => {
      const res = await apiRequest('POST', '/api/my-profile', payload);
      return profileSchema.parse(await res.json());
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(MY_PROFILE_KEY, profile);
      void invalidatePublicViews(queryClient);
    },
  });
}
