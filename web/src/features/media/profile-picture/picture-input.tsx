import { Camera, ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import type { PictureDraft } from './use-picture-draft';

interface PictureInputProps {
  picture: PictureDraft;
  disabled?: boolean;
  /** 'new': only a newly chosen file can be dropped (the saved picture stays); default 'any'. */
  removable?: 'any' | 'new';
  className?: string;
}

/** The picture preview (or a camera placeholder), Upload/Change and Remove buttons and the size hint. */
export function PictureInput({ picture, disabled, removable = 'any', className }: PictureInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { t } = useT('common');
  const { preview } = picture;
  const canRemove = removable === 'any' ? !!preview : !!picture.file;

  return (
    <div className={cn('flex flex-col items-center gap-4 sm:flex-row sm:items-center', className)}>
      <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-full border-4 border-white bg-slate-100 shadow-md ring-1 ring-slate-200">
        {preview ? (
          <img src={preview} alt={t('picture.preview')} className="size-full object-cover" />
        ) : (
          <Camera className="size-10 text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-label={t('picture.label')}
          aria-describedby={hintId}
          className="sr-only"
          disabled={disabled}
          onChange={(e) => {
            picture.choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
            <ImageUp className="size-4" aria-hidden="true" />
            {preview ? t('picture.change') : t('picture.upload')}
          </Button>
          {canRemove && (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              disabled={disabled}
              onClick={removable === 'any' ? picture.remove : picture.reset}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {removable === 'any' ? t('picture.remove') : t('picture.discard')}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-slate-600">
          {t('picture.hint')}
        </p>
      </div>
    </div>
  );
}
