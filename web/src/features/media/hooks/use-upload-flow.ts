import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiStatus, isUnauthorizedError } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast';
import { recordUpload } from '../api/record-upload';
import { MY_MEDIA_KEY } from '../api/use-my-media';
import { requeueFailed, type MediaUploadResult } from '../lib/requeue-failed';
import { PrepareUploadError, putErrorMessage } from '../lib/upload-errors';
import { refusalReason } from '../lib/upload-refusal';
import { useCloseUppyOnLeave, useMediaPicker } from './use-media-picker';
import { useUploadAnalysis } from './use-upload-analysis';
import { useUppyEvents } from './use-uppy-events';

/** idle → uploading (PUT) → processing (record) → recorded (the analysis is waited for; see `analysis`). */
export type UploadPhase = 'idle' | 'uploading' | 'processing' | 'recorded';

/** The last upload: its media id and file name. */
export interface UploadOutcome {
  id: number;
  name: string;
}

/**
 * The upload form's state and the whole upload journey (part 2, section 4): the file is chosen in
 * `useMediaPicker`, PUT by Uppy (`useUppyEvents`), recorded here, and its analysis followed in
 * `useUploadAnalysis`.
 */
export function useUploadFlow({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT('media');
  const { uppy, uploadUrlOf, athleteId, setAthleteId } = useMediaPicker();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const feedback = useUploadAnalysis({ onSignedOut });
  const [description, setDescription] = useState('');
  const [sport, setSport] = useState('');
  /** The server's message when the plan's upload allowance is used up (402). */
  const [limitReached, setLimitReached] = useState<string | null>(null);
  const prepareFailed = useRef(false);
  const putReason = useRef<string | null>(null);

  const onUploadError = (error: unknown) => {
    if (!(error instanceof PrepareUploadError)) {
      putReason.current = putErrorMessage(error);
      return;
    }
    prepareFailed.current = true;
    // A session that ended is told by the page's Unauthorized toast instead.
    if (isUnauthorizedError(error.cause)) return onSignedOut();
    const reason = refusalReason(error.cause, t('messages.prepareFailed'));
    if (apiStatus(error.cause) === 402) setLimitReached(reason);
    toast({ title: t('toast.uploadError'), description: reason, variant: 'error' });
  };

  /** The run ended with no file uploaded: failed files are chosen again, and the person is told why. */
  const onNothingUploaded = (result: MediaUploadResult) => {
    setPhase('idle');
    requeueFailed(uppy, result.failed);
    if (result.failed?.length && !prepareFailed.current) {
      const reason = putReason.current;
      toast({ title: t('toast.uploadFailed'), description: reason ? t('messages.noFilesBecause', { reason }) : t('messages.noFiles'), variant: 'error' });
    }
  };

  /** After the PUT: the record is created, the form emptied, the list refreshed and the analysis asked for. */
  const onComplete = async (result: MediaUploadResult) => {
    const file = result.successful?.[0];
    if (!file) return onNothingUploaded(result);
    setPhase('processing');
    const name = file.name ?? 'upload';
    try {
      const { id } = await recordUpload({
        description: description.trim(),
        sport,
        fileName: name,
        fileUrl: uploadUrlOf(file.id) ?? file.uploadURL ?? '',
        athleteId,
      });
      setOutcome({ id, name });
      setPhase('recorded');
      setDescription('');
      setSport('');
      uppy.clear();
      toast({ title: t('toast.uploadComplete'), description: t('toast.uploadCompleteText', { name }) });
      void queryClient.invalidateQueries({ queryKey: MY_MEDIA_KEY });
      feedback.askLater(id);
    } catch (error) {
      setPhase('idle');
      // The server deletes a refused file, so the picker starts again empty; the fields stay.
      uppy.clear();
      if (isUnauthorizedError(error)) return onSignedOut();
      toast({ title: t('toast.processingError'), description: refusalReason(error, t('messages.processFailed')), variant: 'error' });
    }
  };

  useUppyEvents(uppy, { onUploadError, onComplete, onCancel: () => setPhase((p) => (p === 'uploading' ? 'idle' : p)) });
  useCloseUppyOnLeave(uppy);

  /** Starts the upload of the chosen file; false when no file is chosen. */
  const start = (): boolean => {
    if (uppy.getFiles().length === 0) return false;
    prepareFailed.current = false;
    putReason.current = null;
    setLimitReached(null);
    feedback.reset();
    setOutcome(null);
    setPhase('uploading');
    uppy.upload().catch(() => setPhase('idle'));
    return true;
  };

  const cancel = () => {
    uppy.cancelAll();
    toast({ title: t('toast.cancelled'), description: t('toast.cancelledText'), variant: 'info' });
  };

  const { askedId, analysis } = feedback;
  return {
    uppy,
    phase,
    outcome,
    /** The outcome's analysis: not asked yet (the first 2 s), pending with progress, ready, none, or an error. */
    analysis: { asked: askedId !== null && askedId === outcome?.id, status: analysis.data, isError: analysis.isError && analysis.data?.state !== 'ready' },
    limitReached,
    description,
    setDescription,
    sport,
    setSport,
    athleteId,
    setAthleteId,
    start,
    cancel,
  };
}

export type UploadFlow = ReturnType<typeof useUploadFlow>;
