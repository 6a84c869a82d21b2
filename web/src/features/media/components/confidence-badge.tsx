import { confidenceBand, confidencePercent } from '@common/media';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';

const BANDS = {
  green: { badge: 'bg-green-100 text-green-800 ring-green-200', bar: 'bg-green-600' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900 ring-yellow-300', bar: 'bg-yellow-500' },
  orange: { badge: 'bg-orange-100 text-orange-900 ring-orange-200', bar: 'bg-orange-500' },
} as const;

/**
 * Part 2, section 4: confidence as a rounded percent, green from 0.8, yellow from 0.6, else orange.
 * The band is also written out (High, Medium, Low), so it does not rest on the colour alone.
 */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const { t } = useT('media');
  const key = confidenceBand(confidence);
  const band = BANDS[key];
  const percent = confidencePercent(confidence);
  return (
    <div className="min-w-36" data-testid="confidence">
      <span
        className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', band.badge)}
        data-band={key}
      >
        {t('confidence.label', { percent })}
        <span aria-hidden="true">·</span>
        {t(`confidence.${key}`)}
      </span>
      <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className={cn('h-full rounded-full', band.bar)} style={{ width: percent }} />
      </div>
    </div>
  );
}
