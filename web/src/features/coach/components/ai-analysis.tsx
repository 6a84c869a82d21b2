import { Sparkles } from 'lucide-react';
import { confidenceBand, confidencePercent } from '@common/media';
import { cn } from '@/lib/cn';
import { useAiFeedback } from '../api/use-ai-feedback';
import { useCoachT } from '../hooks/use-coach-t';

const BAND_STYLE = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-amber-100 text-amber-900',
  orange: 'bg-orange-100 text-orange-900',
} as const;

/**
 * AI ANALYSIS SLOT of the Coach's Corner: the automated analysis of the selected upload, from
 * GET /api/ai-feedback/{mediaId} (api/use-ai-feedback.ts). Nothing shows until the analysis exists;
 * while the worker is still on it (202) a one-line note says so.
 */
export function AiAnalysis({ mediaId }: { mediaId: number }) {
  const { t } = useCoachT();
  const { data } = useAiFeedback(mediaId);
  if (!data || data.state === 'none') return null;
  if (data.state === 'processing') {
    return (
      <p role="status" className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
        <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
        {t('ai.inProgress')}
      </p>
    );
  }
  const { analysis } = data;
  return (
    <section aria-labelledby="ai-analysis-heading" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="ai-analysis">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ai-analysis-heading" className="flex items-center gap-2 font-bold text-ink-900">
          <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
          {t('ai.heading')}
        </h3>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BAND_STYLE[confidenceBand(analysis.confidence)])}>
          {t('ai.confidence', { percent: confidencePercent(analysis.confidence) })}
        </span>
      </div>
      {analysis.overlayUrl && <img src={analysis.overlayUrl} alt={t('ai.overlayAlt')} className="max-h-64 w-full rounded-lg bg-slate-900 object-contain" />}
      <p className="text-sm whitespace-pre-line text-slate-800">{analysis.feedback}</p>
      <AnalysisList title={t('ai.strengths')} items={analysis.strengths} />
      <AnalysisList title={t('ai.improvements')} items={analysis.improvements} />
    </section>
  );
}

function AnalysisList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink-900">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {items.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
    </div>
  );
}
