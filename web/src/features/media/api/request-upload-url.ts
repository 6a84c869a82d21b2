import { mediaApi } from '@common/media';
import { callApi } from '@/lib/api-client';

/** A signed URL to PUT one file to (local disk: a relative /files/upload/... path). */
export async function requestUploadUrl() {
  return callApi(mediaApi.uploadUrl);
}
