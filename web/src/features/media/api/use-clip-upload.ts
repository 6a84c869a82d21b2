import { useMutation } from '@tanstack/react-query';
import { mediaApi, recordedUploadSchema } from '@common/media';
import { apiRequest } from '@/lib/api';
import { callApi } from '@/lib/api-client';

/**
 * A clip (a training plan's "film this set", issue 30) through the ordinary upload flow: an upload
 * link (for a parent, naming the child), the file PUT to storage, then the media record (POST /api/upload-media-from-object-storage),
 * which queues the analysis and puts the clip in the coach's review queue. Answers the media id.
 */
export function useClipUpload() {
  return useMutation({
    mutationFn: async ({ file, athleteId, title }: { file: File; athleteId?: number; title: string }) => {
      const { uploadURL } = await callApi(mediaApi.uploadUrl, { query: athleteId ? { athleteId } : {} });
      const put = await fetch(new URL(uploadURL, window.location.origin).href, {
        method: 'PUT',
        body: file,
        credentials: 'include',
        headers: { 'content-type': file.type || 'application/octet-stream' },
      });
      if (!put.ok) throw new Error(`${put.status}`);
      const form = new FormData();
      form.append('description', title);
      form.append('sport', '');
      form.append('fileName', file.name);
      form.append('fileUrl', uploadURL);
      if (athleteId) form.append('athleteId', String(athleteId));
      const res = await apiRequest('POST', '/api/upload-media-from-object-storage', form);
      return recordedUploadSchema.parse(await res.json()).id;
    },
  });
}
