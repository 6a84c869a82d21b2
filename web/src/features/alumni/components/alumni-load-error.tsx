import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

export function AlumniLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatusPanel
      tone="error"
      icon={TriangleAlert}
      title="We couldn't load the alumni stories"
      action={
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Try again
        </Button>
      }
    >
      Please check your connection and try again.
    </StatusPanel>
  );
}
