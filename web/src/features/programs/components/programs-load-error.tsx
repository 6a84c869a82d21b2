import { useT } from '@/lib/i18n/i18next';
import { LoadErrorPanel } from '@/ui/load-error-panel';

/** A failed load of the programs, with a retry. */
export function ProgramsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT('programs');
  return (
    <LoadErrorPanel title={t('error.title')} retryLabel={retrying ? t('error.retrying') : t('error.retry')} onRetry={onRetry} retrying={retrying}>
      {t('error.text')}
    </LoadErrorPanel>
  );
}
