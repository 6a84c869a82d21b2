import { RefreshCw } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { useT } from '@/lib/i18n/i18next';

interface ScheduleLoadErrorProps {
  /** What failed: everything (a full panel) or only one of the two lists (a line above the rest). */
  what: 'all' | 'training sessions' | 'pickup games';
  onRetry: () => void;
  retrying: boolean;
}

export function ScheduleLoadError({ what, onRetry, retrying }: ScheduleLoadErrorProps) {
  const { t } = useT('schedule');
  const label = retrying ? t('error.retrying') : t('error.retry');
  if (what === 'all') {
    return (
      <LoadErrorPanel title={t('error.title')} retryLabel={label} onRetry={onRetry} retrying={retrying}>
        {t('error.text')}
      </LoadErrorPanel>
    );
  }
  return (
    <Alert className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <span>{what === 'training sessions' ? t('error.partTraining') : t('error.partPickup')}</span>
      <Button onClick={onRetry} disabled={retrying} variant="outline" size="sm">
        <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
        {label}
      </Button>
    </Alert>
  );
}
