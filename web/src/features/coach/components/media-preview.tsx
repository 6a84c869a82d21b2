import type { MediaItem } from '@common/media';
import { cn } from '@/lib/cn';
import { MediaVideo } from '@/ui/media-video';

/** The upload itself: a video player (metadata only until played) or the picture. */
export function MediaPreview({ item, label, className }: { item: MediaItem; label: string; className?: string }) {
  if (item.fileType === 'VIDEO') {
    return <MediaVideo item={item} label={label} className={cn('aspect-video max-h-[70vh] w-full bg-black object-contain', className)} />;
  }
  return <img src={item.fileUrl} alt={label} loading="lazy" className={cn('max-h-[70vh] w-full bg-slate-900 object-contain', className)} />;
}
