import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import { MAX_UPLOAD_BYTES } from '@common/media';
import { PrepareUploadError } from './upload-errors';

export interface MediaUppy {
  uppy: Uppy;
  /** The upload URL the server gave for a file (sent back as fileUrl when recording it). */
  uploadUrlOf: (fileId: string) => string | undefined;
  /** The athlete a parent uploads for (decision 047): the next upload link is asked for them. */
  uploadFor: (athleteId: number | undefined) => void;
}

/** The picker's words in the page's language (Uppy's own %{...} placeholders left in). */
export interface UppyWords {
  exceedsSize: string;
  onlyTypes: string;
  oneFile: string;
  dropPasteFiles: string;
  browseFiles: string;
  dashboardTitle: string;
  dropHint: string;
}

/**
 * Uppy's locale: the restriction messages of the core and the Dashboard's texts in one, set on the
 * core so that the Dashboard (which reads the core's locale) follows a change of language too.
 */
export const uppyLocale = (w: UppyWords) => ({
  pluralize: (n: number) => (n === 1 ? 0 : 1),
  strings: {
    exceedsSize: w.exceedsSize,
    youCanOnlyUploadFileTypes: w.onlyTypes,
    youCanOnlyUploadX: { 0: w.oneFile, 1: w.oneFile },
    dropPasteFiles: w.dropPasteFiles,
    browseFiles: w.browseFiles,
    dashboardTitle: w.dashboardTitle,
    dropHint: w.dropHint,
  },
});

/**
 * Part 2, sections 5 and 9: one video or image of at most 100 MB, no auto-proceed. Each file is PUT
 * in one request to a signed URL asked from the server just before the upload starts.
 */
export function createMediaUppy(requestUploadUrl: (athleteId?: number) => Promise<{ uploadURL: string }>, words: UppyWords): MediaUppy {
  const urls = new Map<string, string>();
  let athleteId: number | undefined;
  const uppy = new Uppy({
    id: 'media-upload',
    autoProceed: false,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_UPLOAD_BYTES, allowedFileTypes: ['video/*', 'image/*'] },
    locale: uppyLocale(words),
  });
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    limit: 1,
    // The key is only ours to look the URL up by; the server chose the real object key.
    generateObjectKey: (file) => file.id,
    signRequest: async (request) => {
      if (request.method !== 'PUT' || 'uploadId' in request) throw new Error('Only single-request uploads are supported.');
      let uploadURL: string;
      try {
        ({ uploadURL } = await requestUploadUrl(athleteId));
      } catch (error) {
        throw new PrepareUploadError(error);
      }
      urls.set(request.key, uploadURL);
      // The local-disk driver answers with a relative path; the S3 client needs an absolute URL.
      const url = new URL(uploadURL, window.location.origin).href;
      return { url, headers: { 'content-type': request.contentType || 'application/octet-stream' } };
    },
  });
  return {
    uppy,
    uploadUrlOf: (fileId) => urls.get(fileId),
    uploadFor: (id) => {
      athleteId = id;
    },
  };
}
