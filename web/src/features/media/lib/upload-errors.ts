/** Thrown when asking the server for an upload URL fails; `cause` is the request's error. */
export class PrepareUploadError extends Error {
  constructor(cause: unknown) {
    super('Could not get an upload URL', { cause });
    this.name = 'PrepareUploadError';
  }
}

/**
 * The server's own reason for refusing a PUT (e.g. the 413 "larger than 100 MB" message), read
 * from the JSON body Uppy keeps on the error; null when there is none (S3 answers XML).
 */
export function putErrorMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('body' in error) || typeof error.body !== 'string') return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}
