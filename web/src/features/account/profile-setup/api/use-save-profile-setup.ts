import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import { callApi } from '@/lib/api-client';
import { uploadProfilePicture } from '@/features/media/profile-picture/upload-profile-picture';
import { USER_KEY } from '@/lib/use-user';
import { toSetupPayload, type SetupFormValues } from '../lib/setup-form';

interface SaveSetupInput {
  values: SetupFormValues;
  /** A newly chosen picture, uploaded first. */
  picture: File | null;
  completed: boolean;
}

/** Uploads a newly chosen picture first, then saves the setup; the answer replaces the signed-in user. */
export function useSaveProfileSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, picture, completed }: SaveSetupInput) => {
      const uploaded = picture ? await uploadProfilePicture(picture) : null;
      return callApi(accountApi.profileSetup, { body: toSetupPayload(values, uploaded?.filename ?? null, completed) });
    },
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
