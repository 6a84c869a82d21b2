import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '@common/account';
import { callApi } from '@/lib/api-client';
import { uploadProfilePicture } from '@/features/media/profile-picture/upload-profile-picture';
import { USER_KEY } from '@/lib/use-user';

/** Uploads the picture, then saves it as the profile picture; the answer replaces the signed-in user. */
export function useSavePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { filename } = await uploadProfilePicture(file);
      return callApi(accountApi.profileSetup, { body: { profilePicture: filename } });
    },
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
