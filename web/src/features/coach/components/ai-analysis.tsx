import { CircleAlert, Sparkles } from 'lucide-react';
import type { ConfidenceReason } from '@common/analysis';
import { confidenceBand, confidencePercent } from '@common/media';
import { cn } from '@/lib/cn';
import { ProgressBar } from '@/ui/progress-bar';
import { useAnalysisStatus } from '@/features/analysis/api/use-analysis-status';
import { analysisOutcome, analysisPercent, formatMeasure } from '@/features/media/lib/ai-feedback';
import { useCoachT, type CoachKey, type CoachT } from '../hooks/use-coach-t';
import { en } from '../i18n/en';

const BAND_STYLE = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-amber-100 text-amber-900',
  orange: 'bg-orange-100 text-orange-900',
} as const;

/** A measure's name and unit in the coach's language; a measure this screen does not know keeps the server's words. */
export function measureWords(t: CoachT, m: { key: string; label: string; unit: string }) {
  const label = Object.hasOwn(en.ai.measure, m.key) ? t(`ai.measure.${m.key}` as CoachKey) : m.label;
  const unit = m.unit === 'steps/min' ? t('ai.units.stepsPerMin') : m.unit;
  return { label, unit };
}

/**
 * AI ANALYSIS SLOT of the Coach's Corner: the automated analysis of the selected upload, from
 * GET /api/ai-feedback/{mediaId} (the media feature's useAnalysisStatus), beside the submission's
 * video: the confidence band, the skeleton overlay, the feedback, its lists and the measured values.
 * While the worker is still on it (202) its progress shows; nothing shows when there is no analysis.
 */
export function AiAnalysis({ mediaId }: { mediaId: number }) {
  const { t } = useCoachT();
  const { data } = useAnalysisStatus(mediaId);
  if (!data || data.state === 'none') return null;
  if (data.state === 'pending') {
    const pct = analysisPercent(data);
    return (
      <div className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="ai-analysis-progress">
        <div className="flex items-center justify-between gap-2">
          <p role="status" className="flex items-center gap-2">
            <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
            {t('ai.inProgress')}
          </p>
          {pct !== null && (
            <span className="font-semibold tabular-nums" aria-hidden="true">
              {pct}%
            </span>
          )}
        </div>
        <ProgressBar value={pct} label={t('ai.progressLabel')} valueText={null} className="mt-2 h-1.5 bg-white" />
      </div>
    );
  }
  const analysis = data.feedback;
  const band = confidenceBand(analysis.confidence);
  // Nothing measured: no athlete seen, unreadable, or failed after every retry.
  const empty = analysisOutcome(analysis) !== 'measured';
  const measures = analysis.measures?.values ?? [];
  return (
    <section aria-labelledby="ai-analysis-heading" className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="ai-analysis">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ai-analysis-heading" className="flex items-center gap-2 font-bold text-ink-900">
          <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
          {t('ai.heading')}
        </h3>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', BAND_STYLE[band])} data-band={band}>
          {t('ai.confidence', { percent: confidencePercent(analysis.confidence) })} · {t(`ai.band.${band}`)}
        </span>
      </div>
      {analysis.overlayUrl && <img src={analysis.overlayUrl} alt={t('ai.overlayAlt')} className="max-h-64 w-full rounded-lg bg-slate-900 object-contain" />}
      {analysis.measures?.movement && !analysis.measures.movement.found && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950" data-testid="movement-missing">
          {t('ai.movementMissing', { movement: analysis.measures.movement.label })}
        </p>
      )}
      <h4 className="sr-only">{t('ai.summary')}</h4>
      {empty ? (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span className="whitespace-pre-line">{analysis.feedback}</span>
        </p>
      ) : (
        <p className="text-sm whitespace-pre-line text-slate-800">{analysis.feedback}</p>
      )}
      <ConfidenceReasons reasons={analysis.measures?.confidenceReasons ?? []} />
      <AnalysisList title={t('ai.strengths')} items={analysis.strengths} />
      <AnalysisList title={t('ai.improvements')} items={analysis.improvements} />
      <AnalysisList title={t('ai.recommendations')} items={analysis.recommendations} />
      {measures.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-ink-900">{t('ai.measures')}</h4>
          <dl className="mt-1 grid grid-cols-2 gap-1.5">
            {measures.map((m) => {
              const words = measureWords(t, m);
              return (
                <div key={m.key || m.label} className="rounded-md bg-white px-2.5 py-1.5 ring-1 ring-slate-200">
                  <dt className="text-xs leading-snug text-slate-600">{words.label}</dt>
                  <dd className="text-sm font-semibold text-ink-900 tabular-nums">{formatMeasure(m.value, words.unit)}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      )}
    </section>
  );
}

/** What lowered the confidence, each with advice for the next clip (issue 33; the words come from the server in the coach's language). */
function ConfidenceReasons({ reasons }: { reasons: ConfidenceReason[] }) {
  const { t } = useCoachT();
  if (!reasons.length) return null;
  return (
    <div data-testid="confidence-reasons">
      <h4 className="text-sm font-semibold text-ink-900">{t('ai.reasons')}</h4>
      <ul className="mt-1 space-y-1.5 text-sm text-slate-700">
        {reasons.map((r) => (
          <li key={r.code} data-code={r.code} className="rounded-md bg-white px-2.5 py-1.5 ring-1 ring-slate-200">
            <p>{r.text}</p>
            <p className="mt-0.5 text-slate-800">
              <span className="font-semibold">{t('ai.advice')}</span> {r.advice}
            </p>
          </li>
        ))}
      </ul>
    </div>
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
