import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';

/** A rating as five stars, read out as "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useT('dashboard');
  return (
    <span role="img" aria-label={t('rating', { rating })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
      ))}
    </span>
  );
}
