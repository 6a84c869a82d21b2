import { useQueryClient } from '@tanstack/react-query';
import type { UploadResult } from '@uppy/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT, type TFunction } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast';
import { recordUpload } from '../api/record-upload';
import { requestUploadUrl } from '../api/request-upload-url';
import { useAnalysisStatus } from '@/features/analysis/api/use-analysis-status';
import { MY_AI_FEEDBACK_KEY } from '@/features/analysis/api/use-my-ai-feedback';
import { MY_MEDIA_KEY } from '../api/use-my-media';
import { createMediaUppy, uppyLocale } from '../lib/media-uppy';
import { PrepareUploadError, putErrorMessage } from '../lib/upload-errors';

/** Part 2, section 9: the AI feedback is fetched once, 2000 ms after the record is created. */
export const AI_FEEDBACK_DELAY_MS = 2000;

/** idle → uploading (PUT) → processing (record) → recorded (the analysis is waited for; see `analysis`). */
export type UploadPhase = 'idle' | 'uploading' | 'processing' | 'recorded';

/** The last upload: its media id and file name. */
export interface UploadOutcome {
  id: number;
  name: string;
}

const wordsOf = (t: TFunction<'media'>) => ({
  exceedsSize: t('picker.exceedsSize'),
  onlyTypes: t('picker.onlyTypes'),
  oneFile: t('picker.oneFile'),
  dropPasteFiles: t('picker.dropPasteFiles'),
  browseFiles: t('picker.browseFiles'),
  dashboardTitle: t('picker.dashboardTitle'),
  dropHint: t('picker.dropHint'),
});

const statusOf = (error: unknown) => Number(/^(\d{3}):/.exec(error instanceof Error ? error.message : '')?.[1] ?? 0);

/** The upload form's state and the whole upload journey (part 2, section 4). */
export function useUploadFlow({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useT('media');
  /** The athlete a parent uploads for (decision 047), read when the upload link is asked for. */
  const [athleteId, setAthleteIdState] = useState<number | undefined>(undefined);
  const [{ uppy, uploadUrlOf, uploadFor }] = useState(() => createMediaUppy(requestUploadUrl, wordsOf(t)));
  const setAthleteId = (id: number | undefined) => {
    uploadFor(id);
    setAthleteIdState(id);
  };
  // A change of language reaches the picker's texts and refusals (the Dashboard reads the core's locale).
  useEffect(() => {
    uppy.setOptions({ locale: uppyLocale(wordsOf(t)) });
  }, [uppy, t]);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  /** The upload whose analysis is asked for: set 2 s after its record is created. */
  const [askedId, setAskedId] = useState<number | null>(null);
  const analysis = useAnalysisStatus(askedId);
  const [description, setDescription] = useState('');
  const [sport, setSport] = useState('');
  /** The server's message when the plan's upload allowance is used up (402). */
  const [limitReached, setLimitReached] = useState<string | null>(null);
  const prepareFailed = useRef(false);
  const putReason = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const onUploadError = useEffectEvent((error: unknown) => {
    if (!(error instanceof PrepareUploadError)) {
      putReason.current = putErrorMessage(error);
      return;
    }
    prepareFailed.current = true;
    // A session that ended is told by the page's Unauthorized toast instead.
    if (isUnauthorizedError(error.cause)) return onSignedOut();
    // A refusal with a reason (402: the plan's monthly uploads are used up) says so; anything else
    // (a server or network failure) gets the catalogue's message.
    const status = statusOf(error.cause);
    const reason = status >= 400 && status < 500 ? serverMessage(error.cause, t('messages.prepareFailed')) : t('messages.prepareFailed');
    if (status === 402) setLimitReached(reason);
    toast({ title: t('toast.uploadError'), description: reason, variant: 'error' });
  });

  /** Part 2's one fetch 2 s after the record; the status query then follows the progress until the result. */
  const fetchFeedbackLater = (id: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAskedId(id), AI_FEEDBACK_DELAY_MS);
  };

  // The finished analysis joins the AI Analysis tab's list; a session that ended is told.
  const analysisState = analysis.data?.state;
  const signedOut = isUnauthorizedError(analysis.error);
  useEffect(() => {
    if (analysisState === 'ready') void queryClient.invalidateQueries({ queryKey: MY_AI_FEEDBACK_KEY });
  }, [analysisState, askedId, queryClient]);
  const onAnalysisSignedOut = useEffectEvent(() => onSignedOut());
  useEffect(() => {
    if (signedOut) onAnalysisSignedOut();
  }, [signedOut]);

  const onComplete = useEffectEvent(async (result: UploadResult<Record<string, unknown>, Record<string, never>>) => {
    const file = result.successful?.[0];
    if (!file) {
      setPhase('idle');
      // A failed file goes back to "chosen", so Upload simply tries again.
      for (const failed of result.failed ?? []) {
        if (!uppy.getFile(failed.id) || !failed.data) continue;
        uppy.removeFile(failed.id);
        uppy.addFile({ name: failed.name, type: failed.type, data: failed.data, source: 'retry' });
      }
      if (result.failed?.length && !prepareFailed.current) {
        const reason = putReason.current;
        toast({ title: t('toast.uploadFailed'), description: reason ? t('messages.noFilesBecause', { reason }) : t('messages.noFiles'), variant: 'error' });
      }
      return;
    }
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
      fetchFeedbackLater(id);
    } catch (error) {
      setPhase('idle');
      // The server deletes a refused file, so the picker starts again empty; the fields stay.
      uppy.clear();
      if (isUnauthorizedError(error)) return onSignedOut();
      const status = statusOf(error);
      const message = status >= 400 && status < 500 ? serverMessage(error, t('messages.processFailed')) : t('messages.processFailed');
      toast({ title: t('toast.processingError'), description: message, variant: 'error' });
    }
  });

  const onCancelled = useEffectEvent(() => setPhase((p) => (p === 'uploading' ? 'idle' : p)));

  useEffect(() => {
    const handleError = (_file: unknown, error: unknown) => onUploadError(error);
    const handleComplete = (result: UploadResult<Record<string, unknown>, Record<string, never>>) => void onComplete(result);
    const handleCancel = () => onCancelled();
    uppy.on('upload-error', handleError).on('complete', handleComplete).on('cancel-all', handleCancel);
    return () => {
      uppy.off('upload-error', handleError).off('complete', handleComplete).off('cancel-all', handleCancel);
    };
  }, [uppy]);

  // Leaving the page stops a running upload and the pending feedback fetch, then closes Uppy. The
  // close waits a tick: StrictMode's trial unmount is followed at once by a remount that keeps it.
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(closing.current);
    return () => {
      window.clearTimeout(timer.current);
      uppy.cancelAll();
      closing.current = window.setTimeout(() => uppy.destroy(), 0);
    };
  }, [uppy]);

  /** Starts the upload of the chosen file; false when no file is chosen. */
  const start = (): boolean => {
    if (uppy.getFiles().length === 0) return false;
    prepareFailed.current = false;
    putReason.current = null;
    setLimitReached(null);
    window.clearTimeout(timer.current);
    setOutcome(null);
    setAskedId(null);
    setPhase('uploading');
    uppy.upload().catch(() => setPhase('idle'));
    return true;
  };

  const cancel = () => {
    uppy.cancelAll();
    toast({ title: t('toast.cancelled'), description: t('toast.cancelledText'), variant: 'info' });
  };

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
