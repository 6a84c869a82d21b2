import { z } from 'zod';
import { apiRequest } from '@/lib/api';

const uploadedSchema = z.object({ filename: z.string(), url: z.string() });
export type UploadedPicture = z.infer<typeof uploadedSchema>;

/** POST /api/media-upload (multipart {media, type: 'profile'}): stores the picture, answers its filename for PUT /api/user/profile. */
export async function uploadProfilePicture(file: File): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('media', file);
  form.append('type', 'profile');
  const res = await apiRequest('POST', '/api/media-upload', form);
  return uploadedSchema.parse(await res.json());
}
