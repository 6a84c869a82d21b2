import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';
import { MediaVideo } from '@/ui/media-video';
import { MediaCaption, mediaLabel } from './media-caption';

/** The public videos of a profile, two a row, each with its caption. */
export function VideoGrid({ videos }: { videos: MediaItem[] }) {
  const { t } = useT('profiles');
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {videos.map((v) => (
        <li key={v.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <MediaVideo item={v} label={t('media.video', { name: mediaLabel(v) })} className="aspect-video w-full bg-ink-900 object-contain" />
          <MediaCaption item={v} />
        </li>
      ))}
    </ul>
  );
}
