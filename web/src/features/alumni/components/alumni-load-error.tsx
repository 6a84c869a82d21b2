import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

export function AlumniLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT('alumni');
  return (
    <StatusPanel
      tone="error"
      icon={TriangleAlert}
      title={t('error.title')}
      action={
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {t('error.retry')}
        </Button>
      }
    >
      {t('error.text')}
    </StatusPanel>
  );
}
