import { MessageSquare } from 'lucide-react';
import type { CoachFeedbackItem } from '@common/media';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Avatar } from '@/ui/avatar';
import { StarRating } from '@/ui/star-rating';

/** Coach feedback on one upload: text, rating out of 5, coach name and date. */
export function CoachFeedbackList({ feedback }: { feedback: CoachFeedbackItem[] }) {
  const { t, language } = useT('media');
  if (feedback.length === 0) {
    return <p className="text-sm text-slate-600">{t('coachFeedback.none')}</p>;
  }
  return (
    <section>
      <h4 className="flex items-center gap-1.5 text-sm font-bold text-ink-900">
        <MessageSquare className="size-4" aria-hidden="true" />
        {t('coachFeedback.title')}
      </h4>
      <ul className="mt-2 space-y-3">
        {feedback.map((f) => {
          const [first, ...rest] = f.coach.name.split(' ');
          return (
            <li key={f.id} className="rounded-lg bg-slate-50 p-3">
              <div className="flex items-center gap-2">
                <Avatar src={f.coach.imageUrl} firstName={first} lastName={rest.join(' ')} className="size-8 text-xs" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-ink-900">{f.coach.name}</p>
                  <time dateTime={f.createdAt} className="text-xs text-slate-600">
                    {instantDate(f.createdAt, language)}
                  </time>
                </div>
                {f.rating !== null && <StarRating rating={f.rating} label={t('coachFeedback.rated', { rating: f.rating })} />}
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{f.feedback}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
