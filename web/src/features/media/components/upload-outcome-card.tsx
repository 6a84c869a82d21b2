import { CheckCircle2, CircleAlert, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import type { UploadFlow } from '../hooks/use-upload-flow';
import type { MediaTab } from '../lib/media-tab';
import { AiFeedbackCard } from './ai-feedback-card';
import { AnalysisProgress } from './analysis-progress';

/**
 * After an upload: "Analysing..." with live progress (the one fetch 2 s after the record, then the
 * 202 progress) until the result, which is then shown here and in the AI Analysis tab.
 */
export function UploadOutcomeCard({
  outcome,
  analysis,
  onOpenTab,
}: {
  outcome: NonNullable<UploadFlow['outcome']>;
  analysis: UploadFlow['analysis'];
  onOpenTab: (tab: MediaTab) => void;
}) {
  const { t } = useT('media');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome.id]);

  const { status } = analysis;
  const ready = status?.state === 'ready' ? status.feedback : null;
  const gaveUp = analysis.isError;
  const analysing = !ready && !gaveUp && status?.state !== 'none';

  return (
    <div ref={ref} className="scroll-mt-24 space-y-4" data-testid="upload-outcome">
      <Card className="p-5">
        <div className="flex items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-600" aria-hidden="true" />
          <div className="min-w-0 flex-1" role="status">
            <p className="font-semibold text-ink-900">{t('outcome.complete')}</p>
            <p className="truncate text-sm text-slate-600" title={outcome.name}>
              {t('outcome.saved', { name: outcome.name })}
            </p>
          </div>
        </div>
        {analysing && <AnalysisProgress className="mt-4" name={outcome.name} pending={status?.state === 'pending' ? status : undefined} />}
        {ready && (
          <p role="status" className="mt-4 flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
            <Sparkles className="size-4 shrink-0" aria-hidden="true" />
            {t('outcome.ready')}
          </p>
        )}
        {(gaveUp || status?.state === 'none') && (
          <p role="status" className="mt-4 flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {gaveUp ? t('outcome.gaveUp') : t('outcome.none')}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpenTab('uploads')}>
            {t('outcome.viewUploads')}
          </Button>
          <Button variant={ready ? 'primary' : 'outline'} size="sm" onClick={() => onOpenTab('analysis')}>
            {t('outcome.openAnalysis')}
          </Button>
        </div>
      </Card>
      {ready && <AiFeedbackCard item={ready} headingLevel={2} />}
    </div>
  );
}
