import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** A failed load of the programs, with a retry. */
export function ProgramsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT('programs');
  return (
    <StatusPanel
      tone="error"
      icon={TriangleAlert}
      title={t('error.title')}
      action={
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {retrying ? t('error.retrying') : t('error.retry')}
        </Button>
      }
    >
      {t('error.text')}
    </StatusPanel>
  );
}
