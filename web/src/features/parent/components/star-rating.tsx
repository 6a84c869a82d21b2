import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';

/** A coach rating as n/5 stars, read out as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useT('parent');
  return (
    <span className="inline-flex items-center gap-1.5">
      <span role="img" aria-label={t('feedback.rated', { rating })} className="inline-flex gap-0.5">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} aria-hidden="true" />
        ))}
      </span>
      <span className="text-sm font-semibold text-slate-700" aria-hidden="true">
        {rating}/5
      </span>
    </span>
  );
}
