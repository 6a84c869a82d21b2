import { RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
import { PlanLimitNotice } from '@/lib/plan-limit/plan-limit-notice';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';

export const INIT_FAILED = 'Failed to initialize payment. Please try again.';

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
  if (planLimit) return <PlanLimitNotice message={planLimit} />;
  return (
    <Alert className="space-y-3">
      <p className="font-semibold">{INIT_FAILED}</p>
      {message !== INIT_FAILED && <p>{message}</p>}
      <div className="flex flex-wrap gap-2">
        {canRetry && (
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
            <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
            Try again
          </Button>
        )}
        <Button size="sm" variant="outline" asChild>
          <Link href="/pickup-games">Back to pickup games</Link>
        </Button>
      </div>
    </Alert>
  );
}
