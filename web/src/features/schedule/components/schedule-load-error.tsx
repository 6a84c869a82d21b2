import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';
import { useT } from '@/lib/i18n/i18next';

interface ScheduleLoadErrorProps {
  /** What failed: everything (a full panel) or only one of the two lists (a line above the rest). */
  what: 'all' | 'training sessions' | 'pickup games';
  onRetry: () => void;
  retrying: boolean;
}

export function ScheduleLoadError({ what, onRetry, retrying }: ScheduleLoadErrorProps) {
  const { t } = useT('schedule');
  const retry = (
    <Button onClick={onRetry} disabled={retrying} variant={what === 'all' ? 'primary' : 'outline'} size={what === 'all' ? 'md' : 'sm'}>
      <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      {retrying ? t('error.retrying') : t('error.retry')}
    </Button>
  );
  if (what === 'all') {
    return (
      <StatusPanel tone="error" icon={TriangleAlert} title={t('error.title')} action={retry}>
        {t('error.text')}
      </StatusPanel>
    );
  }
  return (
    <Alert className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <span>{what === 'training sessions' ? t('error.partTraining') : t('error.partPickup')}</span>
      {retry}
    </Alert>
  );
}
