import { mediaApi, type UploadedPicture } from '@common/media';
import { callApi } from '@/lib/api-client';

/** POST /api/media-upload (mediaApi.picture, multipart {media, type: 'profile'}): stores the picture, answers its filename for PUT /api/user/profile. */
export async function uploadProfilePicture(file: File): Promise<UploadedPicture> {
  return callApi(mediaApi.picture, { body: { type: 'profile' }, file });
}
