import { useId, useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { ProgressBar } from '@/ui/progress-bar';
import { requestUploadUrl } from '../api/use-staff-library';
import { putWithProgress } from '../lib/put-with-progress';

/** Chooses a video and uploads it at once to storage with a progress bar; answers the object key to save with the item. */
export function VideoUploadField({
  hasVideo,
  onUploaded,
  onBusy,
}: {
  hasVideo: boolean;
  onUploaded: (objectKey: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useT('library');
  const id = useId();
  const [share, setShare] = useState<number | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailed(false);
    setName(null);
    onUploaded(null);
    onBusy(true);
    setShare(0);
    try {
      const { uploadURL, objectKey } = await requestUploadUrl();
      await putWithProgress(uploadURL, file, setShare);
      setName(file.name);
      onUploaded(objectKey);
    } catch {
      setFailed(true);
    } finally {
      setShare(null);
      onBusy(false);
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">
        {t('staff.form.video')}
      </label>
      <input
        id={id}
        type="file"
        accept="video/mp4,video/quicktime,video/webm"
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hasVideo && !name ? t('staff.form.videoKept') : t('staff.form.videoHint')}
      </p>
      {share !== null && <ProgressBar value={Math.round(share * 100)} label={t('staff.form.uploading')} className="w-full" />}
      {name && (
        <p className="text-sm text-green-800" role="status">
          {t('staff.form.videoChosen', { name })}
        </p>
      )}
      {failed && (
        <p className="text-sm text-red-700" role="alert">
          {t('staff.form.uploadFailed')}
        </p>
      )}
    </div>
  );
}
