import type { CoachFeedbackItem } from '@common/media';
import { useCoachT } from '../hooks/use-coach-t';
import { formatDateTime } from '../lib/dates';
import { StarRating } from '@/ui/star-rating';

/** Feedback already given on the selected upload, newest first. */
export function PreviousFeedback({ feedback }: { feedback: CoachFeedbackItem[] }) {
  const { t, language } = useCoachT();
  return (
    <section aria-labelledby="previous-feedback-heading">
      <h3 id="previous-feedback-heading" className="font-bold text-ink-900">
        {t('corner.previous')}
      </h3>
      {feedback.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('corner.noPrevious')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {feedback.map((f) => (
            <li key={f.id} className="rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                {f.rating != null && <StarRating rating={f.rating} label={t('rating.outOf', { rating: f.rating })} />}
                <span className="text-xs text-slate-600">{t('corner.byCoach', { name: f.coach.name, date: formatDateTime(f.createdAt, language) })}</span>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{f.feedback}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
