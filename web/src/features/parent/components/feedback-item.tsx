import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import type { ParentFeedback } from '../api/use-parent-feedback';
import { isImage } from '../lib/media-kind';
import { StarRating } from '@/ui/star-rating';

/** One coach review: athlete, rating, date, comments, coach, and the picture or video reviewed. */
export function FeedbackItem({ item }: { item: ParentFeedback }) {
  const { t, language } = useT('parent');
  const athlete = `${item.athleteName} ${item.athleteLastName}`;
  return (
    <li className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[12rem_1fr]">
      {item.mediaUrl &&
        (isImage(item.mediaType) ? (
          <img
            src={item.mediaUrl}
            alt={t('feedback.photo', { name: athlete })}
            loading="lazy"
            className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <video
            src={item.mediaUrl}
            controls
            preload="metadata"
            aria-label={t('feedback.video', { name: athlete })}
            className="aspect-video w-full rounded-lg bg-ink-900"
          />
        ))}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h3 className="font-bold text-ink-900">{athlete}</h3>
          <time dateTime={item.createdAt} className="text-sm text-slate-600">
            {instantDate(item.createdAt, language)}
          </time>
        </div>
        {item.rating !== null && (
          <div className="mt-1">
            <StarRating rating={item.rating} label={t('feedback.rated', { rating: item.rating })} showScore />
          </div>
        )}
        <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{item.comments}</p>
        <p className="mt-2 text-sm font-medium text-slate-600">— {t('feedback.coach', { name: item.coachName })}</p>
      </div>
    </li>
  );
}
