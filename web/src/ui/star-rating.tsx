import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

interface StarRatingProps {
  /** A whole number from 1 to 5. */
  rating: number;
  /** What a screen reader says for the stars, in the screen's words ("Rated 4 out of 5"). */
  label: string;
  /** Also print "4/5" next to the stars (hidden from screen readers: the label says it). */
  showScore?: boolean;
}

/** A rating as five stars, filled up to the rating. */
export function StarRating({ rating, label, showScore = false }: StarRatingProps) {
  const stars = (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} aria-hidden="true" />
      ))}
    </span>
  );
  if (!showScore) return stars;
  return (
    <span className="inline-flex items-center gap-1.5">
      {stars}
      <span className="text-sm font-semibold text-slate-700" aria-hidden="true">
        {rating}/5
      </span>
    </span>
  );
}
