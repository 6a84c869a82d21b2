import { Loader2 } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';

/** Shown while the server checks the uploaded file and creates the media record. */
export function ProcessingBanner() {
  const { t } = useT('media');
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
      <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('processing.title')}</p>
        <p className="text-sm text-sky-900">{t('processing.text')}</p>
      </div>
    </div>
  );
}
