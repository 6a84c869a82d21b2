import { useMutation } from '@tanstack/react-query';
import { mediaApi } from '@common/media';
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
      const body = { description: title, sport: '', fileName: file.name, fileUrl: uploadURL, athleteId: athleteId || undefined };
      return (await callApi(mediaApi.record, { body })).id;
    },
  });
}
