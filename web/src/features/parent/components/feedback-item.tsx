import { format } from 'date-fns';
import type { ParentFeedback } from '../api/use-parent-feedback';
import { isImage } from '../lib/media-kind';
import { StarRating } from './star-rating';

/** One coach review: athlete, rating, date, comments, coach, and the picture or video reviewed. */
export function FeedbackItem({ item }: { item: ParentFeedback }) {
  const athlete = `${item.athleteName} ${item.athleteLastName}`;
  return (
    <li className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-[12rem_1fr]">
      {item.mediaUrl &&
        (isImage(item.mediaType) ? (
          <img src={item.mediaUrl} alt={`Training photo of ${athlete}`} loading="lazy" className="aspect-video w-full rounded-lg bg-slate-100 object-cover" />
        ) : (
          <video src={item.mediaUrl} controls preload="metadata" aria-label={`Training video of ${athlete}`} className="aspect-video w-full rounded-lg bg-ink-900" />
        ))}
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h3 className="font-bold text-ink-900">{athlete}</h3>
          <time dateTime={item.createdAt} className="text-sm text-slate-600">
            {format(new Date(item.createdAt), 'MMM d, yyyy')}
          </time>
        </div>
        {item.rating !== null && (
          <div className="mt-1">
            <StarRating rating={item.rating} />
          </div>
        )}
        <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{item.comments}</p>
        <p className="mt-2 text-sm font-medium text-slate-600">— Coach {item.coachName}</p>
      </div>
    </li>
  );
}
