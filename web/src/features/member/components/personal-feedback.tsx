import type { MediaItem } from '@common/media';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Avatar } from '@/ui/avatar';
import { StarRating } from '@/ui/star-rating';
import { FeedSection } from './feed-section';

/** Part 1, 2.6: uploads with coach feedback: the media, coach, stars out of 5, date and the text. */
export function PersonalFeedback({ items, wide }: { items: MediaItem[]; wide: boolean }) {
  const { t, language } = useT('dashboard');
  return (
    <FeedSection id="feedback-heading" title={t('personalFeedback.title')} wide={wide}>
      {items.map((m) => {
        const latest = [...m.feedback].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
        const [first, last] = latest.coach.name.split(' ');
        return (
          <li key={m.id} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
            <MediaPreview media={m} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Avatar src={latest.coach.imageUrl} firstName={first} lastName={last} className="size-8 text-xs" />
                <p className="font-semibold text-ink-900">{latest.coach.name}</p>
                {latest.rating != null && <StarRating rating={latest.rating} label={t('rating', { rating: latest.rating })} />}
              </div>
              <p className="mt-1 text-xs text-slate-500">
                {m.title || m.originalName} · <time dateTime={latest.createdAt}>{instantDate(latest.createdAt, language)}</time>
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{latest.feedback}</p>
            </div>
          </li>
        );
      })}
    </FeedSection>
  );
}

function MediaPreview({ media }: { media: MediaItem }) {
  const box = 'aspect-video w-full shrink-0 rounded-lg bg-slate-900 object-cover sm:w-40';
  if (media.fileType === 'IMAGE' || media.thumbnailUrl) {
    return <img src={media.thumbnailUrl ?? media.fileUrl} alt={media.title || media.originalName} className={box} loading="lazy" />;
  }
  return <video src={media.fileUrl} preload="metadata" controls muted playsInline className={box} aria-label={media.title || media.originalName} />;
}
