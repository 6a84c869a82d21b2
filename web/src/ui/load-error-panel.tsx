import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

interface LoadErrorPanelProps {
  title: string;
  retryLabel: string;
  onRetry: () => void;
  /** While a retry runs the button is disabled and its icon spins. */
  retrying?: boolean;
  children?: ReactNode;
}

/** A failed load, announced, with a retry button. */
export function LoadErrorPanel({ title, retryLabel, onRetry, retrying, children }: LoadErrorPanelProps) {
  return (
    <StatusPanel
      tone="error"
      icon={TriangleAlert}
      title={title}
      action={
        <Button onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {retryLabel}
        </Button>
      }
    >
      {children}
    </StatusPanel>
  );
}
