import { mediaApi } from '@common/media';
import { callApi } from '@/lib/api-client';

export interface RecordUploadInput {
  description: string;
  sport: string;
  fileName: string;
  /** The upload URL the file was PUT to; the server finds the stored object from it. */
  fileUrl: string;
  /** The athlete a parent uploads for (decision 047). */
  athleteId?: number;
}

/** POST /api/upload-media-from-object-storage (mediaApi.record, form data): checks the stored file and creates the media record. */
export async function recordUpload(input: RecordUploadInput): Promise<{ id: number }> {
  return callApi(mediaApi.record, { body: input });
}
