import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

interface ScheduleLoadErrorProps {
  /** What failed: everything (a full panel) or only one of the two lists (a line above the rest). */
  what: 'all' | 'training sessions' | 'pickup games';
  onRetry: () => void;
  retrying: boolean;
}

export function ScheduleLoadError({ what, onRetry, retrying }: ScheduleLoadErrorProps) {
  const retry = (
    <Button onClick={onRetry} disabled={retrying} variant={what === 'all' ? 'primary' : 'outline'} size={what === 'all' ? 'md' : 'sm'}>
      <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
      {retrying ? 'Retrying...' : 'Try again'}
    </Button>
  );
  if (what === 'all') {
    return (
      <StatusPanel tone="error" icon={TriangleAlert} title="We couldn't load the schedule" action={retry}>
        Check your connection and try again.
      </StatusPanel>
    );
  }
  return (
    <Alert className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <span>The {what} could not be loaded, so they are missing below.</span>
      {retry}
    </Alert>
  );
}
