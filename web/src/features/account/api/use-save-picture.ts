import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@common/auth';
import { apiRequest } from '@/lib/api';
import { uploadProfilePicture } from '@/features/media/profile-picture/upload-profile-picture';
import { USER_KEY } from '@/lib/use-user';

/** POST /api/media-upload, then PUT /api/user/profile {profilePicture}; the answer replaces the signed-in user. */
export function useSavePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { filename } = await uploadProfilePicture(file);
      return userSchema.parse(await (await apiRequest('PUT', '/api/user/profile', { profilePicture: filename })).json());
    },
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
