import { recordedUploadSchema } from '@common/media';
import { apiRequest } from '@/lib/api';

export interface RecordUploadInput {
  description: string;
  sport: string;
  fileName: string;
  /** The upload URL the file was PUT to; the server finds the stored object from it. */
  fileUrl: string;
  /** The athlete a parent uploads for (decision 047). */
  athleteId?: number;
}

/** POST /api/upload-media-from-object-storage (form data, so outside the endpoint contract): checks the stored file and creates the media record. */
export async function recordUpload(input: RecordUploadInput): Promise<{ id: number }> {
  const form = new FormData();
  form.append('description', input.description);
  form.append('sport', input.sport);
  form.append('fileName', input.fileName);
  form.append('fileUrl', input.fileUrl);
  if (input.athleteId !== undefined) form.append('athleteId', String(input.athleteId));
  const res = await apiRequest('POST', '/api/upload-media-from-object-storage', form);
  return recordedUploadSchema.parse(await res.json());
}
