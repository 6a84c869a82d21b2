import { useState } from 'react';
import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';
import { legacyUploadUrl } from '../lib/media-format';

/**
 * The upload itself: a video with its poster (streamed with range requests, only metadata loaded
 * up front) or the image. If the file URL fails, the legacy /uploads/{originalName} path is tried once.
 */
export function MediaPreview({ item }: { item: MediaItem }) {
  const { t } = useT('media');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = failedUrl === item.fileUrl ? legacyUploadUrl(item.originalName) : item.fileUrl;
  const fallBack = () => {
    if (failedUrl !== item.fileUrl) setFailedUrl(item.fileUrl);
  };
  const label = item.title || item.originalName;

  return (
    <div className="aspect-video w-full overflow-hidden bg-ink-900">
      {item.fileType === 'VIDEO' ? (
        <video
          controls
          preload="metadata"
          playsInline
          poster={item.thumbnailUrl ?? undefined}
          src={src}
          onError={fallBack}
          aria-label={t('card.videoOf', { name: label })}
          className="size-full object-contain"
        />
      ) : (
        <img src={src} onError={fallBack} alt={label} loading="lazy" className="size-full object-contain" />
      )}
    </div>
  );
}
