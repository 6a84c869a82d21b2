import { confidenceBand, confidencePercent } from '@common/media';
import { cn } from '@/lib/cn';

const BANDS = {
  green: { badge: 'bg-green-100 text-green-800', bar: 'bg-green-600', word: 'High' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900', bar: 'bg-yellow-500', word: 'Medium' },
  orange: { badge: 'bg-orange-100 text-orange-900', bar: 'bg-orange-500', word: 'Low' },
} as const;

/** Part 2, section 4: confidence as a rounded percent, green from 0.8, yellow from 0.6, else orange. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const band = BANDS[confidenceBand(confidence)];
  const percent = confidencePercent(confidence);
  return (
    <div className="min-w-32">
      <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', band.badge)} data-band={confidenceBand(confidence)}>
        {percent} confidence
        <span className="sr-only"> ({band.word})</span>
      </span>
      <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className={cn('h-full rounded-full', band.bar)} style={{ width: percent }} />
      </div>
    </div>
  );
}
