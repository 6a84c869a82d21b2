import type Uppy from '@uppy/core';
import { useEffect, useEffectEvent } from 'react';
import type { MediaUploadResult } from '../lib/requeue-failed';

interface UppyHandlers {
  /** A file's upload failed: asking for its link (PrepareUploadError) or its PUT. */
  onUploadError: (error: unknown) => void;
  /** The upload run ended, with its successful and failed files. */
  onComplete: (result: MediaUploadResult) => void | Promise<void>;
  /** Every upload was cancelled. */
  onCancel: () => void;
}

/** The upload with its progress: listens to Uppy's events for as long as the page shows the picker. */
export function useUppyEvents(uppy: Uppy, handlers: UppyHandlers) {
  const onUploadError = useEffectEvent((error: unknown) => handlers.onUploadError(error));
  const onComplete = useEffectEvent((result: MediaUploadResult) => void handlers.onComplete(result));
  const onCancel = useEffectEvent(() => handlers.onCancel());
  useEffect(() => {
    const handleError = (_file: unknown, error: unknown) => onUploadError(error);
    const handleComplete = (result: MediaUploadResult) => onComplete(result);
    const handleCancel = () => onCancel();
    uppy.on('upload-error', handleError).on('complete', handleComplete).on('cancel-all', handleCancel);
    return () => {
      uppy.off('upload-error', handleError).off('complete', handleComplete).off('cancel-all', handleCancel);
    };
  }, [uppy]);
}
