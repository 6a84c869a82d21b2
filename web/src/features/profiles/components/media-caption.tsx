import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';

export const mediaLabel = (item: MediaItem) => item.title || item.originalName;

/** The title, description and tags the athlete gave an upload. */
export function MediaCaption({ item }: { item: MediaItem }) {
  const { t } = useT('profiles');
  return (
    <div className="p-4">
      <h3 className="font-semibold break-words text-ink-900">{mediaLabel(item)}</h3>
      {item.description && <p className="mt-1 text-sm text-slate-700">{item.description}</p>}
      {item.tags.length > 0 && (
        <ul aria-label={t('media.tags')} className="mt-2 flex flex-wrap gap-1.5">
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
