import { Sparkles, Upload } from 'lucide-react';
import type { AiFeedback } from '@common/analysis';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import type { UploadFlow } from '../hooks/use-upload-flow';
import { AiFeedbackCard } from './ai-feedback-card';
import { AnalysisProgress } from './analysis-progress';

interface AiAnalysisTabProps {
  items: AiFeedback[];
  isPending: boolean;
  /** The upload made on this visit, whose analysis may still be running. */
  latest: UploadFlow['outcome'];
  latestAnalysis: UploadFlow['analysis'];
  onUpload: () => void;
  /** A parent: the analyses of their linked athletes' uploads, each card naming its athlete (decision 047). */
  forParent?: boolean;
}

/**
 * The AI Analysis tab: every finished analysis of the member's uploads, newest first as the API
 * sends them, with the one of the latest upload on top while it runs ("Analysing..." and its
 * progress) or until the list has it. A failed load shows the empty state. A parent's list holds
 * their linked athletes' analyses (read-only, as the server gives them).
 */
export function AiAnalysisTab({ items, isPending, latest, latestAnalysis, onUpload, forParent = false }: AiAnalysisTabProps) {
  const { t } = useT('media');
  const status = latestAnalysis.status;
  const latestReady = status?.state === 'ready' ? status.feedback : null;
  const running = latest && !latestReady && !latestAnalysis.isError && status?.state !== 'none';
  const shown = latestReady && !items.some((i) => i.id === latestReady.id) ? [latestReady, ...items] : items;

  const progress = running && latest && (
    <Card className="p-5" data-testid="analysis-running">
      <h2 className="truncate font-bold text-ink-900" title={latest.name}>
        {latest.name}
      </h2>
      <AnalysisProgress className="mt-3" name={latest.name} pending={status?.state === 'pending' ? status : undefined} />
    </Card>
  );

  if (isPending && !progress) {
    return (
      <div className="py-12 text-center text-slate-600">
        <Spinner label={t('analysisTab.loading')} />
      </div>
    );
  }
  if (shown.length === 0 && !progress) {
    return (
      <StatusPanel
        icon={Sparkles}
        title={t('analysisTab.emptyTitle')}
        action={
          <Button onClick={onUpload}>
            <Upload className="size-4" aria-hidden="true" />
            {t('analysisTab.uploadVideo')}
          </Button>
        }
      >
        {forParent ? t('analysisTab.emptyParent') : t('analysisTab.empty')}
      </StatusPanel>
    );
  }
  return (
    <div className="space-y-5">
      {progress}
      <h2 className="sr-only">{t('analysisTab.heading')}</h2>
      {shown.map((item) => (
        <AiFeedbackCard key={item.id} item={item} />
      ))}
    </div>
  );
}
