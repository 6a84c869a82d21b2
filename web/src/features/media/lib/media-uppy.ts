import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import { MAX_UPLOAD_BYTES } from '@common/media';
import { PrepareUploadError } from './upload-errors';

export interface MediaUppy {
  uppy: Uppy;
  /** The upload URL the server gave for a file (sent back as fileUrl when recording it). */
  uploadUrlOf: (fileId: string) => string | undefined;
}

/**
 * Part 2, sections 5 and 9: one video or image of at most 100 MB, no auto-proceed. Each file is PUT
 * in one request to a signed URL asked from the server just before the upload starts.
 */
export function createMediaUppy(requestUploadUrl: () => Promise<{ uploadURL: string }>): MediaUppy {
  const urls = new Map<string, string>();
  const uppy = new Uppy({
    id: 'media-upload',
    autoProceed: false,
    restrictions: { maxNumberOfFiles: 1, maxFileSize: MAX_UPLOAD_BYTES, allowedFileTypes: ['video/*', 'image/*'] },
    locale: {
      pluralize: (n: number) => (n === 1 ? 0 : 1),
      strings: {
        exceedsSize: '%{file} is larger than %{size}. Please trim the video or choose a smaller file.',
        youCanOnlyUploadFileTypes: 'Please choose a video or a photo.',
        youCanOnlyUploadX: { 0: 'One file at a time: remove the chosen file first.', 1: 'One file at a time: remove the chosen file first.' },
      },
    },
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
        ({ uploadURL } = await requestUploadUrl());
      } catch (error) {
        throw new PrepareUploadError(error);
      }
      urls.set(request.key, uploadURL);
      // The local-disk driver answers with a relative path; the S3 client needs an absolute URL.
      const url = new URL(uploadURL, window.location.origin).href;
      return { url, headers: { 'content-type': request.contentType || 'application/octet-stream' } };
    },
  });
  return { uppy, uploadUrlOf: (fileId) => urls.get(fileId) };
}
