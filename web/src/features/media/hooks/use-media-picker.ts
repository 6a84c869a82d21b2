import type Uppy from '@uppy/core';
import { useEffect, useRef, useState } from 'react';
import { useT, type TFunction } from '@/lib/i18n/i18next';
import { requestUploadUrl } from '../api/request-upload-url';
import { createMediaUppy, uppyLocale } from '../lib/media-uppy';

const wordsOf = (t: TFunction<'media'>) => ({
  exceedsSize: t('picker.exceedsSize'),
  onlyTypes: t('picker.onlyTypes'),
  oneFile: t('picker.oneFile'),
  dropPasteFiles: t('picker.dropPasteFiles'),
  browseFiles: t('picker.browseFiles'),
  dashboardTitle: t('picker.dashboardTitle'),
  dropHint: t('picker.dropHint'),
});

/**
 * Choosing the file: the page's one Uppy (its restrictions refuse a wrong file), its words in the page's
 * language, and the athlete a parent uploads for.
 */
export function useMediaPicker() {
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

  return { uppy, uploadUrlOf, athleteId, setAthleteId };
}

/**
 * Leaving the page stops a running upload, then closes Uppy. Called after the page's event listeners so
 * that they are gone before the cancel. The close waits a tick: StrictMode's trial unmount is followed at
 * once by a remount that keeps it.
 */
export function useCloseUppyOnLeave(uppy: Uppy) {
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(closing.current);
    return () => {
      uppy.cancelAll();
      closing.current = window.setTimeout(() => uppy.destroy(), 0);
    };
  }, [uppy]);
}
