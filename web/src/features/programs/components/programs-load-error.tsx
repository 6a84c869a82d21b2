import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** A failed load of the programs, with a retry. */
export function ProgramsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatusPanel
      tone="error"
      icon={TriangleAlert}
      title="We couldn't load the programs"
      action={
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Try again'}
        </Button>
      }
    >
      Check your connection and try again. If it keeps happening, call the front desk and we will book you in.
    </StatusPanel>
  );
}
