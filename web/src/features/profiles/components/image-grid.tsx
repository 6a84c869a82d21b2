import type { MediaItem } from '@common/media';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { mediaLabel } from './media-caption';

interface ImageGridProps {
  images: MediaItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Thumbnails; choosing one makes it the selected image, shown large. */
export function ImageGrid({ images, selectedId, onSelect }: ImageGridProps) {
  const { t } = useT('profiles');
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((img) => (
        <li key={img.id}>
          <button
            type="button"
            onClick={() => onSelect(img.id)}
            aria-label={t('media.viewImage', { name: mediaLabel(img) })}
            className={cn(
              'group block aspect-square w-full overflow-hidden rounded-xl border-2 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              selectedId === img.id ? 'border-brand-600' : 'border-transparent',
            )}
          >
            <img
              src={img.thumbnailUrl ?? img.fileUrl}
              alt=""
              loading="lazy"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
