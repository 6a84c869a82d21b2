import type Uppy from '@uppy/core';
import type { UploadResult } from '@uppy/core';

/** Uppy's result of an upload run, as the media picker's files carry it. */
export type MediaUploadResult = UploadResult<Record<string, unknown>, Record<string, never>>;

/** The part of Uppy that putting failed files back needs. */
export type FilePicker = Pick<Uppy, 'getFile' | 'removeFile' | 'addFile'>;

/** A failed file goes back to "chosen" (removed and added again), so Upload simply tries again. */
export function requeueFailed(picker: FilePicker, failed: MediaUploadResult['failed']): void {
  for (const file of failed ?? []) {
    if (!picker.getFile(file.id) || !file.data) continue;
    picker.removeFile(file.id);
    picker.addFile({ name: file.name, type: file.type, data: file.data, source: 'retry' });
  }
}
