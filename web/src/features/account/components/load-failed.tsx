import { RefreshCw } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';

/** An account section whose list did not load: the reason, announced, and Try again. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useT('account');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
      {text}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('tryAgain')}
      </Button>
    </div>
  );
}
