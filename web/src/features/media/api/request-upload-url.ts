import { mediaApi } from '@common/media';
import { callApi } from '@/lib/api-client';

/** A signed URL to PUT one file to (local disk: a relative /files/upload/... path); a parent names the athlete it is for. */
export async function requestUploadUrl(athleteId?: number) {
  return callApi(mediaApi.uploadUrl, { query: athleteId === undefined ? {} : { athleteId } });
}
