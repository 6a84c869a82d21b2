import { useT } from '@/lib/i18n/i18next';
import { LoadErrorPanel } from '@/ui/load-error-panel';

export function AlumniLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT('alumni');
  return (
    <LoadErrorPanel title={t('error.title')} retryLabel={t('error.retry')} onRetry={onRetry} retrying={retrying}>
      {t('error.text')}
    </LoadErrorPanel>
  );
}
