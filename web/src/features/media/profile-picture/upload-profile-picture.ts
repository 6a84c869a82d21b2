import { uploadedPictureSchema, type UploadedPicture } from '@common/media';
import { apiRequest } from '@/lib/api';

/** POST /api/media-upload (multipart {media, type: 'profile'}): stores the picture, answers its filename for PUT /api/user/profile. */
export async function uploadProfilePicture(file: File): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('media', file);
  form.append('type', 'profile');
  const res = await apiRequest('POST', '/api/media-upload', form);
  return uploadedPictureSchema.parse(await res.json());
}
