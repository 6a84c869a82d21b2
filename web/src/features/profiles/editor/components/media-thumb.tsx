import { Video } from 'lucide-react';
import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';

/** A small still of an upload: the image, the video's poster, or a video icon. */
export function MediaThumb({ item }: { item: MediaItem }) {
  const { t } = useT('profileEditor');
  const src = item.fileType === 'IMAGE' ? (item.thumbnailUrl ?? item.fileUrl) : item.thumbnailUrl;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-ink-900 sm:w-44 sm:shrink-0 sm:self-start">
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="grid size-full place-items-center text-slate-400">
          <Video className="size-8" aria-hidden="true" />
        </div>
      )}
      <span className="absolute bottom-2 left-2 rounded bg-black/60 px-1.5 py-0.5 text-xs font-semibold text-white">
        {item.fileType === 'VIDEO' ? t('media.video') : t('media.image')}
      </span>
    </div>
  );
}
