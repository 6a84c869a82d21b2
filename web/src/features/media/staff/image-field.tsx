import { ImageOff, ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { checkPicture } from '@/features/media/profile-picture/picture-rules';
import { uploadProfilePicture } from '@/features/media/profile-picture/upload-profile-picture';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useNotify } from '@/lib/staff/notify';

interface ImageFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  disabled?: boolean;
}

/**
 * An image chosen from disk is uploaded at once through POST /api/media-upload (the profile-picture
 * endpoint: images only, 5 MB, stored as a 512 px WebP) and its public URL becomes the field's value.
 */
export function ImageField({ label, value, onChange, disabled }: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const hintId = useId();
  const { t } = useT('staff');
  const notify = useNotify();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const check = checkPicture(file);
    if (check === 'too-large') return toast({ title: t('image.tooLargeTitle'), description: t('image.tooLargeText'), variant: 'error' });
    if (check !== 'ok') return toast({ title: t('image.notImageTitle'), description: t('image.notImageText'), variant: 'error' });
    setUploading(true);
    try {
      onChange((await uploadProfilePicture(file)).url);
    } catch (err) {
      notify.error(err, t('image.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-ink-900">{label}</legend>
      <div className="flex items-center gap-3">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          {value ? (
            <img src={value} alt={t('image.preview', { label })} className="size-full object-cover" />
          ) : (
            <ImageOff className="size-6 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-label={label}
          aria-describedby={hintId}
          className="sr-only"
          disabled={disabled || uploading}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={disabled || uploading} onClick={() => inputRef.current?.click()}>
            <ImageUp className="size-4" aria-hidden="true" />
            {uploading ? t('image.uploading') : value ? t('image.change') : t('image.upload')}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" disabled={disabled || uploading} onClick={() => onChange(null)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('image.remove')}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {t('image.hint')}
      </p>
    </fieldset>
  );
}
