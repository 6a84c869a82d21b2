import type Uppy from '@uppy/core';
import { useUppyState } from '@uppy/react';
import { FileVideo, ImageIcon, X } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { ProgressBar } from '@/ui/progress-bar';
import { formatBytes } from '../lib/media-format';

/** The running upload: file name and size, a progress bar with bytes sent, and Cancel. */
export function UploadProgress({ uppy, onCancel }: { uppy: Uppy; onCancel: () => void }) {
  const { t } = useT('media');
  const file = useUppyState(uppy, (s) => Object.values(s.files)[0]);
  const percent = useUppyState(uppy, (s) => s.totalProgress);
  if (!file) return null;
  const total = file.size ?? file.progress.bytesTotal ?? 0;
  const sent = file.progress.bytesUploaded || 0;
  const Icon = file.type?.startsWith('image/') ? ImageIcon : FileVideo;
  const valueText = t('progress.valueText', { percent, sent: formatBytes(sent), total: formatBytes(total) });

  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="upload-progress">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink-900" title={file.name}>
            {file.name}
          </p>
          <p className="text-xs text-slate-600 tabular-nums">{t('progress.sent', { sent: formatBytes(sent), total: formatBytes(total) })}</p>
        </div>
        <span className="text-sm font-bold text-ink-900 tabular-nums" aria-hidden="true">
          {percent}%
        </span>
        <Button variant="outline" size="sm" onClick={onCancel}>
          <X className="size-4" aria-hidden="true" />
          {t('progress.cancel')}
          <span className="sr-only"> {t('progress.cancelWhat')}</span>
        </Button>
      </div>
      <ProgressBar value={percent} label={t('progress.label')} valueText={valueText} className="mt-3" barClassName="duration-300" />
    </div>
  );
}
