import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT, type TFunction } from '@/lib/i18n/i18next';
import { ProgressBar } from '@/ui/progress-bar';
import './analysis-progress.css';
import type { AnalysisStatus } from '@/features/analysis/api/use-analysis-status';
import { analysisPercent } from '../lib/ai-feedback';

type Pending = Extract<AnalysisStatus, { state: 'pending' }>;

/** What the analyser is doing, in words (the live region reads this, not every percent). */
function stepOf(pending: Pending | undefined, t: TFunction<'media'>): string {
  if (!pending) return t('analysing.starting');
  if (pending.status === 'QUEUED') return t('analysing.queued');
  return pending.progress < 100 ? t('analysing.measuring') : t('analysing.writing');
}

/**
 * "Analysing..." with live progress while GET /api/ai-feedback/{id} answers 202. Before the first
 * answer, and while queued, the bar is indeterminate (no aria-valuenow); running, it shows the percent.
 */
export function AnalysisProgress({ pending, name, className }: { pending: Pending | undefined; name?: string; className?: string }) {
  const { t } = useT('media');
  const pct = analysisPercent(pending);
  return (
    <div className={cn('rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900', className)} data-testid="analysis-progress">
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 font-semibold">
          <Sparkles className="size-4 shrink-0 animate-pulse motion-reduce:animate-none" aria-hidden="true" />
          <span>{t('analysing.title')}</span>
        </p>
        {pct !== null && (
          <span className="text-sm font-bold tabular-nums" aria-hidden="true">
            {pct}%
          </span>
        )}
      </div>
      <p role="status" className="mt-0.5 text-sm">
        {stepOf(pending, t)}
      </p>
      <ProgressBar
        value={pct}
        label={name ? t('analysing.labelOf', { name }) : t('analysing.label')}
        valueText={
          pct === null ? (pending?.status === 'QUEUED' ? t('analysing.queuedValue') : t('analysing.startingValue')) : t('analysing.percent', { percent: pct })
        }
        className="relative mt-2.5 bg-white ring-1 ring-brand-100"
      >
        {pct === null ? (
          <div className="absolute inset-y-0 w-1/3 animate-[analysis-slide_1.4s_ease-in-out_infinite] rounded-full bg-brand-500 motion-reduce:left-0 motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-40" />
        ) : (
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${Math.max(pct, 3)}%` }} />
        )}
      </ProgressBar>
    </div>
  );
}
