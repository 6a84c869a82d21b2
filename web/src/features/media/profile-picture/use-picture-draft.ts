import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast';
import { checkPicture } from './picture-rules';

interface Draft {
  file: File;
  url: string;
}

/**
 * A profile picture being chosen: the new file with its preview, or the saved picture until it is
 * removed. A file over 5 MB (or not an image) shows an error toast and is not used.
 */
export function usePictureDraft(savedUrl: string | null) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [removed, setRemoved] = useState(false);
  const { t } = useT('common');

  useEffect(() => {
    const url = draft?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [draft]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const check = checkPicture(file);
    if (check !== 'ok') {
      const which = check === 'too-large' ? 'tooLarge' : 'notImage';
      toast({ title: t(`picture.${which}.title`), description: t(`picture.${which}.description`), variant: 'error' });
      return;
    }
    setDraft({ file, url: URL.createObjectURL(file) });
    setRemoved(false);
  };

  const remove = () => {
    setDraft(null);
    setRemoved(true);
  };

  /** Forgets the new file (after it was saved, the saved picture shows instead). */
  const reset = () => {
    setDraft(null);
    setRemoved(false);
  };

  return { file: draft?.file ?? null, preview: draft?.url ?? (removed ? null : savedUrl), choose, remove, reset };
}

export type PictureDraft = ReturnType<typeof usePictureDraft>;
