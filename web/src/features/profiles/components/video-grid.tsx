import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';
import { MediaCaption, mediaLabel } from './media-caption';

/** Videos stream with range requests; only their metadata (and poster) loads until played. */
export function VideoGrid({ videos }: { videos: MediaItem[] }) {
  const { t } = useT('profiles');
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {videos.map((v) => (
        <li key={v.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <video
            controls
            preload="metadata"
            playsInline
            poster={v.thumbnailUrl ?? undefined}
            src={v.fileUrl}
            aria-label={t('media.video', { name: mediaLabel(v) })}
            className="aspect-video w-full bg-ink-900 object-contain"
          />
          <MediaCaption item={v} />
        </li>
      ))}
    </ul>
  );
}
