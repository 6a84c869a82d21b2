import { Dialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';
import { MediaCaption, mediaLabel } from './media-caption';

interface ImageLightboxProps {
  images: MediaItem[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

const arrow = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-black/50 p-2 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white';

/** The selected image, large, in a dialog; arrow keys and buttons move to the previous and next image. */
export function ImageLightbox({ images, selectedId, onSelect }: ImageLightboxProps) {
  const { t } = useT('profiles');
  const index = images.findIndex((i) => i.id === selectedId);
  const item = index >= 0 ? images[index]! : null;
  const go = (step: number) => onSelect(images[(index + step + images.length) % images.length]!.id);
  const onKeyDown = (e: KeyboardEvent) => {
    if (images.length < 2) return;
    if (e.key === 'ArrowRight') go(1);
    if (e.key === 'ArrowLeft') go(-1);
  };

  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onSelect(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/85" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          {item && (
            <>
              <Dialog.Title className="sr-only">{mediaLabel(item)}</Dialog.Title>
              <Dialog.Description className="sr-only">{t('media.imageOf', { index: index + 1, total: images.length })}</Dialog.Description>
              <div className="relative flex min-h-0 flex-1 items-center justify-center bg-ink-900">
                <img src={item.fileUrl} alt={mediaLabel(item)} className="max-h-[70vh] w-full object-contain" />
                {images.length > 1 && (
                  <>
                    <button type="button" onClick={() => go(-1)} aria-label={t('media.previousImage')} className={`${arrow} left-3`}>
                      <ChevronLeft className="size-6" aria-hidden="true" />
                    </button>
                    <button type="button" onClick={() => go(1)} aria-label={t('media.nextImage')} className={`${arrow} right-3`}>
                      <ChevronRight className="size-6" aria-hidden="true" />
                    </button>
                  </>
                )}
              </div>
              <MediaCaption item={item} />
              <Dialog.Close aria-label={t('media.close')} className="absolute top-3 right-3 rounded-full bg-black/50 p-2 text-white hover:bg-black/70">
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
