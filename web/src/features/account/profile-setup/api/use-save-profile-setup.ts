import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { uploadProfilePicture } from '@/features/media/profile-picture/upload-profile-picture';
import { USER_KEY } from '@/lib/use-user';
import { toSetupPayload, type SetupFormValues } from '../lib/setup-form';

interface SaveSetupInput {
  values: SetupFormValues;
  /** A newly chosen picture, uploaded first. */
  picture: File | null;
  completed: boolean;
}

/** POST /api/media-upload (when a new picture was chosen), then PUT /api/user/profile; the answer replaces the signed-in user. */
export function useSaveProfileSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, picture, completed }: SaveSetupInput) => {
      const uploaded = picture ? await uploadProfilePicture(picture) : null;
      const res = await apiRequest('PUT', '/api/user/profile', toSetupPayload(values, uploaded?.filename ?? null, completed));
      return userSchema.parse(await res.json());
    },
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
