import { RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { PlanLimitNotice } from '@/features/subscriptions/plan-limit/plan-limit-notice';
import { Button } from '@/ui/button';
import { ProblemAlert } from '@/ui/problem-alert';

interface IntentFailedProps {
  /** The server's reason (full, already joined, started), or the fixed text. */
  message: string;
  /** The plan-limit message of a 402, shown with its way to /subscription. */
  planLimit: string | null;
  /** Whether asking again could help (not for a full game, a joined game or the plan). */
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** The payment could not be set up: why, and what to do next. */
export function IntentFailed({ message, planLimit, canRetry, retrying, onRetry }: IntentFailedProps) {
  const { t } = useT('pickupCheckout');
  if (planLimit) return <PlanLimitNotice message={planLimit} />;
  const initFailed = t('intent.failed');
  return (
    <ProblemAlert title={initFailed} message={message !== initFailed ? message : undefined}>
      {canRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {t('intent.tryAgain')}
        </Button>
      )}
      <Button size="sm" variant="outline" asChild>
        <Link href="/pickup-games">{t('backToGames')}</Link>
      </Button>
    </ProblemAlert>
  );
}
