/**
 * PUTs a file to a signed upload URL (local disk or S3), reporting the share sent (0 to 1).
 * Fetch cannot report upload progress, so this uses XMLHttpRequest.
 */
export function putWithProgress(url: string, file: Blob, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.send(file);
  });
}
