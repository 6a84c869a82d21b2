import { uploadUrlSchema } from '@common/media';
import { apiRequest } from '@/lib/api';

/** POST /api/objects/upload: a signed URL to PUT one file to (local disk: a relative /files/upload/... path). */
export async function requestUploadUrl() {
  const res = await apiRequest('POST', '/api/objects/upload');
  return uploadUrlSchema.parse(await res.json());
}
